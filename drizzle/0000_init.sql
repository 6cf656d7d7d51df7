CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	"label" text,
	"path" text,
	"vehicle_id" integer,
	"session_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealership_manufacturers" (
	"dealership_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "dealership_manufacturers_dealership_id_manufacturer_id_pk" PRIMARY KEY("dealership_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"dealer_licence_number" text,
	"abn" text,
	"average_rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"location_id" integer,
	"vehicle_id" integer,
	"category" text NOT NULL,
	"subcategory" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"message" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"location_type" text DEFAULT 'sales' NOT NULL,
	"location_subtypes" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"place_url" text,
	"place_id" text,
	"phone" text,
	"mobile" text,
	"landline_phone" text,
	"email" text,
	"dealer_licence_number" text,
	"motor_vehicle_repairer" text,
	"image_url" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distribution_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"manufacturer_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"brand_colour" text,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"new_slug" text,
	"status" text DEFAULT 'current' NOT NULL,
	"short_description" text,
	"from_price" integer,
	"override_url" text,
	"image_url" text,
	"category" text DEFAULT 'Cars' NOT NULL,
	"body" text,
	"manufacturer_body" text,
	"manufacturer_body2" text,
	"manufacturer_body3" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer,
	"manufacturer_id" integer,
	"model_id" integer,
	"name" text NOT NULL,
	"description" text,
	"disclaimer" text,
	"category" text,
	"image_url" text,
	"price" integer,
	"excluded_site_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vehicle_id" integer,
	"dealership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"position" smallint,
	"display" text[] DEFAULT '{}'::text[] NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"node" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"source" text DEFAULT 'google' NOT NULL,
	"customer_name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"review_date" date NOT NULL,
	"image_url" text,
	"reply_text" text,
	"reply_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_dealerships" (
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"hostname" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"manufacturer_id" integer,
	"primary_dealership_id" integer,
	"theme" jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"last_name" text,
	"email" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"manufacturer_id" integer,
	"model_id" integer,
	"slug" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"nvic" text,
	"regplate" text,
	"rego_state" text,
	"rego_expiry" date,
	"item_type" text DEFAULT 'car' NOT NULL,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"colour" text,
	"interior_colour" text,
	"body" text,
	"simple_body" text,
	"bodyconfiguration" text,
	"manufacturer_body" text,
	"fuel" text,
	"simple_fuel" text,
	"drive" text,
	"simple_drive" text,
	"transmission" text,
	"simple_transmission" text,
	"gearnum" smallint,
	"seats" smallint,
	"doors" smallint,
	"engine_size" integer,
	"engine_size_litres" numeric(4, 1),
	"cylinders" smallint,
	"km" integer DEFAULT 0 NOT NULL,
	"build_date" date,
	"compliance_date" date,
	"price" integer DEFAULT 0 NOT NULL,
	"before_price" integer,
	"offer_price" integer,
	"subscription_price" integer,
	"price_type" text,
	"preorder" boolean DEFAULT false NOT NULL,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"sold_at" timestamp with time zone,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"photos_count" smallint DEFAULT 0 NOT NULL,
	"primary_image_url" text,
	"dealer_comments" text,
	"carsales_title" text,
	"private_suburb" text,
	"private_postcode" text,
	"media" jsonb NOT NULL,
	"variant" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"youx_quote" jsonb,
	"autograb_data" jsonb,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"history_report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_manufacturers" ADD CONSTRAINT "dealership_manufacturers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_manufacturers" ADD CONSTRAINT "dealership_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_special_hours" ADD CONSTRAINT "location_special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_primary_dealership_id_dealerships_id_fk" FOREIGN KEY ("primary_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_site_created_idx" ON "analytics_events" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_site_event_idx" ON "analytics_events" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE INDEX "dealership_manufacturers_manufacturer_idx" ON "dealership_manufacturers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealerships_slug_key" ON "dealerships" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_vehicle_idx" ON "leads" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_special_hours_location_date_key" ON "location_special_hours" USING btree ("location_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_dealership_slug_key" ON "locations" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE INDEX "locations_city_idx" ON "locations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "locations_postcode_idx" ON "locations" USING btree ("postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_slug_key" ON "manufacturers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug_key" ON "models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("manufacturer_id","category");--> statement-breakpoint
CREATE INDEX "offers_dealership_idx" ON "offers" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "phone_reveals_site_created_idx" ON "phone_reveals" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "promos_site_window_idx" ON "promos" USING btree ("site_id","starts_at","expires_at");--> statement-breakpoint
CREATE INDEX "reviews_dealership_date_idx" ON "reviews" USING btree ("dealership_id","review_date");--> statement-breakpoint
CREATE INDEX "site_dealerships_dealership_idx" ON "site_dealerships" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_key" ON "sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_slug_key" ON "vehicles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_dealership_stocknum_key" ON "vehicles" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_status_idx" ON "vehicles" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_year_idx" ON "vehicles" USING btree ("make","model","year");--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_entries_site_user_vehicle_key" ON "watchlist_entries" USING btree ("site_id","user_id","vehicle_id");