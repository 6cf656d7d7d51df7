/**
 * The demo's staff accounts: a platform admin, and for each demo dealer group an owner, a manager and two sales
 * members (two, so round-robin has someone to go round). Every one signs in with DEMO_STAFF_PASSWORD; the README
 * lists them. They are demo accounts: a real platform makes its people by invitation.
 */
import { demoGroupId } from "./world";

export const DEMO_STAFF_PASSWORD = "forecourt-demo";

export interface DemoStaffMember {
  id: string;
  name: string;
  email: string;
  platformAdmin?: boolean;
  /** Group id → the member's role in the group. */
  groups: Array<{ groupId: string; role: "owner" | "staff" }>;
  /** Dealership slug → role there (for `staff` members). */
  dealerships: Array<{ slug: string; role: "manager" | "sales" }>;
}

interface GroupStaffPlan {
  siteSlug: string;
  /** The short name in the emails: owner@{short}.demo. */
  short: string;
  people: { owner: string; manager: string; sales: [string, string] };
  /** The dealerships the manager runs and the sales members work at (slugs). */
  managerAt: string[];
  salesAt: string[];
}

const GROUPS: GroupStaffPlan[] = [
  {
    siteSlug: "southern-cross-ford",
    short: "southerncross",
    people: { owner: "Olivia Owens", manager: "Marcus Reid", sales: ["Sam Nguyen", "Priya Shah"] },
    managerAt: ["southern-cross-ford-dandenong", "southern-cross-ford-ringwood"],
    salesAt: ["southern-cross-ford-dandenong"],
  },
  {
    siteSlug: "metro-motor-group",
    short: "metro",
    people: { owner: "Helen Park", manager: "Dev Patel", sales: ["Jack Moretti", "Aisha Karim"] },
    managerAt: ["metro-mazda", "metro-kia"],
    salesAt: ["metro-mazda"],
  },
  {
    siteSlug: "coastal-toyota",
    short: "coastal",
    people: { owner: "Grant Walsh", manager: "Kylie Tran", sales: ["Ben Carter", "Lucy Fraser"] },
    managerAt: ["coastal-toyota"],
    salesAt: ["coastal-toyota"],
  },
];

export function demoStaff(): DemoStaffMember[] {
  const staff: DemoStaffMember[] = [
    { id: "staff-platform-admin", name: "Platform Admin", email: "admin@forecourt.demo", platformAdmin: true, groups: [], dealerships: [] },
  ];
  for (const plan of GROUPS) {
    const groupId = demoGroupId(plan.siteSlug);
    staff.push({ id: `staff-${plan.short}-owner`, name: plan.people.owner, email: `owner@${plan.short}.demo`, groups: [{ groupId, role: "owner" }], dealerships: [] });
    staff.push({
      id: `staff-${plan.short}-manager`,
      name: plan.people.manager,
      email: `manager@${plan.short}.demo`,
      groups: [{ groupId, role: "staff" }],
      dealerships: plan.managerAt.map((slug) => ({ slug, role: "manager" as const })),
    });
    plan.people.sales.forEach((name, i) => {
      staff.push({
        id: `staff-${plan.short}-sales${i === 0 ? "" : String(i + 1)}`,
        name,
        email: `sales${i === 0 ? "" : String(i + 1)}@${plan.short}.demo`,
        groups: [{ groupId, role: "staff" }],
        dealerships: plan.salesAt.map((slug) => ({ slug, role: "sales" as const })),
      });
    });
  }
  return staff;
}
