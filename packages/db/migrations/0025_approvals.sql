CREATE TABLE "approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"approval_request_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_session_id" uuid NOT NULL,
	"booking_id" uuid,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"title" text,
	"reason" text,
	"out_of_policy_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	CONSTRAINT "approval_requests_quote_session_id_unique" UNIQUE("quote_session_id"),
	CONSTRAINT "approval_requests_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('Pending', 'Approved', 'Denied', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_quote_session_id_quote_sessions_id_fk" FOREIGN KEY ("quote_session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_events_request_idx" ON "approval_events" USING btree ("approval_request_id","at");--> statement-breakpoint
CREATE INDEX "approval_requests_business_idx" ON "approval_requests" USING btree ("business_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "approval_requests_due_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'Pending' and "approval_requests"."booking_id" is not null;