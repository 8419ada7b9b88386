ALTER TABLE "bookings" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_idx" ON "bookings" USING btree ("business_id","created_at");--> statement-breakpoint
-- Backfill: a booking belongs to the business in use when it was booked. Bookings made before this column kept
-- no record of it, so it is derived, most certain first: the business its approval request was made in; the
-- business of the policy tier its checkout checked it against; else, for a booker on the corporate portal with
-- exactly one membership, that business. A consumer-portal booking stays personal (null), and so does one of a
-- member of several businesses with neither: the business in use now may not be the one in use then.
UPDATE "bookings" AS b SET "business_id" = coalesce(
  (SELECT a."business_id" FROM "approval_requests" a WHERE a."booking_id" = b."id" LIMIT 1),
  (SELECT t."business_id" FROM "checkout_policy_checks" c JOIN "policy_tiers" t ON t."id" = c."policy_tier_id"
    WHERE c."quote_session_id" = b."quote_session_id"),
  (SELECT (array_agg(m."business_id"))[1] FROM "corporate_memberships" m JOIN "users" u ON u."id" = m."user_id"
    WHERE m."user_id" = b."user_id" AND u."tenant" = 'capone-corporate' HAVING count(*) = 1)
) WHERE b."business_id" IS NULL;
