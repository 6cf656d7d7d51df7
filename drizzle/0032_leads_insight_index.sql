DROP INDEX "leads_site_created_idx";--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_id","created_at","dealership_id","vehicle_id","kind");