ALTER TABLE "businesses" ADD COLUMN "fintech_opted_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "fintech_opted_in_by" uuid;