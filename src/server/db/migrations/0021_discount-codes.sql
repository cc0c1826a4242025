CREATE TABLE "code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"email" text NOT NULL,
	"discount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"basis_points" integer,
	"amount_kobo" bigint,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collection_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_subtotal_kobo" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"batch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_upper_case" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" IN ('percent', 'amount', 'free_delivery', 'presale')),
	CONSTRAINT "discount_codes_uses_within_limit" CHECK ("discount_codes"."uses" >= 0 AND ("discount_codes"."max_uses" IS NULL OR "discount_codes"."uses" <= "discount_codes"."max_uses")),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' AND "discount_codes"."basis_points" BETWEEN 1 AND 10000) OR ("discount_codes"."kind" = 'amount' AND "discount_codes"."amount_kobo" > 0) OR "discount_codes"."kind" IN ('free_delivery', 'presale'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_add_up";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "presale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_redemptions_order_idx" ON "code_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "code_redemptions_code_email_idx" ON "code_redemptions" USING btree ("code_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_batch_idx" ON "discount_codes" USING btree ("batch");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_total" CHECK ("order_lines"."discount_kobo" BETWEEN 0 AND "order_lines"."unit_price_kobo" * "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_within_amounts" CHECK ("orders"."discount_kobo" BETWEEN 0 AND "orders"."subtotal_kobo" AND "orders"."delivery_discount_kobo" BETWEEN 0 AND "orders"."delivery_fee_kobo");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_add_up" CHECK ("orders"."total_kobo" = "orders"."subtotal_kobo" - "orders"."discount_kobo" + "orders"."delivery_fee_kobo" - "orders"."delivery_discount_kobo");