/**
 * What importing a dealer's stock feed would change (issue 35): the file's cars against the dealership's stock, field
 * by field, the fields a dealer's own edits lock against the feed left as they are. Pure: the cars are read by
 * feed-mapping.ts (`feedRowToVehicle`), the changes written by `src/server/data/stock-import.ts`.
 */
import { FEED_FIELDS, type FeedField, type FeedVehicle } from "./feed-mapping";

/** A car already in stock, as the diff compares it (the same fields, always filled). */
export interface ExistingFeedVehicle {
  id: number;
  stocknum: string;
  values: Required<Omit<FeedVehicle, "stocknum">>;
  /** Fields a person edited by hand in the console: the feed leaves them alone unless the mapping overrides them. */
  lockedFields: readonly string[];
}

export interface FieldChange {
  field: Exclude<FeedField, "stocknum">;
  before: unknown;
  after: unknown;
}

export interface ChangedVehicle {
  id: number;
  stocknum: string;
  changes: FieldChange[];
  /** Fields the feed would also have changed but a person locked (left as they are). */
  lockedSkipped: FeedField[];
}

export interface FeedDiff {
  added: FeedVehicle[];
  changed: ChangedVehicle[];
  /** Only for a full feed: cars in stock (not sold already) the file does not list, to be marked sold. */
  missing: Array<{ id: number; stocknum: string }>;
  unchanged: number;
}

const same = (a: unknown, b: unknown): boolean => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);

/**
 * What a feed would change: cars to add, fields to change on cars already there (locked fields skipped unless
 * overridden), and for a full feed (one that lists the whole stock) the cars it no longer lists. Stock numbers are
 * matched exactly; `incoming` must list each once (the service refuses a repeated one).
 */
export function diffFeed(existing: readonly ExistingFeedVehicle[], incoming: readonly FeedVehicle[], options: { full: boolean; override?: readonly FeedField[] }): FeedDiff {
  const byStock = new Map(existing.map((e) => [e.stocknum, e]));
  const override = new Set<string>(options.override ?? []);
  const seen = new Set<string>();
  const diff: FeedDiff = { added: [], changed: [], missing: [], unchanged: 0 };
  for (const vehicle of incoming) {
    seen.add(vehicle.stocknum);
    const current = byStock.get(vehicle.stocknum);
    if (!current) {
      diff.added.push(vehicle);
      continue;
    }
    const locked = new Set(current.lockedFields);
    const changes: FieldChange[] = [];
    const lockedSkipped: FeedField[] = [];
    for (const field of FEED_FIELDS) {
      if (field === "stocknum") continue;
      const after = vehicle[field];
      if (after === undefined) continue;
      const before = current.values[field];
      if (same(before, after)) continue;
      if (locked.has(field) && !override.has(field)) {
        lockedSkipped.push(field);
        continue;
      }
      changes.push({ field, before, after });
    }
    // A car whose only differences are locked fields is unchanged: the feed may not touch them.
    if (changes.length > 0) diff.changed.push({ id: current.id, stocknum: current.stocknum, changes, lockedSkipped });
    else diff.unchanged++;
  }
  if (options.full) {
    for (const e of existing) if (!seen.has(e.stocknum) && e.values.status !== "sold") diff.missing.push({ id: e.id, stocknum: e.stocknum });
  }
  return diff;
}

/**
 * The feed fields a dealer's own edits lock, from `vehicles.locked_fields`: a console edit records the console's field
 * names (price, offerPrice, status, comments, features, showOnWebsite), the feed compares its own (dealerComments ...).
 * A name that is already a feed field stays itself; one the feed never writes (showOnWebsite) locks nothing here.
 */
export function feedLockedFields(locked: readonly string[]): FeedField[] {
  const alias: Readonly<Record<string, FeedField>> = { comments: "dealerComments" };
  const known = new Set<string>(FEED_FIELDS);
  return [...new Set(locked.map((name) => alias[name] ?? name).filter((name): name is FeedField => known.has(name)))];
}
