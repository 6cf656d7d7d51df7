import { requireStaff } from "@/server/http/staff-session";
import { ConsoleHeader } from "@/components/console/console-header";

/**
 * The signed-in console: every page below needs a staff member (a signed-out visitor is sent to sign in), and shows
 * the header with the console's sections and the count of new leads.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const owner = staff.scope.ownedGroupIds.length > 0;
  return (
    <>
      <ConsoleHeader
        name={staff.user.name}
        email={staff.user.email}
        role={staff.user.platformAdmin ? "Platform admin" : owner ? "Owner" : staff.scope.managedDealershipIds.length > 0 ? "Manager" : "Sales"}
        sections={[
          { href: "/console/leads", label: "Leads" },
          { href: "/console/reports/response-time", label: "Response times" },
          ...(staff.scope.managedDealershipIds.length > 0 ? [{ href: "/console/settings/lead-rules", label: "Lead rules" }] : []),
          ...(owner ? [{ href: "/console/staff", label: "Staff" }, { href: "/console/audit", label: "Audit log" }] : []),
          { href: "/console/account", label: "Account" },
        ]}
      />
      <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">{children}</div>
    </>
  );
}
