CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"redacted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_adjustment_lines" (
	"adjustment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked" boolean NOT NULL,
	CONSTRAINT "order_adjustment_lines_adjustment_id_position_pk" PRIMARY KEY("adjustment_id","position"),
	CONSTRAINT "order_adjustment_lines_quantity_positive" CHECK ("order_adjustment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"refund_method" text NOT NULL,
	"refund_status" text NOT NULL,
	"provider_refund_id" text,
	"provider_message" text,
	"request_key" text,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_adjustments_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "order_adjustments_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "order_adjustments_amounts" CHECK ("order_adjustments"."amount_kobo" >= 0 AND "order_adjustments"."delivery_fee_kobo" >= 0 AND "order_adjustments"."delivery_fee_kobo" <= "order_adjustments"."amount_kobo")
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_adjustment_lines" ADD CONSTRAINT "order_adjustment_lines_adjustment_id_order_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."order_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_subject_idx" ON "activity_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_staff_idx" ON "activity_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_adjustments_created_at_idx" ON "order_adjustments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_disputes_order_idx" ON "payment_disputes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_adjusted_within_quantity" CHECK ("order_lines"."cancelled_quantity" >= 0 AND "order_lines"."returned_quantity" >= 0 AND "order_lines"."cancelled_quantity" + "order_lines"."returned_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_total" CHECK ("orders"."refunded_kobo" >= 0 AND "orders"."refunded_kobo" <= "orders"."total_kobo");--> statement-breakpoint
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'The activity log is append-only: entries are never deleted.';
	END IF;
	IF NEW.redacted_at IS NULL
		OR NEW.id IS DISTINCT FROM OLD.id
		OR NEW.created_at IS DISTINCT FROM OLD.created_at
		OR NEW.action IS DISTINCT FROM OLD.action
		OR NEW.subject_type IS DISTINCT FROM OLD.subject_type THEN
		RAISE EXCEPTION 'The activity log is append-only: an entry can only be redacted.';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();
