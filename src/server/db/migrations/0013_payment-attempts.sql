CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
-- The payments started before this release: one each.
INSERT INTO "payment_attempts" ("reference", "order_id", "created_at")
SELECT "payment_reference", "id", "created_at" FROM "orders" WHERE "payment_reference" IS NOT NULL;
