import "server-only";
import { eq, inArray, type Column, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { siteDealerships } from "@/server/db/schema";

/**
 * Whose data a query may read or write: every exported function of src/server/data takes one of these as its first
 * parameter (`scope-parameters.test.ts` walks the exports and fails for one that does not), and filters by it.
 *
 * - `SiteScope`: a shopper's request on one site. Site-owned rows by `siteId`; dealership-owned rows (stock,
 *   locations, offers, reviews) through the site's dealerships (`site_dealerships`).
 * - `StaffScope`: a member of a dealership's staff in the console: the dealerships they work for and the sites they
 *   may see. Dealership-owned rows by `dealershipIds`, site-owned rows by `siteIds`.
 * - `SystemScope`: a platform job that by nature spans every site (the lead delivery worker, the reservation sweep,
 *   rate-limit counters, the health check, the site directory, shoppers' platform-wide accounts); its `reason` says
 *   who needs that and why.
 *
 * Only this module makes them: the brand is a property keyed by a symbol nobody else can name, so a bare id or a
 * hand-written `{ kind: "site", siteId: 1 }` is a type error wherever a scope is expected.
 */
declare const scopeBrand: unique symbol;

interface Made {
  readonly [scopeBrand]: true;
}

/** A shopper's request on one site. */
export interface SiteScope extends Made {
  readonly kind: "site";
  readonly siteId: number;
}

/**
 * The dealer console's staff member: the dealerships they work for and the sites they may see, and what their roles
 * allow there (`src/server/console/staff-scope.ts` makes it from their memberships on every request).
 */
export interface StaffScope extends Made {
  readonly kind: "staff";
  /** The staff member's id (better-auth's user id). */
  readonly staffId: string;
  readonly dealershipIds: readonly number[];
  readonly siteIds: readonly number[];
  /** The dealer groups they belong to, and those they own (owners see the group's staff, settings and audit log). */
  readonly groupIds: readonly string[];
  readonly ownedGroupIds: readonly string[];
  /** Dealerships where they are manager or owner: they see every lead and may edit stock and content. */
  readonly managedDealershipIds: readonly number[];
  /** Dealerships where they are sales only: they see the leads assigned to them and to nobody, stock read-only. */
  readonly salesDealershipIds: readonly number[];
  readonly platformAdmin: boolean;
}

/** A platform job that reads or writes across every site; `reason` names it. */
export interface SystemScope extends Made {
  readonly kind: "system";
  readonly reason: string;
}

export type DataScope = SiteScope | StaffScope | SystemScope;

function rowId(what: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new TypeError(`${what} must be a positive integer, not ${String(value)}`);
  return value;
}

/** The scope of a shopper's request on the site the route (or service) resolved. */
export function siteScope(site: { readonly id: number }): SiteScope {
  return Object.freeze({ kind: "site", siteId: rowId("a site's id", site.id) }) as SiteScope;
}

export interface StaffScopeInput {
  readonly staffId: string;
  readonly dealershipIds: readonly number[];
  readonly siteIds: readonly number[];
  readonly groupIds?: readonly string[];
  readonly ownedGroupIds?: readonly string[];
  /** Default: every dealership of `dealershipIds` that is not in `salesDealershipIds`. */
  readonly managedDealershipIds?: readonly number[];
  readonly salesDealershipIds?: readonly number[];
  readonly platformAdmin?: boolean;
}

function textId(what: string, value: string): string {
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new TypeError(`${what} must be 1 to 64 letters, digits, '-' or '_'`);
  return value;
}

/**
 * The scope of a staff member in the console: the dealerships they work for and the sites they may see. A
 * dealership is managed or sales, never both (sales wins only where they are not also a manager).
 */
export function staffScope(staff: StaffScopeInput): StaffScope {
  const dealershipIds = [...new Set(staff.dealershipIds.map((id) => rowId("a dealership's id", id)))];
  const sales = new Set((staff.salesDealershipIds ?? []).map((id) => rowId("a dealership's id", id)));
  const managed = new Set((staff.managedDealershipIds ?? dealershipIds.filter((id) => !sales.has(id))).map((id) => rowId("a dealership's id", id)));
  for (const id of managed) sales.delete(id);
  const inScope = new Set(dealershipIds);
  return Object.freeze({
    kind: "staff",
    staffId: textId("a staff member's id", staff.staffId),
    dealershipIds: Object.freeze(dealershipIds),
    siteIds: Object.freeze([...new Set(staff.siteIds.map((id) => rowId("a site's id", id)))]),
    groupIds: Object.freeze([...new Set((staff.groupIds ?? []).map((id) => textId("a group's id", id)))]),
    ownedGroupIds: Object.freeze([...new Set((staff.ownedGroupIds ?? []).map((id) => textId("a group's id", id)))]),
    managedDealershipIds: Object.freeze([...managed].filter((id) => inScope.has(id))),
    salesDealershipIds: Object.freeze([...sales].filter((id) => inScope.has(id))),
    platformAdmin: staff.platformAdmin === true,
  }) as StaffScope;
}

/** The scope of a platform job that spans every site; `reason` says which job and why it needs every site. */
export function systemScope(reason: string): SystemScope {
  if (reason.trim().length === 0) throw new TypeError("a system scope names the job that needs every site");
  return Object.freeze({ kind: "system", reason }) as SystemScope;
}

export const isSiteScope = (scope: DataScope): scope is SiteScope => scope.kind === "site";
export const isStaffScope = (scope: DataScope): scope is StaffScope => scope.kind === "staff";
export const isSystemScope = (scope: DataScope): scope is SystemScope => scope.kind === "system";

/**
 * The dealerships whose stock, locations, reviews and offers a site shows, as a subquery: the tenancy boundary of
 * shared rows. A prepared statement passes a placeholder for the site's id (filled from the scope when it runs).
 */
export function siteDealershipIds(db: Db, site: SiteScope | Placeholder) {
  return db
    .select({ id: siteDealerships.dealershipId })
    .from(siteDealerships)
    .where(eq(siteDealerships.siteId, "kind" in site ? site.siteId : site));
}

/**
 * The dealerships a scope may read rows of: the site's dealerships as a subquery (SiteScope), the staff member's
 * dealership ids (StaffScope), or null: every dealership (SystemScope).
 */
export function dealershipFilter(db: Db, scope: DataScope) {
  switch (scope.kind) {
    case "site":
      return siteDealershipIds(db, scope);
    case "staff":
      return scope.dealershipIds;
    case "system":
      return null;
  }
}

/**
 * `column` (a dealership id) is one of the scope's dealerships; undefined (no condition, inside `and(...)`) for a
 * SystemScope. A staff member of no dealership matches nothing.
 */
export function inScopeDealerships(db: Db, scope: DataScope, column: Column): SQL | undefined {
  const filter = dealershipFilter(db, scope);
  if (filter === null) return undefined;
  return Array.isArray(filter) ? inArray(column, filter as readonly number[]) : inArray(column, filter as Exclude<typeof filter, readonly number[]>);
}

/**
 * `column` (a site id) is the scope's site (SiteScope) or one of the staff member's sites (StaffScope); undefined
 * (no condition) for a SystemScope.
 */
export function inScopeSites(scope: DataScope, column: Column): SQL | undefined {
  switch (scope.kind) {
    case "site":
      return eq(column, scope.siteId);
    case "staff":
      return inArray(column, scope.siteIds);
    case "system":
      return undefined;
  }
}
