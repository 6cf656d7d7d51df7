import type { Metadata } from "next";
import { headers } from "next/headers";
import { staffSessionsOf } from "@/server/console/account";
import { requireStaff } from "@/server/http/staff-session";
import { ChangePasswordForm, SessionList, TwoFactorSettings } from "@/components/console/account-settings";
import { consoleDateTime } from "@/components/console/format";

export const metadata: Metadata = { title: "Account" };

/** The signed-in member's own account: their devices, password and two-step sign-in. */
export default async function AccountPage() {
  const staff = await requireStaff("/console/account");
  const sessions = await staffSessionsOf(await headers(), staff.sessionId);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Your account</h1>
      <section aria-labelledby="account-who" className="rounded-lg border bg-background p-4 sm:p-6">
        <h2 id="account-who" className="text-lg font-semibold">
          {staff.user.name}
        </h2>
        <p className="text-sm text-muted-foreground">{staff.user.email}</p>
        <ul className="mt-3 text-sm">
          {staff.user.platformAdmin ? <li>Platform admin: every dealer group</li> : null}
          {staff.groups.map((g) => (
            <li key={g.id}>
              {g.name}: {g.role === "owner" ? "owner" : "staff"}
            </li>
          ))}
          {staff.dealerships
            .filter((d) => d.role !== "owner")
            .map((d) => (
              <li key={d.id}>
                {d.name}: {d.role}
              </li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="account-sessions" className="rounded-lg border bg-background p-4 sm:p-6">
        <h2 id="account-sessions" className="mb-3 text-lg font-semibold">
          Where you are signed in
        </h2>
        <SessionList sessions={sessions.map((s) => ({ ...s, signedInAt: consoleDateTime(s.signedInAt), lastUsedAt: consoleDateTime(s.lastUsedAt) }))} />
      </section>
      <section aria-labelledby="account-2fa" className="rounded-lg border bg-background p-4 sm:p-6">
        <h2 id="account-2fa" className="mb-3 text-lg font-semibold">
          Two-step sign-in
        </h2>
        <TwoFactorSettings enabled={staff.user.twoFactorEnabled} />
      </section>
      <section aria-labelledby="account-password" className="rounded-lg border bg-background p-4 sm:p-6">
        <h2 id="account-password" className="mb-3 text-lg font-semibold">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
