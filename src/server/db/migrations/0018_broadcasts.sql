CREATE TABLE "broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"outbox_id" integer,
	"released_at" timestamp with time zone,
	CONSTRAINT "broadcast_recipients_broadcast_id_email_pk" PRIMARY KEY("broadcast_id","email")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer NOT NULL,
	"next_batch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claims" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_waiting_idx" ON "broadcast_recipients" USING btree ("broadcast_id","released_at");--> statement-breakpoint
CREATE INDEX "broadcasts_releasing_idx" ON "broadcasts" USING btree ("released_at","next_batch_at");--> statement-breakpoint
-- Rows written before claims were counted: each try was one claim.
UPDATE "email_outbox" SET "claims" = "attempts";
