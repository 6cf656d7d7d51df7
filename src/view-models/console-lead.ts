/**
 * What the console's lead page renders (src/app/(console)/console/(staff)/leads/[id]/page.tsx), assembled by
 * `leadPage` in src/server/console/lead-page.ts: plain data, dates as ISO strings, every rule already applied (who may
 * assign or resend, the response time in words), so the components only lay it out.
 */
import type { LeadStatus } from "@/domain/console/lead-status";

export interface ConsoleLeadView {
  id: number;
  /** "Lead from Sarah". */
  title: string;
  shopperName: string;
  status: LeadStatus;
  statusLabel: string;
  lostReasonLabel: string | null;
  /** The moment (ISO) and how it reads on the dealership's clock ("Tue 2 Dec, 1:52 pm"). */
  received: { iso: string; text: string };
  /** "Answered in 14 business minutes", "Waiting 2 h 5 min". */
  responseText: string;
  overdue: boolean;
  shopper: { email: string | null; phone: string | null; phoneDisplay: string | null; telHref: string | null; postcode: string | null; optIn: boolean; /** What they agreed to and when ("… on Wed 2 Dec 2026, 3:04 pm"), for leads that kept it. */ consentText: string | null };
  car: { title: string; priceText: string | null; statusLabel: string; stockNumber: string | null; photoUrl: string | null } | null;
  where: { site: string; dealership: string | null; location: string | null };
  assignee: { id: string; name: string } | null;
  /** Every answer the form collected, as label and value. */
  answers: Array<{ label: string; value: string }>;
  visitedPages: string[];
  timeline: Array<{ id: number; iso: string; at: string; who: string; text: string; detail: string | null }>;
  deliveries: Array<{
    id: number;
    channel: string;
    target: string;
    statusLabel: string;
    attempts: Array<{ attempt: number; iso: string; at: string; outcome: string; detail: string | null }>;
  }>;
  earlierLeads: Array<{ id: number; iso: string; at: string; what: string; statusLabel: string; site: string; matchedBy: string }>;
  /** What this staff member may do here. */
  may: { reassign: boolean; takeLead: boolean; resend: boolean; replyByEmail: boolean; replyBySms: boolean };
  assignable: Array<{ id: string; label: string }>;
  /** The group's templates, already rendered for this lead (the reply form fills them in, editable). */
  templates: Array<{ id: number; name: string; channel: "email" | "sms"; subject: string | null; body: string }>;
}
