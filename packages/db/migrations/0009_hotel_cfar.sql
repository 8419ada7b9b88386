CREATE TABLE "hotel_cfar_purchases" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"premium_minor" integer NOT NULL,
	"coverage_percentage" integer NOT NULL,
	"should_refund_premium" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_cfar_purchases_premium_check" CHECK ("hotel_cfar_purchases"."premium_minor" > 0),
	CONSTRAINT "hotel_cfar_purchases_coverage_check" CHECK ("hotel_cfar_purchases"."coverage_percentage" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "hotel_cfar_purchases" ADD CONSTRAINT "hotel_cfar_purchases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;