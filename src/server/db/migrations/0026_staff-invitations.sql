CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_email_lower_case" CHECK ("staff_invitations"."email" = lower("staff_invitations"."email")),
	CONSTRAINT "staff_invitations_role_known" CHECK ("staff_invitations"."role" in ('owner', 'manager', 'fulfilment', 'content')),
	CONSTRAINT "staff_invitations_outcome_known" CHECK (("staff_invitations"."used_at" is null and "staff_invitations"."outcome" is null) or "staff_invitations"."outcome" in ('accepted', 'cancelled', 'replaced'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_pending_email_idx" ON "staff_invitations" USING btree ("email") WHERE "staff_invitations"."used_at" is null;--> statement-breakpoint
CREATE INDEX "staff_invitations_expires_at_idx" ON "staff_invitations" USING btree ("expires_at");