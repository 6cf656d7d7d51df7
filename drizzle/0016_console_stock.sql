CREATE TABLE "stock_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"actor_id" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"rows" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"sold" integer NOT NULL,
	"rejected" integer NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"actor_id" text,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "locked_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_imports_dealership_created_idx" ON "stock_imports" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_changes_vehicle_created_idx" ON "vehicle_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_console_stock_idx" ON "vehicles" USING btree ("dealership_id","created_at","id","status","reserved","car_type","sold_at","price","views");--> statement-breakpoint
CREATE INDEX "vehicles_console_search_idx" ON "vehicles" USING gin (to_tsvector('simple', regexp_replace(lower(coalesce("stocknum", '') || ' ' || coalesce("vin", '') || ' ' || coalesce("regplate", '') || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("badge", '')), '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(lower(coalesce("stocknum", '') || ' ' || coalesce("regplate", '')), '[^[:alnum:][:space:]]+', '', 'g')));--> statement-breakpoint
CREATE INDEX "vehicles_make_prefix_idx" ON "vehicles" USING btree (lower("make") text_pattern_ops);