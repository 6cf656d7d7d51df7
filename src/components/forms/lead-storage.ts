"use client";
/**
 * What the lead forms keep in this browser (localStorage and sessionStorage are per host, so per site): the
 * shopper's details for the next form (the spec's stored user details: name, last name, email, phone, postcode
 * only), the success marker and the car the /success page reads, and this visit's pages and campaign parameters
 * (the lead's lead_attributes). Storage may be blocked (private mode): then nothing is remembered, nothing fails.
 */
import type { LeadAttributes } from "@/contracts/leads/fields";
import type { LeadKind } from "@/domain/leads/lead-kinds";
import { isSameSitePath, LINKED_QUERY_PARAMS, REMEMBERED_FIELDS, VISITED_PAGES_KEPT } from "@/contracts/leads/lead-visit";

const DETAILS_KEY = "forecourt:lead-details";
export const LEAD_SUCCESS_KEY = "forecourt:lead-success";
const CAR_KEY = "forecourt:lead-car";
const VISIT_KEY = "forecourt:visit";

export type RememberedDetails = Partial<Record<(typeof REMEMBERED_FIELDS)[number], string>>;

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the form still works, it only forgets
  }
}
const local = () => window.localStorage;
const session = () => window.sessionStorage;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function rememberedDetails(): RememberedDetails {
  const stored = read(local, DETAILS_KEY);
  const details: RememberedDetails = {};
  if (!isRecord(stored)) return details;
  for (const field of REMEMBERED_FIELDS) {
    const value = Object.hasOwn(stored, field) ? stored[field] : undefined;
    if (typeof value === "string" && value.length <= 254) details[field] = value;
  }
  return details;
}

/**
 * The postcode this shopper gave on an earlier form of this site, when it is a 4-digit one: what a postcode box
 * elsewhere on the site starts with (the delivery calculator), so the shopper does not type it twice. Null without one.
 */
export function rememberedPostcode(): string | null {
  const postcode = rememberedDetails().postcode?.trim() ?? "";
  return /^\d{4}$/.test(postcode) ? postcode : null;
}

export function rememberDetails(values: Readonly<Record<string, unknown>>): void {
  const details: RememberedDetails = {};
  for (const field of REMEMBERED_FIELDS) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    if (typeof value === "string" && value.trim() !== "") details[field] = value.trim();
  }
  write(local, DETAILS_KEY, details);
}

export interface LeadCar {
  id: number;
  name: string;
  slug: string;
}
export interface LeadSuccess {
  /** When it was accepted (ms since 1970). */
  at: number;
  kind: LeadKind;
  /** What the shopper asked for, as the page words it ("enquiry", "test drive request" ...). */
  what: string;
  car: LeadCar | null;
}

/** The success marker and the car, written before the form goes to /success. */
export function storeLeadSuccess(success: LeadSuccess): void {
  write(local, LEAD_SUCCESS_KEY, success);
  if (success.car) write(local, CAR_KEY, success.car);
}

/** A marker at most a day old; older ones (or a hand-edited one) are ignored. */
export function readLeadSuccess(now = Date.now()): LeadSuccess | null {
  const stored = read(local, LEAD_SUCCESS_KEY);
  if (!isRecord(stored) || typeof stored.at !== "number" || typeof stored.what !== "string" || typeof stored.kind !== "string") return null;
  if (now - stored.at > 86_400_000 || stored.at > now + 60_000) return null;
  const car = isRecord(stored.car) && typeof stored.car.id === "number" && typeof stored.car.name === "string" && typeof stored.car.slug === "string" && /^[a-z0-9-]+$/.test(stored.car.slug)
    ? { id: stored.car.id, name: stored.car.name.slice(0, 200), slug: stored.car.slug }
    : null;
  return { at: stored.at, kind: stored.kind as LeadKind, what: stored.what.slice(0, 60), car };
}

interface Visit {
  pages: string[];
  params: Partial<Record<(typeof LINKED_QUERY_PARAMS)[number], string>>;
}

function readVisit(): Visit | null {
  const stored = read(session, VISIT_KEY);
  if (!isRecord(stored) || !Array.isArray(stored.pages) || !isRecord(stored.params)) return null;
  const pages = stored.pages.filter((p): p is string => typeof p === "string" && isSameSitePath(p)).slice(-VISITED_PAGES_KEPT);
  const params: Visit["params"] = {};
  for (const name of LINKED_QUERY_PARAMS) {
    const value = Object.hasOwn(stored.params, name) ? stored.params[name] : undefined;
    if (typeof value === "string") params[name] = value.slice(0, 200);
  }
  return { pages, params };
}

/** Records a page of this visit; the first page's campaign parameters are kept for the whole visit. */
export function recordVisitedPage(path: string, search: string): void {
  const page = `${path}${search}`.slice(0, 2000);
  const visit = readVisit() ?? { pages: [], params: landingParams(search) };
  if (visit.pages.at(-1) !== page && isSameSitePath(page)) visit.pages = [...visit.pages, page].slice(-VISITED_PAGES_KEPT);
  write(session, VISIT_KEY, visit);
}

function landingParams(search: string): Visit["params"] {
  const params: Visit["params"] = {};
  const query = new URLSearchParams(search);
  for (const name of LINKED_QUERY_PARAMS) {
    const value = query.get(name);
    if (value) params[name] = value.replace(/\u0000/g, "").slice(0, 200);
  }
  return params;
}

/** The lead's lead_attributes for this visit. */
export function leadAttributes(): LeadAttributes {
  const visit = readVisit();
  return { visited_pages: visit?.pages ?? [], linked_query_params: visit?.params ?? {} };
}
