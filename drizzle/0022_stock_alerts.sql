CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"search_key" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"car_type" text DEFAULT '' NOT NULL,
	"price_band" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"site_origin" text NOT NULL,
	"known_vehicle_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"opt_in_wording" text NOT NULL,
	"opt_in_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"vehicle_id" integer,
	"stop_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_signup_idx" ON "stock_alerts" USING btree ("site_id","channel","contact","search_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_stop_token_idx" ON "stock_alerts" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("site_id","id") WHERE "stock_alerts"."status" = 'waiting';