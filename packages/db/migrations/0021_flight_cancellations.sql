CREATE TABLE "flight_cancellations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_cancellations" ADD CONSTRAINT "flight_cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_cancellations" ADD CONSTRAINT "flight_cancellations_quote_id_cancel_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."cancel_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_cancellations_pending_idx" ON "flight_cancellations" USING btree ("requested_at") WHERE "flight_cancellations"."completed_at" is null;