ALTER TABLE "broadcasts" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "with_news" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_unsubscribe_token_idx" ON "waitlist_entries" USING btree ("unsubscribe_token");--> statement-breakpoint
-- Entries made before staff could message a waitlist agreed to its one email alone.
UPDATE "waitlist_entries" SET "with_news" = false;
