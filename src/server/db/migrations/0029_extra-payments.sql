ALTER TABLE "payment_attempts" ADD COLUMN "charged_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "charged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_message" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_idx" ON "payment_attempts" USING btree ("refund_status");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_refund_id_unique" UNIQUE("provider_refund_id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_refund_of_a_charge" CHECK ("payment_attempts"."refund_status" IS NULL OR "payment_attempts"."charged_kobo" > 0);--> statement-breakpoint
-- The online payments that paid orders before this release are their orders' charges: recorded as
-- such, so that Paystack sending their events again is never taken for a second payment.
UPDATE "payment_attempts" SET "charged_kobo" = "orders"."total_kobo", "charged_at" = "orders"."updated_at"
FROM "orders"
WHERE "orders"."id" = "payment_attempts"."order_id"
  AND "orders"."payment_reference" = "payment_attempts"."reference"
  AND "orders"."payment_confirmed"
  AND ("orders"."payment_method" = 'paystack'
    OR EXISTS (SELECT 1 FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."kind" = 'late_payment'));
