ALTER TABLE "leads" ADD COLUMN "opt_in_wording" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opt_in_at" timestamp with time zone;