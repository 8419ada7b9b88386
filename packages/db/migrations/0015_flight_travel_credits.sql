CREATE TABLE "flight_travel_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"airline_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_booking_id" uuid,
	CONSTRAINT "flight_travel_credits_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "flight_travel_credits_amount_check" CHECK ("flight_travel_credits"."amount_minor" > 0),
	CONSTRAINT "flight_travel_credits_expiry_check" CHECK ("flight_travel_credits"."expires_at" > "flight_travel_credits"."issued_at")
);
--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD CONSTRAINT "flight_travel_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD CONSTRAINT "flight_travel_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD CONSTRAINT "flight_travel_credits_redeemed_booking_id_bookings_id_fk" FOREIGN KEY ("redeemed_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_travel_credits_user_idx" ON "flight_travel_credits" USING btree ("user_id");