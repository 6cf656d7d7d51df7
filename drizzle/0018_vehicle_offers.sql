CREATE TABLE "vehicle_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"offer_price" integer NOT NULL,
	"previous_offer_price" integer,
	"offer_price_was_locked" boolean,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bulk_ref" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "vehicle_offers" ADD CONSTRAINT "vehicle_offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_offers" ADD CONSTRAINT "vehicle_offers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_offers" ADD CONSTRAINT "vehicle_offers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_offers_vehicle_idx" ON "vehicle_offers" USING btree ("vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "vehicle_offers_due_start_idx" ON "vehicle_offers" USING btree ("starts_at") WHERE "vehicle_offers"."applied_at" is null and "vehicle_offers"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "vehicle_offers_due_end_idx" ON "vehicle_offers" USING btree ("ends_at") WHERE "vehicle_offers"."ended_at" is null;