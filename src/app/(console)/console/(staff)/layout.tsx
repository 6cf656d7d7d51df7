import { requireStaff } from "@/server/http/staff-session";
import { ConsoleHeader } from "@/components/console/console-header";

/**
 * The signed-in console: every page below needs a staff member (a signed-out visitor is sent to sign in), and shows
 * the header with the console's sections and the count of new leads.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const owner = staff.scope.ownedGroupIds.length > 0;
  // The dealerships the member may look at, by group (a platform admin's: every group's, the directory's under "Platform").
  const groupNames = new Map(staff.groups.map((g) => [g.id, g.name]));
  const groups = new Map<string, { name: string; dealerships: Array<{ id: number; name: string }> }>();
  for (const d of staff.dealerships) {
    const key = d.groupId ?? "platform";
    const group = groups.get(key) ?? { name: d.groupId ? (groupNames.get(d.groupId) ?? staff.sites.find((s) => s.groupId === d.groupId)?.name ?? "Dealer group") : "Platform", dealerships: [] };
    group.dealerships.push({ id: d.id, name: d.name });
    groups.set(key, group);
  }
  return (
    <>
      <ConsoleHeader
        name={staff.user.name}
        email={staff.user.email}
        groups={[...groups.values()]}
        role={staff.user.platformAdmin ? "Platform admin" : owner ? "Owner" : staff.scope.managedDealershipIds.length > 0 ? "Manager" : "Sales"}
        sections={[
          { href: "/console/leads", label: "Leads" },
          { href: "/console/stock", label: "Stock" },
          ...(staff.scope.dealershipIds.length > 0 ? [{ href: "/console/reviews", label: "Reviews" }, { href: "/console/locations", label: "Locations" }] : []),
          { href: "/console/reports/insight", label: "Insight" },
          { href: "/console/reports/response-time", label: "Response times" },
          { href: "/console/reports/searches", label: "Searches" },
          ...(staff.scope.dealershipIds.length > 0 ? [{ href: "/console/reports/stock-action", label: "Stock to act on" }] : []),
          ...(owner || staff.scope.managedDealershipIds.length > 0 ? [{ href: "/console/sites", label: "Site settings" }] : []),
          ...(staff.scope.managedDealershipIds.length > 0 ? [{ href: "/console/settings/lead-rules", label: "Lead rules" }, { href: "/console/stock/import", label: "Import stock" }, { href: "/console/stock/feeds", label: "Stock feeds" }] : []),
          ...(owner ? [{ href: "/console/staff", label: "Staff" }, { href: "/console/audit", label: "Audit log" }] : []),
          { href: "/console/account", label: "Account" },
        ]}
      />
      <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">{children}</div>
    </>
  );
}
