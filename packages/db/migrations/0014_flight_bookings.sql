CREATE TABLE "flight_booking_seats" (
	"booking_id" uuid NOT NULL,
	"bucket_key" text NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "flight_booking_seats_booking_id_bucket_key_pk" PRIMARY KEY("booking_id","bucket_key"),
	CONSTRAINT "flight_booking_seats_seats_check" CHECK ("flight_booking_seats"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"fare_ids" text[] NOT NULL,
	"itinerary" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"first_departure_at" timestamp with time zone NOT NULL,
	"last_arrival_at" timestamp with time zone NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"ticket_state" text,
	"record_locator" text,
	CONSTRAINT "flight_bookings_ticket_state_check" CHECK ("flight_bookings"."ticket_state" is null or "flight_bookings"."ticket_state" in ('Canceled', 'Modified', 'Rejected', 'Ticketed')),
	CONSTRAINT "flight_bookings_dates_check" CHECK ("flight_bookings"."last_arrival_at" >= "flight_bookings"."first_departure_at")
);
--> statement-breakpoint
CREATE TABLE "flight_seat_buckets" (
	"bucket_key" text PRIMARY KEY NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_seat_buckets_sold_check" CHECK ("flight_seat_buckets"."seats_sold" >= 0 and "flight_seat_buckets"."seats_sold" <= "flight_seat_buckets"."seats_total")
);
--> statement-breakpoint
ALTER TABLE "flight_booking_seats" ADD CONSTRAINT "flight_booking_seats_booking_id_flight_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_seats" ADD CONSTRAINT "flight_booking_seats_bucket_key_flight_seat_buckets_bucket_key_fk" FOREIGN KEY ("bucket_key") REFERENCES "public"."flight_seat_buckets"("bucket_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_bookings_departure_idx" ON "flight_bookings" USING btree ("first_departure_at");