-- One booking per purchase, whatever the product line (issue 11): `reservations` becomes `bookings`, the homes
-- line's details move to `stay_bookings`, and every row that pointed at a reservation points at its booking.
-- Existing data is migrated in place: ids, confirmation codes and payments keep their values.
ALTER TABLE "reservations" RENAME TO "bookings";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "reservations_pkey" TO "bookings_pkey";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "reservations_confirmation_code_unique" TO "bookings_confirmation_code_unique";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "reservations_user_id_users_id_fk" TO "bookings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "reservations_quote_session_id_quote_sessions_id_fk" TO "bookings_quote_session_id_quote_sessions_id_fk";--> statement-breakpoint
ALTER INDEX "reservations_user_idx" RENAME TO "bookings_user_idx";--> statement-breakpoint
-- Every booking so far is a vacation rental.
ALTER TABLE "bookings" ADD COLUMN "product_line" text DEFAULT 'Homes' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "product_line" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Received', 'PendingConfirm', 'Confirmed', 'PartiallyPaid', 'Cancelled', 'CancelledWithErrors', 'Failure'));--> statement-breakpoint
CREATE TABLE "stay_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"guests" jsonb NOT NULL,
	"cancellation_policy" jsonb NOT NULL
);--> statement-breakpoint
INSERT INTO "stay_bookings" ("booking_id", "listing_id", "from_date", "until_date", "guests", "cancellation_policy")
	SELECT "id", "listing_id", "from_date", "until_date", "guests", "cancellation_policy" FROM "bookings";--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "reservations_listing_id_listings_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "listing_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "from_date";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "until_date";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "guests";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "cancellation_policy";--> statement-breakpoint
ALTER TABLE "reservation_payments" RENAME TO "booking_payments";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME CONSTRAINT "reservation_payments_pkey" TO "booking_payments_pkey";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" TO "booking_payments_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME CONSTRAINT "reservation_payments_rewards_account_id_rewards_accounts_id_fk" TO "booking_payments_rewards_account_id_rewards_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME CONSTRAINT "reservation_payments_payment_method_id_payment_methods_id_fk" TO "booking_payments_payment_method_id_payment_methods_id_fk";--> statement-breakpoint
ALTER TABLE "booking_payments" RENAME CONSTRAINT "reservation_payments_wallet_offer_id_wallet_offers_id_fk" TO "booking_payments_wallet_offer_id_wallet_offers_id_fk";--> statement-breakpoint
ALTER INDEX "reservation_payments_reservation_idx" RENAME TO "booking_payments_booking_idx";--> statement-breakpoint
ALTER TABLE "reservation_refunds" RENAME TO "booking_refunds";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME CONSTRAINT "reservation_refunds_pkey" TO "booking_refunds_pkey";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME CONSTRAINT "reservation_refunds_payment_id_unique" TO "booking_refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME CONSTRAINT "reservation_refunds_reservation_id_reservations_id_fk" TO "booking_refunds_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME CONSTRAINT "reservation_refunds_payment_id_reservation_payments_id_fk" TO "booking_refunds_payment_id_booking_payments_id_fk";--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME CONSTRAINT "reservation_refunds_rewards_account_id_rewards_accounts_id_fk" TO "booking_refunds_rewards_account_id_rewards_accounts_id_fk";--> statement-breakpoint
ALTER INDEX "reservation_refunds_reservation_idx" RENAME TO "booking_refunds_booking_idx";--> statement-breakpoint
ALTER TABLE "cancel_quotes" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "cancel_quotes" RENAME COLUMN "reservation_status" TO "booking_status";--> statement-breakpoint
ALTER TABLE "cancel_quotes" RENAME CONSTRAINT "cancel_quotes_reservation_id_reservations_id_fk" TO "cancel_quotes_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER INDEX "cancel_quotes_reservation_idx" RENAME TO "cancel_quotes_booking_idx";--> statement-breakpoint
ALTER TABLE "fulfil_sessions" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "fulfil_sessions" RENAME CONSTRAINT "fulfil_sessions_reservation_id_reservations_id_fk" TO "fulfil_sessions_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "payment_intents" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "payment_intents" RENAME CONSTRAINT "payment_intents_reservation_id_reservations_id_fk" TO "payment_intents_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "stay_holds" RENAME COLUMN "reservation_id" TO "booking_id";--> statement-breakpoint
ALTER TABLE "stay_holds" RENAME CONSTRAINT "stay_holds_reservation_id_reservations_id_fk" TO "stay_holds_booking_id_bookings_id_fk";--> statement-breakpoint
-- Ledger rows name their booking by key; `reference` keeps the text they always showed.
ALTER TABLE "rewards_ledger" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "rewards_ledger" SET "booking_id" = b."id" FROM "bookings" b WHERE "rewards_ledger"."reference" = b."id"::text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "wallet_ledger" SET "booking_id" = b."id" FROM "bookings" b WHERE "wallet_ledger"."reference" = b."id"::text;
