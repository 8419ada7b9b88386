CREATE TABLE "flight_price_history" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"observed_on" date NOT NULL,
	"lowest_price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "flight_price_history_origin_destination_departure_date_observed_on_pk" PRIMARY KEY("origin","destination","departure_date","observed_on")
);
--> statement-breakpoint
CREATE TABLE "flight_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"search" jsonb NOT NULL,
	"notification" text NOT NULL,
	"state" text NOT NULL,
	"last_price_minor" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"last_recommendation" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_watches" ADD CONSTRAINT "flight_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_watches_user_search_key" ON "flight_watches" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "flight_watches_checked_idx" ON "flight_watches" USING btree ("last_checked_at");