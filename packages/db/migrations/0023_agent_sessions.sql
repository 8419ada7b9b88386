ALTER TABLE "login_codes" ADD COLUMN "agent_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "agent_user_id" uuid;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;