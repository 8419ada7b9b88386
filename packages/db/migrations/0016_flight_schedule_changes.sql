CREATE TABLE "flight_schedule_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"severity" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"help_requested_at" timestamp with time zone,
	CONSTRAINT "flight_schedule_changes_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "flight_schedule_changes_severity_check" CHECK ("flight_schedule_changes"."severity" in ('Minor', 'Major')),
	CONSTRAINT "flight_schedule_changes_answered_once_check" CHECK ("flight_schedule_changes"."accepted_at" is null or "flight_schedule_changes"."help_requested_at" is null)
);
--> statement-breakpoint
CREATE TABLE "flight_schedule_checks" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_schedule_changes" ADD CONSTRAINT "flight_schedule_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule_checks" ADD CONSTRAINT "flight_schedule_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;