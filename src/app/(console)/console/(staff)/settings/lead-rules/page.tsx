import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeadRulesForm } from "@/components/console/lead-rules-form";
import { leadRulesEditors } from "@/server/console/lead-rules";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Lead rules" };

/**
 * `/console/settings/lead-rules`: how each dealership the member manages hands out its new leads, and who is on duty.
 * Managers and owners only: a sales member gets the console's 404 (the page is not theirs to know of).
 */
export default async function LeadRulesPage() {
  const staff = await requireStaff("/console/settings/lead-rules");
  if (staff.scope.managedDealershipIds.length === 0) notFound();
  const editors = await leadRulesEditors(staff);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Lead rules</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          Choose how new leads are shared out. In round robin, each new lead goes to the next staff member on duty, unless a rule for its enquiry type or location names someone who is on duty. A lead nobody has answered in the time you set goes to the next person.
        </p>
      </header>
      {editors.map((editor) => (
        <LeadRulesForm key={editor.dealershipId} editor={editor} />
      ))}
    </div>
  );
}
