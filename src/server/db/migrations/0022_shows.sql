CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"local_start" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"ticket_url" text NOT NULL,
	"status" text NOT NULL,
	"support_act" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shows_status" CHECK ("shows"."status" IN ('on_sale', 'sold_out', 'cancelled', 'postponed'))
);
--> statement-breakpoint
CREATE INDEX "shows_starts_at_idx" ON "shows" USING btree ("starts_at");