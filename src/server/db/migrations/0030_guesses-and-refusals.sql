CREATE TABLE "activity_repeats" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"times" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirm_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_repeats_key_idx" ON "activity_repeats" USING btree ("key","first_at");