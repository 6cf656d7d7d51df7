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
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_changes_vehicle_created_idx" ON "vehicle_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_created_idx" ON "vehicles" USING btree ("dealership_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_price_idx" ON "vehicles" USING btree ("dealership_id","price","id");--> statement-breakpoint
CREATE INDEX "vehicles_stocknum_prefix_idx" ON "vehicles" USING btree (lower("stocknum") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_vin_prefix_idx" ON "vehicles" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_regplate_prefix_idx" ON "vehicles" USING btree (lower("regplate") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_make_prefix_idx" ON "vehicles" USING btree (lower("make") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model_prefix_idx" ON "vehicles" USING btree (lower("model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_badge_prefix_idx" ON "vehicles" USING btree (lower("badge") text_pattern_ops);