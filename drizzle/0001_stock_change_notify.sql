-- Every change to stock tells the platform's processes which dealerships changed, so each process drops
-- the search indexes of the sites that show those dealerships (visible in search within a second).
-- Statement-level triggers with transition tables: one notification per statement, not per row.
CREATE OR REPLACE FUNCTION forecourt_notify_stock_change() RETURNS trigger AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT dealership_id::text, ',') INTO ids FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT dealership_id::text, ',') INTO ids FROM (SELECT dealership_id FROM new_rows UNION SELECT dealership_id FROM old_rows) changed;
  ELSE
    SELECT string_agg(DISTINCT dealership_id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('forecourt_stock', left(ids, 7900));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION forecourt_notify_stock_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_update AFTER UPDATE ON vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION forecourt_notify_stock_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION forecourt_notify_stock_change();
