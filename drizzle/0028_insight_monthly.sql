CREATE TABLE "insight_monthly_counts" (
	"site_id" integer NOT NULL,
	"month" date NOT NULL,
	"figure" text NOT NULL,
	"vehicle_id" integer DEFAULT 0 NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_monthly_counts_pk" PRIMARY KEY("site_id","month","figure","vehicle_id","dealership_id")
);
--> statement-breakpoint
ALTER TABLE "insight_monthly_counts" ADD CONSTRAINT "insight_monthly_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_monthly_counts_site_totals_idx" ON "insight_monthly_counts" USING btree ("site_id","month","figure","count") WHERE vehicle_id = 0;--> statement-breakpoint
CREATE INDEX "insight_monthly_counts_cars_idx" ON "insight_monthly_counts" USING btree ("site_id","month","vehicle_id","figure","dealership_id","count") WHERE vehicle_id <> 0;--> statement-breakpoint
CREATE INDEX "insight_monthly_counts_vehicle_idx" ON "insight_monthly_counts" USING btree ("vehicle_id","month","site_id","figure","dealership_id","count");--> statement-breakpoint
CREATE INDEX "insight_monthly_counts_dealership_idx" ON "insight_monthly_counts" USING btree ("dealership_id","month","site_id","vehicle_id","figure","count");--> statement-breakpoint
-- The monthly rollup's backfill from the daily one (src/server/data/insight.ts, rebuildInsightCounts, adds up the same way).
INSERT INTO "insight_monthly_counts" ("site_id", "month", "figure", "vehicle_id", "dealership_id", "count")
SELECT "site_id", date_trunc('month', "day")::date, "figure", "vehicle_id", "dealership_id", sum("count")::int
FROM "insight_daily_counts"
GROUP BY "site_id", date_trunc('month', "day"), "figure", "vehicle_id", "dealership_id";
