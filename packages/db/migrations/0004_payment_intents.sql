CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfil_session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"rewards_amount" bigint,
	"payment_method_id" uuid,
	"rewards_account_id" uuid,
	"status" text DEFAULT 'Created' NOT NULL,
	"reservation_id" uuid,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_intents_fulfil_kind_unique" UNIQUE("fulfil_session_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sim_card_payments" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_id" text,
	"status" text NOT NULL,
	"outcome" text,
	"message" text,
	"amount_minor" integer,
	"currency" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sim_card_payments_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
CREATE TABLE "sim_card_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text,
	"charge_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_card_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "sim_rewards_redemptions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"redemption_id" text,
	"status" text NOT NULL,
	"message" text,
	"account_reference_id" text,
	"rewards_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sim_rewards_redemptions_redemption_id_unique" UNIQUE("redemption_id")
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_fulfil_session_id_fulfil_sessions_id_fk" FOREIGN KEY ("fulfil_session_id") REFERENCES "public"."fulfil_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_rewards_account_id_rewards_accounts_id_fk" FOREIGN KEY ("rewards_account_id") REFERENCES "public"."rewards_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("created_at") WHERE "payment_intents"."status" = 'Created';