import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { LeadStatus } from "@/domain/console/lead-status";
import { DEFAULT_REPLY_TEMPLATES } from "@/domain/console/reply-template";
import { vehicleTitle } from "@/domain/vehicle/title";
import { getDb, type Db } from "@/server/db/client";
import {
  dealerships,
  leadDeliveries,
  leadDeliveryAttempts,
  leadEvents,
  leads,
  locations,
  replyTemplates,
  sites,
  staffDealerships,
  staffUsers,
  vehicles,
} from "@/server/db/schema";
import type { StaffScope } from "./scope";

/**
 * One lead as the console's lead page shows it: the reads (the lead, the shopper's earlier leads, the timeline, the
 * delivery log, who it may go to, the group's reply templates). Its writes (status, assignment, note, reply, resend)
 * are in console-lead-writes.ts, through the same visibility rule.
 *
 * Visibility is one rule, applied by every function here (`visibleLead`): a lead of one of the staff member's
 * dealerships, or a lead that names no dealership on one of their sites; and where they are sales only, just the leads
 * assigned to them or to nobody. A lead outside it reads as missing, exactly like one that does not exist.
 */

/** The SQL of "the scope may see this lead" (see the module's comment; the writes lock a lead through it too). */
export function visibleLead(scope: StaffScope): SQL {
  const none = sql`false`;
  const ofDealership = scope.dealershipIds.length > 0 ? inArray(leads.dealershipId, [...scope.dealershipIds]) : none;
  const ofSite = scope.siteIds.length > 0 ? and(isNull(leads.dealershipId), inArray(leads.siteId, [...scope.siteIds])) : none;
  const conditions: SQL[] = [or(ofDealership, ofSite) ?? none];
  const unassignedOrTheirs = or(isNull(leads.assigneeId), eq(leads.assigneeId, scope.staffId)) ?? none;
  if (scope.salesDealershipIds.length > 0) {
    // Sales at a dealership see its leads only when they are theirs or nobody's.
    conditions.push(or(sql`${leads.dealershipId} is null`, sql`not (${inArray(leads.dealershipId, [...scope.salesDealershipIds])})`, unassignedOrTheirs) ?? none);
  }
  if (!scope.platformAdmin && scope.managedDealershipIds.length === 0) {
    // Someone who manages nowhere is sales for a site's own leads (no dealership) too.
    conditions.push(or(sql`${leads.dealershipId} is not null`, unassignedOrTheirs) ?? none);
  }
  return and(...conditions) ?? none;
}

/** The group a lead belongs to: its dealership's, else its site's. */
export const leadGroupId = sql<string | null>`coalesce(${dealerships.groupId}, ${sites.groupId})`;

export interface ConsoleLeadCar {
  id: number;
  slug: string;
  title: string;
  year: number;
  make: string;
  model: string;
  variant: string | null;
  stockNumber: string | null;
  status: string;
  price: number | null;
  photoUrl: string | null;
}

export interface ConsoleLead {
  id: number;
  siteId: number;
  dealershipId: number | null;
  locationId: number | null;
  groupId: string | null;
  createdAt: Date;
  kind: string;
  source: string;
  category: string;
  subcategory: string | null;
  message: string | null;
  payload: Record<string, unknown>;
  status: LeadStatus;
  lostReason: string | null;
  assignee: { id: string; name: string } | null;
  assignedAt: Date | null;
  firstResponseAt: Date | null;
  statusChangedAt: Date | null;
  emailKey: string | null;
  phoneKey: string | null;
  shopper: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null; postcode: string | null; optIn: boolean; optInWording: string | null; optInAt: Date | null };
  car: ConsoleLeadCar | null;
  site: { id: number; name: string; slug: string };
  dealership: { id: number; name: string; slug: string } | null;
  location: { id: number; name: string; email: string | null; phone: string | null } | null;
}

/**
 * The lead with everything its page shows, or null when the scope may not see it (or there is no such lead: the two
 * are one answer). The car is the one the lead was about, whatever has become of it since (sold, hidden).
 */
export async function leadOfStaff(scope: StaffScope, leadId: number): Promise<ConsoleLead | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      lead: leads,
      groupId: leadGroupId,
      assigneeName: staffUsers.name,
      site: { id: sites.id, name: sites.name, slug: sites.slug },
      dealershipId: dealerships.id,
      dealershipName: dealerships.name,
      dealershipSlug: dealerships.slug,
      locationName: locations.name,
      locationEmail: locations.email,
      locationPhone: locations.phone,
      car: {
        id: vehicles.id,
        slug: vehicles.slug,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        badge: vehicles.badge,
        stocknum: vehicles.stocknum,
        status: vehicles.status,
        price: vehicles.price,
        primaryImageUrl: vehicles.primaryImageUrl,
        media: vehicles.media,
      },
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(locations, eq(locations.id, leads.locationId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
    .where(and(eq(leads.id, leadId), visibleLead(scope)))
    .limit(1);
  if (!row) return null;
  const l = row.lead;
  // A left-joined table's columns are all null when it matched nothing (drizzle keeps the nested object).
  const car = row.car && row.car.id !== null ? row.car : null;
  return {
    id: l.id,
    siteId: l.siteId,
    dealershipId: l.dealershipId,
    locationId: l.locationId,
    groupId: row.groupId,
    createdAt: l.createdAt,
    kind: l.kind,
    source: l.source,
    category: l.category,
    subcategory: l.subcategory,
    message: l.message,
    payload: l.payload,
    status: l.status,
    lostReason: l.lostReason,
    assignee: l.assigneeId ? { id: l.assigneeId, name: row.assigneeName ?? "A former staff member" } : null,
    assignedAt: l.assignedAt,
    firstResponseAt: l.firstResponseAt,
    statusChangedAt: l.statusChangedAt,
    emailKey: l.emailKey,
    phoneKey: l.phoneKey,
    shopper: { firstName: l.firstName, lastName: l.lastName, email: l.email, phone: l.phone, postcode: l.postcode, optIn: l.optIn, optInWording: l.optInWording, optInAt: l.optInAt },
    car: car
      ? {
          id: car.id,
          slug: car.slug,
          title: vehicleTitle(car, { badge: true }),
          year: car.year,
          make: car.make,
          model: car.model,
          variant: car.badge,
          stockNumber: car.stocknum,
          status: car.status,
          price: car.price,
          // The card's picture: the primary image, else the first of the gallery.
          photoUrl: car.primaryImageUrl ?? car.media?.images?.[0]?.url ?? null,
        }
      : null,
    site: row.site,
    dealership: row.dealershipId !== null ? { id: row.dealershipId, name: row.dealershipName ?? "", slug: row.dealershipSlug ?? "" } : null,
    location: l.locationId !== null && row.locationName !== null ? { id: l.locationId, name: row.locationName, email: row.locationEmail, phone: row.locationPhone } : null,
  };
}

export interface EarlierLead {
  id: number;
  createdAt: Date;
  kind: string;
  category: string;
  status: LeadStatus;
  siteName: string;
  /** How it is the same shopper: the same email, the same phone, or both. */
  matchedBy: Array<"email" | "phone">;
}

/**
 * The same shopper's other leads (the same email key or phone key), newest first, at most 20: on the sites of the
 * lead's group only (another group's customers are not this dealer's to see, even where the shopper is the same),
 * and only those the scope may see.
 */
export async function earlierLeads(scope: StaffScope, lead: Pick<ConsoleLead, "id" | "siteId" | "groupId" | "emailKey" | "phoneKey">): Promise<EarlierLead[]> {
  const keys: SQL[] = [];
  if (lead.emailKey) keys.push(eq(leads.emailKey, lead.emailKey));
  if (lead.phoneKey) keys.push(eq(leads.phoneKey, lead.phoneKey));
  if (keys.length === 0) return [];
  const db = await getDb();
  const groupSites = lead.groupId ? inArray(leads.siteId, db.select({ id: sites.id }).from(sites).where(eq(sites.groupId, lead.groupId))) : eq(leads.siteId, lead.siteId);
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      category: leads.category,
      status: leads.status,
      siteName: sites.name,
      emailKey: leads.emailKey,
      phoneKey: leads.phoneKey,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(and(or(...keys), ne(leads.id, lead.id), groupSites, visibleLead(scope)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(20);
  return rows.map(({ emailKey, phoneKey, ...row }) => ({
    ...row,
    matchedBy: [
      ...(lead.emailKey && emailKey === lead.emailKey ? (["email"] as const) : []),
      ...(lead.phoneKey && phoneKey === lead.phoneKey ? (["phone"] as const) : []),
    ],
  }));
}

export interface LeadTimelineEntry {
  id: number;
  type: "status" | "assigned" | "note" | "reply" | "resend";
  actorId: string | null;
  /** Null when the platform did it (round-robin), or the staff member's account is gone. */
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The lead's timeline, oldest first, with who did each thing; empty when the scope may not see the lead. */
export async function leadTimeline(scope: StaffScope, leadId: number): Promise<LeadTimelineEntry[]> {
  const db = await getDb();
  const visible = db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), visibleLead(scope)));
  const rows = await db
    .select({ id: leadEvents.id, type: leadEvents.type, actorId: leadEvents.actorId, actorName: staffUsers.name, data: leadEvents.data, createdAt: leadEvents.createdAt })
    .from(leadEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.actorId))
    .where(and(eq(leadEvents.leadId, leadId), inArray(leadEvents.leadId, visible)))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  // Names of assignees named in assignment events, so the timeline says "to Priya Shah" rather than an id.
  const named = [...new Set(rows.flatMap((r) => [r.data.to, r.data.from].filter((v): v is string => typeof v === "string" && r.type === "assigned")))];
  const names = new Map(named.length ? (await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, named))).map((s) => [s.id, s.name]) : []);
  return rows.map((r) =>
    r.type === "assigned"
      ? { ...r, data: { ...r.data, toName: typeof r.data.to === "string" ? (names.get(r.data.to) ?? null) : null, fromName: typeof r.data.from === "string" ? (names.get(r.data.from) ?? null) : null } }
      : r,
  );
}

/**
 * A delivery's target partly hidden: enough to tell which inbox, CRM or phone it went to, not enough to copy a
 * shopper-facing address off a screen share ("sa•••@coastal.example", "https://crm.example/…", "+61 4•• ••• 678").
 */
export function maskDeliveryTarget(_scope: StaffScope, channel: "email" | "webhook" | "sms", target: string): string {
  if (channel === "webhook") {
    try {
      const url = new URL(target);
      return `${url.protocol}//${url.host}/…`;
    } catch {
      return "a web address";
    }
  }
  if (channel === "sms") {
    const digits = target.replace(/[^0-9+]/g, "");
    return digits.length > 5 ? `${digits.slice(0, 4)}${"•".repeat(Math.max(digits.length - 7, 1))}${digits.slice(-3)}` : "•••";
  }
  return target
    .split(",")
    .map((address) => {
      const [local = "", domain = ""] = address.trim().split("@");
      return `${local.slice(0, 2)}•••@${domain}`;
    })
    .join(", ");
}

export interface LeadDeliveryLogEntry {
  id: number;
  channel: "email" | "webhook" | "sms";
  /** Masked (maskDeliveryTarget). */
  target: string;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: Array<{ attempt: number; outcome: "delivered" | "retry" | "failed"; detail: string | null; startedAt: Date; finishedAt: Date }>;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** How the lead reached the dealer: each delivery, its state and every attempt; empty when the scope may not see the lead. */
export async function leadDeliveryLog(scope: StaffScope, leadId: number): Promise<LeadDeliveryLogEntry[]> {
  const db = await getDb();
  const visible = db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), visibleLead(scope)));
  const deliveries = await db
    .select({
      id: leadDeliveries.id,
      channel: leadDeliveries.channel,
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      nextAttemptAt: leadDeliveries.nextAttemptAt,
      deliveredAt: leadDeliveries.deliveredAt,
    })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), inArray(leadDeliveries.leadId, visible)))
    .orderBy(asc(leadDeliveries.id));
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select({
      deliveryId: leadDeliveryAttempts.deliveryId,
      attempt: leadDeliveryAttempts.attempt,
      outcome: leadDeliveryAttempts.outcome,
      detail: leadDeliveryAttempts.detail,
      startedAt: leadDeliveryAttempts.startedAt,
      finishedAt: leadDeliveryAttempts.finishedAt,
    })
    .from(leadDeliveryAttempts)
    .where(inArray(leadDeliveryAttempts.deliveryId, deliveries.map((d) => d.id)))
    .orderBy(asc(leadDeliveryAttempts.startedAt), asc(leadDeliveryAttempts.id));
  return deliveries.map((d) => ({
    ...d,
    target: maskDeliveryTarget(scope, d.channel, d.target),
    attempts: attempts.filter((a) => Number(a.deliveryId) === d.id).map(({ deliveryId: _, ...a }) => a),
  }));
}

export interface AssignableStaff {
  id: string;
  name: string;
  role: "manager" | "sales";
  onDuty: boolean;
}

/** Who a lead of the dealership may go to: its staff, with their role and whether they are on duty. None outside the scope. */
export async function assignableStaff(scope: StaffScope, dealershipId: number): Promise<AssignableStaff[]> {
  if (!scope.dealershipIds.includes(dealershipId)) return [];
  const db = await getDb();
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffDealerships.role, onDuty: staffDealerships.onDuty })
    .from(staffDealerships)
    .innerJoin(staffUsers, eq(staffUsers.id, staffDealerships.userId))
    .where(eq(staffDealerships.dealershipId, dealershipId))
    .orderBy(asc(staffDealerships.sortOrder), asc(staffUsers.name));
}

export interface StoredReplyTemplate {
  id: number;
  name: string;
  channel: "email" | "sms";
  subject: string | null;
  body: string;
}

/**
 * The group's reply templates, oldest first. A group that has none yet is given the defaults (DEFAULT_REPLY_TEMPLATES)
 * as rows of its own on first read, so every template has one numeric id to name in a reply and to edit later;
 * the advisory lock makes two first reads at once write them once. None for a group outside the scope.
 */
export async function replyTemplatesOfGroup(scope: StaffScope, groupId: string): Promise<StoredReplyTemplate[]> {
  if (!scope.platformAdmin && !scope.groupIds.includes(groupId)) return [];
  const db = await getDb();
  const columns = { id: replyTemplates.id, name: replyTemplates.name, channel: replyTemplates.channel, subject: replyTemplates.subject, body: replyTemplates.body };
  const read = (executor: Db) => executor.select(columns).from(replyTemplates).where(eq(replyTemplates.groupId, groupId)).orderBy(asc(replyTemplates.id));
  const found = await read(db);
  if (found.length > 0) return found;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reply_templates:${groupId}`}))`);
    const again = await read(tx);
    if (again.length > 0) return again;
    await tx.insert(replyTemplates).values(DEFAULT_REPLY_TEMPLATES.map((t) => ({ groupId, name: t.name, channel: t.channel, subject: t.subject, body: t.body })));
    return read(tx);
  });
}
