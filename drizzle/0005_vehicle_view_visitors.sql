CREATE TABLE "vehicle_view_visitors" (
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "vehicle_view_visitors_vehicle_id_day_visitor_pk" PRIMARY KEY("vehicle_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "view_count_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_view_visitors" ADD CONSTRAINT "vehicle_view_visitors_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;