CREATE TABLE "stay_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" text NOT NULL,
	"dates" daterange NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"listing_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"category" text,
	"alt_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "listing_photos_listing_id_position_pk" PRIMARY KEY("listing_id","position")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_kind" text DEFAULT 'obfuscated' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"host_name" text NOT NULL,
	"host_image_url" text,
	"provider_listing_id" text NOT NULL,
	"listing_collection" text DEFAULT 'NoCollection' NOT NULL,
	"star_rating" numeric(2, 1),
	"user_rating_score" numeric(4, 3),
	"max_occupancy" integer NOT NULL,
	"pet_friendly" boolean NOT NULL,
	"max_pets" integer DEFAULT 0 NOT NULL,
	"min_stay_nights" integer DEFAULT 1 NOT NULL,
	"max_stay_nights" integer,
	"check_in_weekdays" integer[],
	"check_out_weekdays" integer[],
	"min_booking_window_days" integer DEFAULT 0 NOT NULL,
	"base_nightly_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"bedrooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bathrooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_bedrooms" integer DEFAULT 0 NOT NULL,
	"number_of_bathrooms" numeric(3, 1) DEFAULT 0 NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_out_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"checkin_information" text,
	"important_information" text,
	"pets_policy" text,
	"registration_id" text,
	"cancellation_policy" text DEFAULT 'Unknown' NOT NULL,
	"cancellation_description" text DEFAULT '' NOT NULL,
	"full_refund_days_before" integer,
	"partial_refund_percent" integer,
	"partial_refund_days_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_min_stay_check" CHECK ("listings"."min_stay_nights" >= 1),
	CONSTRAINT "listings_max_occupancy_check" CHECK ("listings"."max_occupancy" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" text NOT NULL,
	"overall_score" numeric(4, 3) NOT NULL,
	"submitted_date" date NOT NULL,
	"comments" text NOT NULL,
	"author_name" text NOT NULL,
	"verification_source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"rate_bps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rewards_account_id" uuid,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"billing_zip" text,
	"billing_country" text DEFAULT 'US' NOT NULL,
	"provider_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_methods_provider_token_unique" UNIQUE("provider_token")
);
--> statement-breakpoint
CREATE TABLE "listing_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" text NOT NULL,
	"description" text NOT NULL,
	"min_nights" integer NOT NULL,
	"percent_bps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" text NOT NULL,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"amount_minor" integer,
	"rate_bps" integer,
	"included_guests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_fees_amount_check" CHECK (("listing_fees"."basis" = 'PercentOfRent' and "listing_fees"."rate_bps" is not null) or ("listing_fees"."basis" <> 'PercentOfRent' and "listing_fees"."amount_minor" is not null))
);
--> statement-breakpoint
CREATE TABLE "listing_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" text NOT NULL,
	"dates" daterange NOT NULL,
	"nightly_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travelers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text,
	"phone_number" text,
	"passport_country" text,
	"passport_number" text,
	"passport_expiry" date,
	"frequent_flyer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hotel_loyalty" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"special_assistance" text[] DEFAULT '{}'::text[] NOT NULL,
	"tsa_redress_number" text,
	"known_traveler_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer,
	"percent_bps" integer,
	"min_spend_minor" integer DEFAULT 0 NOT NULL,
	"funnels" text[] DEFAULT '{}'::text[] NOT NULL,
	"shop_page_banner" text,
	"sale_event_start_on" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_taxes" ADD CONSTRAINT "market_taxes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_rewards_account_id_rewards_accounts_id_fk" FOREIGN KEY ("rewards_account_id") REFERENCES "public"."rewards_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_discounts" ADD CONSTRAINT "listing_discounts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rates" ADD CONSTRAINT "listing_rates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_market_idx" ON "listings" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "listings_city_state_idx" ON "listings" USING btree (lower("city"),lower("state"));--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","submitted_date");--> statement-breakpoint
CREATE INDEX "market_taxes_market_idx" ON "market_taxes" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_discounts_listing_idx" ON "listing_discounts" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_fees_listing_idx" ON "listing_fees" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_rates_listing_idx" ON "listing_rates" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "travelers_user_idx" ON "travelers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_offers_user_idx" ON "wallet_offers" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express exclusion constraints): no two holds of one listing may
-- share a night, so concurrent bookings of overlapping dates cannot both commit. Needs btree_gist (0000).
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, "dates" WITH &&);--> statement-breakpoint
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_dates_not_empty" CHECK (NOT isempty("dates") AND NOT lower_inf("dates") AND NOT upper_inf("dates"));--> statement-breakpoint
ALTER TABLE "listing_rates" ADD CONSTRAINT "listing_rates_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, "dates" WITH &&);
