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
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_imports_dealership_created_idx" ON "stock_imports" USING btree ("dealership_id","created_at");