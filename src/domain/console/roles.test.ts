import { describe, expect, it } from "vitest";
import {
  canEditContent,
  canEditSettings,
  canEditStock,
  canManageStaff,
  canReadAudit,
  canReassign,
  canSeeAllLeads,
  canSeeLead,
  type ConsoleRole,
  PLATFORM_ADMIN_ROLE,
  ROLE_LABELS,
  STAFF_ROLES,
  strongestRole,
} from "./roles";

const ALL: readonly ConsoleRole[] = [...STAFF_ROLES, PLATFORM_ADMIN_ROLE];
const allowed = (can: (role: ConsoleRole) => boolean) => ALL.filter(can);

describe("roles", () => {
  it("lists the dealership roles with labels, and the platform admin apart", () => {
    expect(STAFF_ROLES).toEqual(["owner", "manager", "sales"]);
    expect(ALL.map((r) => ROLE_LABELS[r])).toEqual(["Owner", "Manager", "Sales", "Platform admin"]);
  });

  it("lets only owners (and platform admins) manage staff, settings and the audit log", () => {
    expect(allowed(canManageStaff)).toEqual(["owner", "platform_admin"]);
    expect(allowed(canEditSettings)).toEqual(["owner", "platform_admin"]);
    expect(allowed(canReadAudit)).toEqual(["owner", "platform_admin"]);
  });

  it("lets managers and owners edit stock and content, see all leads and reassign", () => {
    expect(allowed(canEditStock)).toEqual(["owner", "manager", "platform_admin"]);
    expect(allowed(canEditContent)).toEqual(["owner", "manager", "platform_admin"]);
    expect(allowed(canSeeAllLeads)).toEqual(["owner", "manager", "platform_admin"]);
    expect(allowed(canReassign)).toEqual(["owner", "manager", "platform_admin"]);
  });
});

describe("canSeeLead", () => {
  it("shows sales their own leads and unassigned ones only", () => {
    expect(canSeeLead("sales", "amy", { assigneeId: "amy" })).toBe(true);
    expect(canSeeLead("sales", "amy", { assigneeId: null })).toBe(true);
    expect(canSeeLead("sales", "amy", { assigneeId: "ben" })).toBe(false);
  });

  it("shows managers and owners everything", () => {
    expect(canSeeLead("manager", "amy", { assigneeId: "ben" })).toBe(true);
    expect(canSeeLead("owner", "amy", { assigneeId: "ben" })).toBe(true);
  });
});

describe("strongestRole", () => {
  it("picks the strongest known role", () => {
    expect(strongestRole(["sales", "owner", "manager"])).toBe("owner");
    expect(strongestRole(["sales", "manager"])).toBe("manager");
    expect(strongestRole(["sales"])).toBe("sales");
    expect(strongestRole(["manager", "platform_admin"])).toBe("platform_admin");
  });

  it("ignores unknown names and gives null for none", () => {
    expect(strongestRole(["admin", "sales"])).toBe("sales");
    expect(strongestRole(["Owner"])).toBeNull();
    expect(strongestRole([])).toBeNull();
  });
});
