CREATE TABLE "site_pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_pictures" ADD CONSTRAINT "site_pictures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_pictures_site_idx" ON "site_pictures" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_pictures_uploaded_idx" ON "site_pictures" USING btree ("uploaded_at");