CREATE TABLE "cancel_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"reservation_status" text NOT NULL,
	"refund_kind" text NOT NULL,
	"refund_minor" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservation_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"rewards_amount" bigint,
	"rewards_account_id" uuid,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancel_quotes" ADD CONSTRAINT "cancel_quotes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_quotes" ADD CONSTRAINT "cancel_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_payment_id_reservation_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."reservation_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_rewards_account_id_rewards_accounts_id_fk" FOREIGN KEY ("rewards_account_id") REFERENCES "public"."rewards_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancel_quotes_reservation_idx" ON "cancel_quotes" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_refunds_reservation_idx" ON "reservation_refunds" USING btree ("reservation_id");