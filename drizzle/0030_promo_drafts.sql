CREATE TABLE "site_promo_drafts" (
	"promo_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"position" smallint,
	"display" text[] DEFAULT '{}'::text[] NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"node" jsonb NOT NULL,
	"created" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"base_updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_revisions" ADD COLUMN "promos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_promo_drafts" ADD CONSTRAINT "site_promo_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_promo_drafts" ADD CONSTRAINT "site_promo_drafts_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_promo_drafts_site_idx" ON "site_promo_drafts" USING btree ("site_id");