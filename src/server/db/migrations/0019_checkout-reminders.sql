CREATE TABLE "checkout_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"consent_words" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"restore_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	CONSTRAINT "checkout_drafts_email_lower_case" CHECK ("checkout_drafts"."email" = lower("checkout_drafts"."email"))
);
--> statement-breakpoint
CREATE TABLE "checkout_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_email_idx" ON "checkout_drafts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_restore_token_idx" ON "checkout_drafts" USING btree ("restore_token");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_drafts_unsubscribe_token_idx" ON "checkout_drafts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "checkout_drafts_due_idx" ON "checkout_drafts" USING btree ("settled_at","saved_at");--> statement-breakpoint
CREATE INDEX "checkout_reminders_email_idx" ON "checkout_reminders" USING btree ("email","sent_at");