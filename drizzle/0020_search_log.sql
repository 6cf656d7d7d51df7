CREATE TABLE "search_daily_counts" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"car_type" text DEFAULT '' NOT NULL,
	"price_band" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"result_band" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_daily_counts_pk" PRIMARY KEY("site_id","day","result_band","make","model","body","car_type","price_band","location","query")
);
--> statement-breakpoint
ALTER TABLE "search_daily_counts" ADD CONSTRAINT "search_daily_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;