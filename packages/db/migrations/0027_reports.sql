ALTER TABLE "checkout_policy_checks" ADD COLUMN "cap_minor" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;