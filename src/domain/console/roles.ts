/**
 * What each member of a dealership's staff may do in the console. Three dealership roles, strongest first: owner,
 * manager, sales; and Forecourt's own platform admin, who is no dealership's staff but may do everything an owner may
 * (to support a dealership).
 */

/** The roles a dealership gives its staff, weakest last. */
export const STAFF_ROLES = ["owner", "manager", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Forecourt's own administrators' role: not one a dealership can give. */
export const PLATFORM_ADMIN_ROLE = "platform_admin" as const;
export type ConsoleRole = StaffRole | typeof PLATFORM_ADMIN_ROLE;

/** How each role shows in the console. */
export const ROLE_LABELS: Readonly<Record<ConsoleRole, string>> = {
  owner: "Owner",
  manager: "Manager",
  sales: "Sales",
  platform_admin: "Platform admin",
};

const isOwnerOrAbove = (role: ConsoleRole) => role === "owner" || role === PLATFORM_ADMIN_ROLE;
const isManagerOrAbove = (role: ConsoleRole) => role === "manager" || isOwnerOrAbove(role);

/** Whether the role may invite, remove and change the roles of staff: owners. */
export function canManageStaff(role: ConsoleRole): boolean {
  return isOwnerOrAbove(role);
}

/** Whether the role may change the dealership's settings (hours, assignment rules, billing): owners. */
export function canEditSettings(role: ConsoleRole): boolean {
  return isOwnerOrAbove(role);
}

/** Whether the role may add, edit and remove stock: managers and owners. */
export function canEditStock(role: ConsoleRole): boolean {
  return isManagerOrAbove(role);
}

/** Whether the role may edit the site's content (pages, offers, reply templates): managers and owners. */
export function canEditContent(role: ConsoleRole): boolean {
  return isManagerOrAbove(role);
}

/** Whether the role sees every lead: managers and owners. Sales see only their own and unassigned ones (canSeeLead). */
export function canSeeAllLeads(role: ConsoleRole): boolean {
  return isManagerOrAbove(role);
}

/** Whether a staff member sees a lead: everyone with canSeeAllLeads; sales only leads assigned to them or to nobody. */
export function canSeeLead(role: ConsoleRole, staffId: string, lead: { assigneeId: string | null }): boolean {
  return canSeeAllLeads(role) || lead.assigneeId === null || lead.assigneeId === staffId;
}

/** Whether the role may read the audit log: owners. */
export function canReadAudit(role: ConsoleRole): boolean {
  return isOwnerOrAbove(role);
}

/** Whether the role may assign a lead to someone else, or take it off them: managers and owners. */
export function canReassign(role: ConsoleRole): boolean {
  return isManagerOrAbove(role);
}

const STRENGTH: readonly ConsoleRole[] = [PLATFORM_ADMIN_ROLE, ...STAFF_ROLES];

/** The strongest of a person's roles (platform admin, owner, manager, sales); unknown names are ignored; null for none. */
export function strongestRole(roles: readonly string[]): ConsoleRole | null {
  return STRENGTH.find((role) => roles.includes(role)) ?? null;
}
