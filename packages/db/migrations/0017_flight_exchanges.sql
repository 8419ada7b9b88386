CREATE TABLE "flight_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Shopped' NOT NULL,
	"plan" jsonb NOT NULL,
	"due_minor" integer,
	"residual_minor" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "flight_exchanges_status_check" CHECK ("flight_exchanges"."status" in ('Shopped', 'Confirmed', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "flight_travel_credits" DROP CONSTRAINT "flight_travel_credits_booking_id_unique";--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD COLUMN "exchange_id" uuid;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD CONSTRAINT "flight_exchanges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD CONSTRAINT "flight_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_exchanges_booking_idx" ON "flight_exchanges" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD CONSTRAINT "flight_travel_credits_exchange_id_flight_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."flight_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_travel_credits_cancel_unique" ON "flight_travel_credits" USING btree ("booking_id") WHERE "flight_travel_credits"."exchange_id" is null;--> statement-breakpoint
ALTER TABLE "flight_travel_credits" ADD CONSTRAINT "flight_travel_credits_exchange_id_unique" UNIQUE("exchange_id");