CREATE TABLE "insight_daily_counts" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"vehicle_id" integer DEFAULT 0 NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_daily_counts_pk" PRIMARY KEY("site_id","day","figure","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "insight_daily_counts" ADD CONSTRAINT "insight_daily_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_daily_counts_site_totals_idx" ON "insight_daily_counts" USING btree ("site_id","day","figure","count") WHERE vehicle_id = 0;--> statement-breakpoint
CREATE INDEX "insight_daily_counts_cars_idx" ON "insight_daily_counts" USING btree ("site_id","day","vehicle_id","figure","dealership_id","count") WHERE vehicle_id <> 0;--> statement-breakpoint
CREATE INDEX "insight_daily_counts_vehicle_idx" ON "insight_daily_counts" USING btree ("vehicle_id","day","site_id","figure","dealership_id","count");--> statement-breakpoint
CREATE INDEX "insight_daily_counts_dealership_idx" ON "insight_daily_counts" USING btree ("dealership_id","day","site_id","vehicle_id","figure","count");--> statement-breakpoint
-- The rollup's backfill from the events stored so far (src/server/data/insight.ts, rebuildInsightCounts, counts the same way).
INSERT INTO "insight_daily_counts" ("site_id", "day", "figure", "vehicle_id", "dealership_id", "count")
SELECT e.site_id, e.day, e.figure,
       CASE WHEN grouping(e.vehicle_id) = 1 THEN 0 ELSE e.vehicle_id END,
       CASE WHEN grouping(e.vehicle_id) = 1 THEN 0 ELSE coalesce(e.dealership_id, 0) END,
       count(*)::int
FROM (
  SELECT ev.site_id, (ev.created_at AT TIME ZONE 'Australia/Sydney')::date AS day,
         CASE ev.event_id WHEN 4 THEN 'views' WHEN 49 THEN 'searches' WHEN 25 THEN 'phone' WHEN 39 THEN 'saves' END AS figure,
         ev.vehicle_id, v.dealership_id
  FROM "analytics_events" ev LEFT JOIN "vehicles" v ON v.id = ev.vehicle_id
  WHERE ev.event_id IN (4, 49, 25, 39)
) e
GROUP BY GROUPING SETS ((e.site_id, e.day, e.figure), (e.site_id, e.day, e.figure, e.vehicle_id, e.dealership_id))
HAVING grouping(e.vehicle_id) = 1 OR e.vehicle_id IS NOT NULL;
