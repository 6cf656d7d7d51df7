CREATE TABLE "staff_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_generation_one_row" CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO "staff_generation" ("id", "n") VALUES (1, 0);--> statement-breakpoint
-- Who may see what changed: the number moves on, once a statement (src/server/db/schema/staff.ts, staffGeneration).
CREATE FUNCTION "staff_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "staff_generation" SET "n" = "n" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "staff_generation_staff_users" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_users" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_group_members" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_members" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_dealer_groups" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_groups" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_staff_dealerships" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_dealerships" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_site_dealerships" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_dealerships" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_dealerships" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "slug", "group_id" ON "dealerships" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_sites" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "slug", "group_id" ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
-- A session ended (signed out, revoked, its member removed) or cut short; not the hourly refresh that lengthens it.
CREATE TRIGGER "staff_generation_sessions_ended" AFTER DELETE OR TRUNCATE ON "staff_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "staff_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "staff_generation_sessions_shortened" AFTER UPDATE OF "expires_at" ON "staff_sessions" FOR EACH ROW WHEN (NEW."expires_at" < OLD."expires_at") EXECUTE FUNCTION "staff_generation_bump"();
