CREATE TABLE "stock_feeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"source_url" text NOT NULL,
	"format" text DEFAULT 'auto' NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"schedule_hours" smallint,
	"mapping" jsonb DEFAULT '{"columns":{},"override":[]}'::jsonb NOT NULL,
	"created_by" text,
	"running_since" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"last_message" text,
	"last_import_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_feeds_schedule_hours_check" CHECK ("stock_feeds"."schedule_hours" is null or "stock_feeds"."schedule_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_last_import_id_stock_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."stock_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_feeds_dealership_idx" ON "stock_feeds" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "stock_feeds_due_idx" ON "stock_feeds" USING btree ("last_run_at") WHERE "stock_feeds"."schedule_hours" is not null;