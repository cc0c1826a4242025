-- An entry marked redacted still changes only by redaction: each of its texts may only have parts
-- turned into "[redacted]" (the old text must match the new one read as a pattern, "[redacted]"
-- standing for any run of characters), and what it records (who by id, when, what action on what)
-- never changes. Before, setting redacted_at let any other change through with it.
CREATE FUNCTION "activity_log_redaction_of"("redacted" text, "original" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT "redacted" IS NOT DISTINCT FROM "original"
		OR ("redacted" IS NOT NULL AND "original" IS NOT NULL
			AND "original" LIKE replace(replace(replace(replace("redacted", '\', '\\'), '%', '\%'), '_', '\_'), '[redacted]', '%'));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'The activity log is append-only: entries are never deleted.';
	END IF;
	IF NEW.redacted_at IS NULL
		OR NEW.id IS DISTINCT FROM OLD.id
		OR NEW.created_at IS DISTINCT FROM OLD.created_at
		OR NEW.staff_id IS DISTINCT FROM OLD.staff_id
		OR NEW.action IS DISTINCT FROM OLD.action
		OR NEW.subject_type IS DISTINCT FROM OLD.subject_type
		OR NOT "activity_log_redaction_of"(NEW.staff_email, OLD.staff_email)
		OR NOT "activity_log_redaction_of"(NEW.subject_id, OLD.subject_id)
		OR NOT "activity_log_redaction_of"(NEW.summary, OLD.summary)
		OR NOT "activity_log_redaction_of"(NEW.before::text, OLD.before::text)
		OR NOT "activity_log_redaction_of"(NEW.after::text, OLD.after::text) THEN
		RAISE EXCEPTION 'The activity log is append-only: an entry can only be redacted.';
	END IF;
	RETURN NEW;
END;
$$;
