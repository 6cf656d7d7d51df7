/** The leads inbox as its page renders it (src/server/console/inbox.ts makes it). Plain data, no functions. */
import type { LeadStatus } from "@/domain/console/lead-status";

/** How long a lead has waited for its first response, in business minutes, and the words the list shows. */
export interface InboxResponseView {
  answered: boolean;
  /** Business minutes to the first response, or so far while it waits; null when neither can be said. */
  minutes: number | null;
  /** "answered in 14 min", "waiting 2 h 5 min", or "No response recorded" (closed without a reply). */
  label: string;
  /** Still New and unanswered past the site's response target. */
  overdue: boolean;
}

export interface InboxLeadView {
  id: number;
  href: string;
  /** "Tue 2 Dec, 9:41 am" on the lead's location's clock, and the instant for <time dateTime>. */
  receivedLabel: string;
  receivedIso: string;
  shopperName: string;
  /** As the console shows a phone (0412 345 678). */
  phone: string | null;
  email: string | null;
  kindLabel: string;
  category: string;
  car: string | null;
  stockNumber: string | null;
  siteName: string;
  dealershipName: string | null;
  locationName: string | null;
  assigneeName: string | null;
  status: LeadStatus;
  statusLabel: string;
  lostReasonLabel: string | null;
  messageExcerpt: string | null;
  response: InboxResponseView;
}

export interface InboxOption {
  value: string;
  label: string;
}

/** The filter bar: the current values (as the URL spells them) and the options the staff member's scope allows. */
export interface InboxFilterBarView {
  values: Record<"status" | "kind" | "site" | "dealership" | "location" | "car" | "assignee" | "from" | "to" | "q", string>;
  statuses: InboxOption[];
  kinds: InboxOption[];
  sites: InboxOption[];
  dealerships: InboxOption[];
  locations: InboxOption[];
  assignees: InboxOption[];
}

export interface InboxView {
  rows: InboxLeadView[];
  /** "1,234 leads", "10,000+ leads", "1 lead". */
  totalLabel: string;
  page: number;
  pageCount: number;
  /** Links that keep the filters; null at either end. */
  previousHref: string | null;
  nextHref: string | null;
  exportHref: string;
  clearHref: string;
  filters: InboxFilterBarView;
  /** Whether any filter or search narrows the list (the empty state says which words to use). */
  filtered: boolean;
  /** The newest lead the staff member can see: the page's live refresher compares the poll's answer with it. */
  latestId: number;
}
