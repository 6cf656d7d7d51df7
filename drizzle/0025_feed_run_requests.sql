ALTER TABLE "stock_feeds" ADD COLUMN "run_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD COLUMN "run_requested_by" text;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_run_requested_by_staff_users_id_fk" FOREIGN KEY ("run_requested_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;