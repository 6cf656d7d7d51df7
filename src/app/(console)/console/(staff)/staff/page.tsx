import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { groupDealerships, groupStaff, pendingInvitations } from "@/server/data/staff";
import { requireStaff } from "@/server/http/staff-session";
import { InviteStaffForm } from "@/components/console/staff-forms";
import { consoleDateTime } from "@/components/console/format";

export const metadata: Metadata = { title: "Staff" };

/** An owner's staff page: each group's members and their roles, pending invitations, and inviting someone. */
export default async function StaffPage() {
  const staff = await requireStaff("/console/staff");
  const owned = staff.scope.ownedGroupIds;
  if (owned.length === 0) notFound();
  const groups = await Promise.all(
    owned.map(async (id) => ({
      id,
      name: staff.groups.find((g) => g.id === id)?.name ?? id,
      members: await groupStaff(staff.scope, id),
      invitations: await pendingInvitations(staff.scope, id),
      dealerships: await groupDealerships(staff.scope, id),
    })),
  );
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Staff</h1>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`group-${g.id}`} className="rounded-lg border bg-background p-4 sm:p-6">
          <h2 id={`group-${g.id}`} className="text-lg font-semibold">
            {g.name}
          </h2>
          <ul className="mt-3 divide-y text-sm">
            {g.members.map((m) => (
              <li key={m.id} className="py-2">
                <p className="font-medium">
                  {m.name} <span className="font-normal text-muted-foreground">· {m.email}</span>
                </p>
                <p className="text-muted-foreground">
                  {m.groupRole === "owner" ? "Owner of the group" : m.dealerships.map((d) => `${d.role === "manager" ? "Manager" : "Sales"} at ${d.name}${d.onDuty ? "" : " (off duty)"}`).join(" · ") || "No dealership yet"}
                  {m.twoFactorEnabled ? " · two-step sign-in on" : ""}
                </p>
              </li>
            ))}
          </ul>
          {g.invitations.length > 0 ? (
            <>
              <h3 className="mt-4 font-medium">Invitations not yet accepted</h3>
              <ul className="mt-1 text-sm text-muted-foreground">
                {g.invitations.map((i) => (
                  <li key={i.id}>
                    {i.email} · invited by {i.inviterName} · until {consoleDateTime(i.expiresAt)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="invite-heading" className="rounded-lg border bg-background p-4 sm:p-6">
        <h2 id="invite-heading" className="mb-3 text-lg font-semibold">
          Invite someone
        </h2>
        <InviteStaffForm groups={groups.map((g) => ({ id: g.id, name: g.name, dealerships: g.dealerships }))} />
      </section>
    </div>
  );
}
