-- Recently searched and recently viewed hotels (spec §7 productFeed, issue 12): a few rows per user, newest kept.
CREATE TABLE "recent_hotel_searches" (
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"search" jsonb NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_hotel_searches_user_id_search_key_pk" PRIMARY KEY("user_id","search_key")
);
--> statement-breakpoint
CREATE TABLE "recent_hotel_views" (
	"user_id" uuid NOT NULL,
	"lodging_id" text NOT NULL,
	"view" jsonb NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_hotel_views_user_id_lodging_id_pk" PRIMARY KEY("user_id","lodging_id")
);
--> statement-breakpoint
ALTER TABLE "recent_hotel_searches" ADD CONSTRAINT "recent_hotel_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_hotel_views" ADD CONSTRAINT "recent_hotel_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_hotel_searches_user_idx" ON "recent_hotel_searches" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "recent_hotel_views_user_idx" ON "recent_hotel_views" USING btree ("user_id","viewed_at");
