-- Hotels (issue 12): cities, hotels (lodgings), room types, rate plans, nightly inventory per room type and the
-- hotels line's part of a booking. hotel_room_nights_booked_check is what prevents overbooking.
CREATE TABLE "hotel_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"lodging_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"rate_plan_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"adults" integer NOT NULL,
	"children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"loyalty_program_code" text,
	"loyalty_number" text,
	"special_requests" text,
	"payment_timing" text NOT NULL,
	"cancellation" jsonb NOT NULL,
	"confirmation_state" text NOT NULL,
	CONSTRAINT "hotel_bookings_dates_check" CHECK ("hotel_bookings"."check_out" > "hotel_bookings"."check_in"),
	CONSTRAINT "hotel_bookings_rooms_check" CHECK ("hotel_bookings"."rooms" >= 1 and "hotel_bookings"."adults" >= 1),
	CONSTRAINT "hotel_bookings_payment_timing_check" CHECK ("hotel_bookings"."payment_timing" in ('PayNow', 'PayLater')),
	CONSTRAINT "hotel_bookings_confirmation_state_check" CHECK ("hotel_bookings"."confirmation_state" in ('Confirmed', 'Pending', 'Unavailable'))
);
--> statement-breakpoint
CREATE TABLE "hotel_cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"room_type_id" text NOT NULL,
	"name" text NOT NULL,
	"meal_plan" text NOT NULL,
	"payment_timing" text NOT NULL,
	"refund_policy" text NOT NULL,
	"cancellation" jsonb NOT NULL,
	"price_factor_bps" integer DEFAULT 10000 NOT NULL,
	"nightly_supplement_minor" integer DEFAULT 0 NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "hotel_rate_plans_meal_plan_check" CHECK ("hotel_rate_plans"."meal_plan" in ('AllInclusive', 'Breakfast', 'BreakfastFor1', 'BreakfastFor2', 'Dinner', 'FullBoard', 'HalfBoard', 'Lunch', 'RoomOnly')),
	CONSTRAINT "hotel_rate_plans_payment_timing_check" CHECK ("hotel_rate_plans"."payment_timing" in ('PayNow', 'PayLater')),
	CONSTRAINT "hotel_rate_plans_refund_policy_check" CHECK ("hotel_rate_plans"."refund_policy" in ('FullyRefundable', 'NonRefundable', 'PartiallyRefundable', 'Unknown')),
	CONSTRAINT "hotel_rate_plans_refund_policy_matches_check" CHECK ("hotel_rate_plans"."refund_policy" = "hotel_rate_plans"."cancellation" ->> 'refundPolicy'),
	CONSTRAINT "hotel_rate_plans_price_check" CHECK ("hotel_rate_plans"."price_factor_bps" > 0 and "hotel_rate_plans"."nightly_supplement_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"allotment" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"base_price_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_nights_booked_check" CHECK ("hotel_room_nights"."booked" >= 0 and "hotel_room_nights"."booked" <= "hotel_room_nights"."allotment"),
	CONSTRAINT "hotel_room_nights_price_check" CHECK ("hotel_room_nights"."base_price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" text PRIMARY KEY NOT NULL,
	"lodging_id" text NOT NULL,
	"name" text NOT NULL,
	"beds" jsonb NOT NULL,
	"size_m2" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "hotel_room_types_max_occupancy_check" CHECK ("hotel_room_types"."max_occupancy" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" text NOT NULL,
	"chain_name" text,
	"brand" text,
	"loyalty_program_code" text,
	"collection" text DEFAULT 'NoCollection' NOT NULL,
	"star_rating" smallint NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"description" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"pets_policy" text NOT NULL,
	"pet_friendly" boolean DEFAULT false NOT NULL,
	"max_pets" integer DEFAULT 0 NOT NULL,
	"min_stay_nights" integer DEFAULT 1 NOT NULL,
	"max_stay_nights" integer,
	"check_in_weekdays" integer[],
	"check_out_weekdays" integer[],
	"min_booking_window_days" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"perks" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_score" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offers_complimentary_night" boolean DEFAULT false NOT NULL,
	"supplier_id" text NOT NULL,
	CONSTRAINT "hotels_collection_check" CHECK ("hotels"."collection" in ('Premier', 'Lifestyle', 'NoCollection')),
	CONSTRAINT "hotels_star_rating_check" CHECK ("hotels"."star_rating" between 0 and 5),
	CONSTRAINT "hotels_review_score_check" CHECK ("hotels"."review_score" between 0 and 1),
	CONSTRAINT "hotels_lat_lon_check" CHECK ("hotels"."lat" between -90 and 90 and "hotels"."lon" between -180 and 180),
	CONSTRAINT "hotels_complimentary_night_check" CHECK (not "hotels"."offers_complimentary_night" or "hotels"."collection" <> 'NoCollection')
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_lodging_id_hotels_id_fk" FOREIGN KEY ("lodging_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_rate_plan_id_hotel_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."hotel_rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_lodging_id_hotels_id_fk" FOREIGN KEY ("lodging_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_hotel_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."hotel_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_lodging_idx" ON "hotel_bookings" USING btree ("lodging_id","check_in");--> statement-breakpoint
CREATE INDEX "hotel_cities_name_idx" ON "hotel_cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "hotel_rate_plans_room_type_idx" ON "hotel_rate_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotel_room_types_lodging_idx" ON "hotel_room_types" USING btree ("lodging_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hotels_location_idx" ON "hotels" USING gist (point("lon", "lat"));--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lodging_id" text NOT NULL,
	"author_name" text NOT NULL,
	"stay_month" date NOT NULL,
	"traveler_type" text NOT NULL,
	"score" double precision NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_date" date NOT NULL,
	CONSTRAINT "hotel_reviews_score_check" CHECK ("hotel_reviews"."score" between 0 and 1),
	CONSTRAINT "hotel_reviews_traveler_type_check" CHECK ("hotel_reviews"."traveler_type" in ('Couple', 'Family', 'Solo', 'Business', 'Friends'))
);
--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_lodging_id_hotels_id_fk" FOREIGN KEY ("lodging_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_reviews_lodging_idx" ON "hotel_reviews" USING btree ("lodging_id","created_date");