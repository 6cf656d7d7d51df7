import { describe, expect, it } from "vitest";
import { and } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { DB_CASING, type Db } from "@/server/db/client";
import { promos, vehicles } from "@/server/db/schema";
import {
  dealershipFilter,
  inScopeDealerships,
  inScopeSites,
  isSiteScope,
  isStaffScope,
  isSystemScope,
  siteScope,
  staffScope,
  systemScope,
  type DataScope,
  type SiteScope,
  type StaffScope,
  type SystemScope,
} from "./scope";

/** A database that only builds statements (no connection): enough to see the SQL a filter writes. */
const db = drizzle.mock({ casing: DB_CASING }) as unknown as Db;
const dialect = new PgDialect({ casing: DB_CASING });
function query(condition: SQL | undefined) {
  if (condition === undefined) return undefined;
  const { sql, params } = dialect.sqlToQuery(and(condition)!);
  return { sql, params };
}

describe("the scope makers", () => {
  it("make a site's scope from the resolved site, and only its id", () => {
    const site = { id: 3, slug: "coastal-toyota", name: "Coastal Toyota" };
    const scope = siteScope(site);
    expect(scope).toEqual({ kind: "site", siteId: 3 });
    expect(Object.isFrozen(scope)).toBe(true);
    expect(isSiteScope(scope)).toBe(true);
    expect(isStaffScope(scope) || isSystemScope(scope)).toBe(false);
  });

  it("refuse a site id that names no row", () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(() => siteScope({ id })).toThrowError(TypeError);
  });

  it("make a staff member's scope with its dealerships and sites, copied, deduplicated and frozen", () => {
    const dealershipIds = [4, 7, 4];
    const siteIds = [2];
    const scope = staffScope({ staffId: "s9", dealershipIds, siteIds });
    expect(scope).toEqual({
      kind: "staff",
      staffId: "s9",
      dealershipIds: [4, 7],
      siteIds: [2],
      groupIds: [],
      ownedGroupIds: [],
      managedDealershipIds: [4, 7],
      salesDealershipIds: [],
      platformAdmin: false,
    });
    dealershipIds.push(11);
    siteIds.push(5);
    expect(scope.dealershipIds).toEqual([4, 7]);
    expect(scope.siteIds).toEqual([2]);
    expect(Object.isFrozen(scope) && Object.isFrozen(scope.dealershipIds) && Object.isFrozen(scope.siteIds)).toBe(true);
    expect(isStaffScope(scope)).toBe(true);
    expect(() => staffScope({ staffId: "s9", dealershipIds: [0], siteIds: [] })).toThrowError(TypeError);
    expect(() => staffScope({ staffId: "", dealershipIds: [], siteIds: [] })).toThrowError(TypeError);
    expect(() => staffScope({ staffId: "a b", dealershipIds: [], siteIds: [] })).toThrowError(TypeError);
    const mixed = staffScope({ staffId: "s9", dealershipIds: [4, 7], siteIds: [], salesDealershipIds: [7, 12] });
    expect([mixed.managedDealershipIds, mixed.salesDealershipIds]).toEqual([[4], [7]]);
  });

  it("make a platform job's scope, which must say why it spans every site", () => {
    const scope = systemScope("the lead delivery worker");
    expect(scope).toEqual({ kind: "system", reason: "the lead delivery worker" });
    expect(isSystemScope(scope)).toBe(true);
    expect(() => systemScope("  ")).toThrowError(TypeError);
  });

  it("are the only way to a scope: a hand-made object, a bare id or another kind is refused where one is expected", () => {
    const onSite = (scope: SiteScope) => scope.siteId;
    const forStaff = (scope: StaffScope) => scope.staffId;
    const forJob = (scope: SystemScope) => scope.reason;
    const anyScope = (scope: DataScope) => scope.kind;

    // @ts-expect-error a hand-made object is not a SiteScope: only scope.ts can make one.
    const handMade: SiteScope = { kind: "site", siteId: 1 };
    // @ts-expect-error nor is a bare site id.
    onSite(1);
    // @ts-expect-error nor a hand-made staff member.
    forStaff({ kind: "staff", staffId: "s1", dealershipIds: [1], siteIds: [1], groupIds: [], ownedGroupIds: [], managedDealershipIds: [1], salesDealershipIds: [], platformAdmin: false });
    // @ts-expect-error nor a hand-made platform job.
    forJob({ kind: "system", reason: "anything goes" });
    // @ts-expect-error a platform job's scope is not a site's.
    onSite(systemScope("a job"));
    // @ts-expect-error a site's scope is not a platform job's.
    forJob(siteScope({ id: 1 }));

    // At run time the object is alike; the type is the guard.
    expect(handMade).toEqual(siteScope({ id: 1 }));
    expect(onSite(siteScope({ id: 1 }))).toBe(1);
    expect(anyScope(staffScope({ staffId: "s1", dealershipIds: [], siteIds: [] }))).toBe("staff");
  });
});

describe("the shared filters", () => {
  it("read a site's dealership-owned rows through site_dealerships", () => {
    const scope = siteScope({ id: 3 });
    expect(query(inScopeDealerships(db, scope, vehicles.dealershipId))).toEqual({
      sql: '"vehicles"."dealership_id" in (select "dealership_id" from "site_dealerships" where "site_dealerships"."site_id" = $1)',
      params: [3],
    });
  });

  it("read a staff member's dealership-owned rows by their dealerships, and none for a member of none", () => {
    expect(dealershipFilter(db, staffScope({ staffId: "s1", dealershipIds: [4, 7], siteIds: [] }))).toEqual([4, 7]);
    expect(query(inScopeDealerships(db, staffScope({ staffId: "s1", dealershipIds: [4, 7], siteIds: [] }), vehicles.dealershipId))).toEqual({
      sql: '"vehicles"."dealership_id" in ($1, $2)',
      params: [4, 7],
    });
    expect(query(inScopeDealerships(db, staffScope({ staffId: "s1", dealershipIds: [], siteIds: [2] }), vehicles.dealershipId))?.sql).toBe("false");
  });

  it("read site-owned rows by the site, or the staff member's sites", () => {
    expect(query(inScopeSites(siteScope({ id: 3 }), promos.siteId))).toEqual({ sql: '"promos"."site_id" = $1', params: [3] });
    expect(query(inScopeSites(staffScope({ staffId: "s1", dealershipIds: [4], siteIds: [2, 5] }), promos.siteId))).toEqual({ sql: '"promos"."site_id" in ($1, $2)', params: [2, 5] });
    expect(query(inScopeSites(staffScope({ staffId: "s1", dealershipIds: [4], siteIds: [] }), promos.siteId))?.sql).toBe("false");
  });

  it("add no condition for a platform job", () => {
    const job = systemScope("the reservation sweep");
    expect(dealershipFilter(db, job)).toBeNull();
    expect(inScopeDealerships(db, job, vehicles.dealershipId)).toBeUndefined();
    expect(inScopeSites(job, promos.siteId)).toBeUndefined();
  });
});
