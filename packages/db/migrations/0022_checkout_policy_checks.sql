CREATE TABLE "checkout_policy_checks" (
	"quote_session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"policy_tier_id" uuid,
	"policy_tier_name" text NOT NULL,
	"in_policy" boolean NOT NULL,
	"violations" jsonb NOT NULL,
	"out_of_policy_reason" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_policy_checks" ADD CONSTRAINT "checkout_policy_checks_quote_session_id_quote_sessions_id_fk" FOREIGN KEY ("quote_session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_policy_checks" ADD CONSTRAINT "checkout_policy_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_policy_checks" ADD CONSTRAINT "checkout_policy_checks_policy_tier_id_policy_tiers_id_fk" FOREIGN KEY ("policy_tier_id") REFERENCES "public"."policy_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_policy_checks_user_idx" ON "checkout_policy_checks" USING btree ("user_id");