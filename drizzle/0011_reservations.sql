CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer,
	"lead_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"journey" text DEFAULT 'reserve' NOT NULL,
	"deposit_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"hold_hours" smallint NOT NULL,
	"provider" text NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"payment_intent_id" text,
	"payment_reference" text,
	"card_brand" text,
	"card_last4" varchar(4),
	"failure_code" text,
	"payment_locked_until" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"refund_locked_until" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency_key" ON "reservations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_vehicle_key" ON "reservations" USING btree ("vehicle_id") WHERE "reservations"."status" in ('pending', 'held', 'confirmed');--> statement-breakpoint
CREATE INDEX "reservations_due_idx" ON "reservations" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");