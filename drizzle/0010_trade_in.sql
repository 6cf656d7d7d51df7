CREATE TABLE "trade_in_valuations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"vehicle_id" integer,
	"lead_id" integer,
	"accepted_lead_id" integer,
	"rego" text NOT NULL,
	"rego_state" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"kms" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"offer" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "viewed_vehicles" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewed_vehicles_site_id_user_id_vehicle_id_pk" PRIMARY KEY("site_id","user_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_accepted_lead_id_leads_id_fk" FOREIGN KEY ("accepted_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_vehicles" ADD CONSTRAINT "viewed_vehicles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_vehicles" ADD CONSTRAINT "viewed_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_vehicles" ADD CONSTRAINT "viewed_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_valuations_public_id_key" ON "trade_in_valuations" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "trade_in_valuations_site_user_created_idx" ON "trade_in_valuations" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "viewed_vehicles_site_user_viewed_idx" ON "viewed_vehicles" USING btree ("site_id","user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_kind_valuation_key" ON "leads" USING btree ("site_id","kind",("payload" ->> 'valuation_id')) WHERE ("leads"."payload" ->> 'valuation_id') is not null;