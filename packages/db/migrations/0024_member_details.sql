CREATE TABLE "member_details" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"department" text,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_details" ADD CONSTRAINT "member_details_membership_id_corporate_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."corporate_memberships"("id") ON DELETE cascade ON UPDATE no action;