-- The activity log keeps every entry: emptying the table at once is refused like deleting one.
CREATE FUNCTION "activity_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The activity log is append-only: entries are never deleted.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_no_truncate"();
