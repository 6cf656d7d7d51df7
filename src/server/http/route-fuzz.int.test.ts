import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { openApiDocument, SHOPPER_ENDPOINTS } from "@/contracts/api/openapi";
import { setMailSender } from "@/server/adapters/mail-sender";
import { setRemoteFetcher } from "@/server/adapters/remote-fetcher";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { generateDemoRegister } from "@/server/adapters/vehicle-lookup-demo";
import { featuredSiteVehicles } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import { frontDoor } from "@/server/http/node-server/front-door";
import { sendSignInCode, verifySignInCode, SESSION_COOKIE } from "@/server/services/shopper/phone-sign-in";
import { CONSOLE_ORIGIN, seedDemoStaff, staffCookie } from "@/test/console-staff";
import { CONTENT_TYPES, headerText, hostileJson, hostileQuery, hostileRawBody, hostileSegment, type FuzzBody } from "@/test/hostile-input";
import { answerProblems, answerValidator } from "@/test/openapi-answers";
import { routeFiles } from "@/test/route-files";
import { seededDemo } from "@/test/seeded-demo";

/**
 * Issue 37, "Generated bad input": every route handler, shopper and console, called in-process (one seeded PGlite,
 * no HTTP) with generated hostile requests (src/test/hostile-input.ts): bodies, query strings, path segments, hosts,
 * cookies, origins, content types, Idempotency-Keys, and wrong methods (answered by the front door, which stands in
 * front of every route). What must hold for every answer:
 * - a 2xx, or a 4xx in the one error shape whose message is a sentence and, for a 400, names the field (`field`) or
 *   says the body is not JSON; never a 5xx, never a throw, never an unhandled rejection, never a logged error;
 * - nothing written to the database for a refused request (a row trigger on every table counts the writes; the rate
 *   limits' counters, better-auth's own rows and a sign-in code's wrong tries are not data and are left out, and a
 *   declined card (402) keeps its reservation's record of the payment, as a payment must);
 * - the answer is what the OpenAPI document (src/contracts/api/openapi.ts) says for its path, method and status
 *   (checked by zod's JSON Schema reader); a console answer's error body against the document's ApiError.
 * FUZZ_RUNS sets the cases per endpoint: 1,000 by default (npm test, and CI's PostgreSQL run; CI's embedded run
 * takes 100, .ci/run says why); `npm run bench:fuzz` is the long form (10,000 per endpoint); FUZZ_SEED replays a run. Measured on the 2-core machine (71 endpoints, 71,000
 * cases): 64 s on PGlite and 50 s on PostgreSQL, about 0.8 ms a case. A console case costs about what a shopper's does
 * because a signed-in member's identity is kept between requests while the staff generation stands still
 * (src/server/console/staff-session.ts); read afresh each time it was 4.5 ms, and 1,000 cases an endpoint took an
 * estimated 220 s.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** A test's time: the project's minute, or more for a long run (the console's reports took up to 170 ms a case). */
const TIMEOUT = Math.max(60_000, RUNS * 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const jar = vi.hoisted(() => ({ cookies: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => jar.headers,
  cookies: async () => ({
    get: (name: string) => (jar.cookies.has(name) ? { name, value: jar.cookies.get(name) } : undefined),
    set: () => {},
    delete: () => {},
  }),
}));

const demo = seededDemo({ seed: 37, vehicles: 60 });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Target {
  /** "POST /api/leads": the document's path for a shopper route. */
  name: string;
  method: "GET" | "POST";
  /** The URL path as the front door sees it (for wrong methods). */
  path: string;
  load: () => Promise<Record<string, unknown>>;
  console: boolean;
  /** The route's valid request. */
  body?: () => Json;
  query?: () => Record<string, string>;
  /** The dynamic segment's name and its good values. */
  segment?: { name: string; good: () => string[] };
  /** The route's other dynamic segments, fixed at good values (the generated one is `segment`). */
  fixedParams?: () => Record<string, string>;
  maxBytes?: number;
  idempotent?: boolean;
}

// Filled in beforeAll from the seeded world.
const world = {
  host: "",
  otherHost: "",
  carId: 0,
  otherCarId: 0,
  dealershipId: 0,
  otherDealershipId: 0,
  siteId: 0,
  otherSiteId: 0,
  locationId: 0,
  offerId: 0,
  pageId: 0,
  promoId: 0,
  leadId: 0,
  otherLeadId: 0,
  feedId: 0,
  ids: [] as number[],
  shopperToken: "",
  phone: "+61412345678",
  owner: "",
  otherOwner: "",
  sales: "",
  rego: { rego: "ABC123", state: "NSW" },
};

const GOOD_ANSWERS = { condition: "good", accident: "none", serviceHistory: "full", tyres: "good", bodywork: "none", warningLights: "no", keys: "two" };
const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };

const shopperTargets: Target[] = [
  { name: "POST /api/leads", method: "POST", path: "/api/leads", load: () => import("@/app/(sites)/s/[host]/api/leads/route"), console: false, maxBytes: 16 * 1024, idempotent: true, body: () => ({ kind: "enquiry", ...shopper, message: "Is it still available?", carId: world.carId }) },
  { name: "POST /api/chat-messages", method: "POST", path: "/api/chat-messages", load: () => import("@/app/(sites)/s/[host]/api/chat-messages/route"), console: false, maxBytes: 96 * 1024, idempotent: true, body: () => ({ firstName: "Jo", phone: "0412 345 678", message: "Is it still available?", carId: world.carId }) },
  { name: "POST /api/reservations", method: "POST", path: "/api/reservations", load: () => import("@/app/(sites)/s/[host]/api/reservations/route"), console: false, maxBytes: 8 * 1024, idempotent: true, body: () => ({ ...shopper, carId: world.carId, paymentMethod: "pm_test_visa_4242", termsAccepted: true }) },
  { name: "POST /api/search", method: "POST", path: "/api/search", load: () => import("@/app/(sites)/s/[host]/api/search/route"), console: false, maxBytes: 16 * 1024, body: () => ({ query: "toyota", filters: { make: ["Toyota"] }, ranges: { price: { min: 1000, max: 90000 } }, sort: "price-asc", page: 1, hitsPerPage: 12, searchFilters: { car_type: ["used"] } }) },
  { name: "POST /api/analytics", method: "POST", path: "/api/analytics", load: () => import("@/app/(sites)/s/[host]/api/analytics/route"), console: false, maxBytes: 8 * 1024, body: () => ({ eventId: 4, label: "Gallery", path: "/cars/x", vehicleId: world.carId, data: { note: "x" } }) },
  { name: "POST /api/phone-reveals", method: "POST", path: "/api/phone-reveals", load: () => import("@/app/(sites)/s/[host]/api/phone-reveals/route"), console: false, maxBytes: 1024, body: () => ({ car_id: world.carId, dealership_id: world.dealershipId, website_id: world.siteId }) },
  { name: "POST /api/youx/quote", method: "POST", path: "/api/youx/quote", load: () => import("@/app/(sites)/s/[host]/api/youx/quote/route"), console: false, maxBytes: 2 * 1024, body: () => ({ car_id: world.carId, selfAssessedCreditScore: "GREAT", purchasePrice: 25000, loanTerm: 5, year: 2021, vin: "", nvic: "", whoIsHelping: "" }) },
  { name: "POST /api/auth/send-code", method: "POST", path: "/api/auth/send-code", load: () => import("@/app/(sites)/s/[host]/api/auth/send-code/route"), console: false, maxBytes: 1024, body: () => ({ phone: "0412 345 678" }) },
  { name: "POST /api/auth/verify-code", method: "POST", path: "/api/auth/verify-code", load: () => import("@/app/(sites)/s/[host]/api/auth/verify-code/route"), console: false, maxBytes: 1024, body: () => ({ phone: "0412 345 678", code: "123456" }) },
  { name: "POST /api/auth/sign-out", method: "POST", path: "/api/auth/sign-out", load: () => import("@/app/(sites)/s/[host]/api/auth/sign-out/route"), console: false, maxBytes: 1024, body: () => ({}) },
  { name: "GET /api/watchlist", method: "GET", path: "/api/watchlist", load: () => import("@/app/(sites)/s/[host]/api/watchlist/route"), console: false, query: () => ({}) },
  { name: "POST /api/watchlist/save-car", method: "POST", path: "/api/watchlist/save-car", load: () => import("@/app/(sites)/s/[host]/api/watchlist/save-car/route"), console: false, maxBytes: 1024, body: () => ({ phone_number: world.phone, car_id: world.carId }) },
  { name: "POST /api/watchlist/remove-car", method: "POST", path: "/api/watchlist/remove-car", load: () => import("@/app/(sites)/s/[host]/api/watchlist/remove-car/route"), console: false, maxBytes: 1024, body: () => ({ phone_number: world.phone, car_id: world.carId }) },
  { name: "POST /api/vehicle-lookup", method: "POST", path: "/api/vehicle-lookup", load: () => import("@/app/(sites)/s/[host]/api/vehicle-lookup/route"), console: false, maxBytes: 1024, body: () => ({ rego: world.rego.rego, regoState: world.rego.state }) },
  { name: "POST /api/miscellaneous", method: "POST", path: "/api/miscellaneous", load: () => import("@/app/(sites)/s/[host]/api/miscellaneous/route"), console: false, maxBytes: 4 * 1024, body: () => ({ column_name: "valuation", rego: world.rego.rego, regoState: world.rego.state, kms: 60000, adjustmentAnswers: GOOD_ANSWERS, carId: world.carId }) },
  { name: "GET /api/finance/disclaimer", method: "GET", path: "/api/finance/disclaimer", load: () => import("@/app/(sites)/s/[host]/api/finance/disclaimer/route"), console: false, query: () => ({ car_id: String(world.carId) }) },
  { name: "GET /api/test-drive-slots", method: "GET", path: "/api/test-drive-slots", load: () => import("@/app/(sites)/s/[host]/api/test-drive-slots/route"), console: false, query: () => ({ carId: String(world.carId) }) },
  { name: "GET /api/locations/nearest", method: "GET", path: "/api/locations/nearest", load: () => import("@/app/(sites)/s/[host]/api/locations/nearest/route"), console: false, query: () => ({ postcode: "3000", type: "sales" }) },
  { name: "GET /api/postcodes/{postcode}", method: "GET", path: "/api/postcodes/3000", load: () => import("@/app/(sites)/s/[host]/api/postcodes/[postcode]/route"), console: false, query: () => ({}), segment: { name: "postcode", good: () => ["3000", "4558", "0800", "9999"] } },
  { name: "GET /api/reviews/snap21", method: "GET", path: "/api/reviews/snap21", load: () => import("@/app/(sites)/s/[host]/api/reviews/snap21/route"), console: false, query: () => ({ orgId: "metro-motor-group" }) },
  { name: "POST /api/stock-alerts", method: "POST", path: "/api/stock-alerts", load: () => import("@/app/(sites)/s/[host]/api/stock-alerts/route"), console: false, maxBytes: 2 * 1024, body: () => ({ channel: "email", email: "jo@example.com.au", consent: true, search: "/search/used-cars?query=tourneo" }) },
  { name: "POST /api/stock-alerts/stop", method: "POST", path: "/api/stock-alerts/stop", load: () => import("@/app/(sites)/s/[host]/api/stock-alerts/stop/route"), console: false, maxBytes: 1024, body: () => ({ token: "0123456789abcdef0123456789abcdef" }) },
];

const leadSegment = { name: "id", good: () => [String(world.leadId), String(world.otherLeadId)] };
const stockSegment = { name: "id", good: () => [String(world.carId), String(world.otherCarId)] };
const siteSegment = { name: "id", good: () => [String(world.siteId), String(world.otherSiteId)] };
const offerSegment = { name: "id", good: () => [String(world.offerId), "999999"] };
const promoSegment = { name: "id", good: () => [String(world.promoId), "999999"] };
const PROMO_FIELDS = { name: "Finance week", title: "2.9% p.a.", text: "On used cars", cta: "Find out more", href: "/finance", imageUrl: null, startDate: "2026-12-01", endDate: "2026-12-31", position: 2, display: ["used"], strictDisplay: false };
const OFFER_FIELDS = { name: "Drive-away Ranger", description: "<p>Free first service</p>", disclaimer: "", category: "", price: 54990, startDate: "2026-12-01", endDate: "2026-12-31", shown: true, sortOrder: 0 };
const feedSegment = { name: "id", good: () => [String(world.feedId || 1)] };
const consoleTargets: Target[] = [
  { name: "GET /console/leads/export", method: "GET", path: "/console/leads/export", load: () => import("@/app/(console)/console/(staff)/leads/export/route"), console: true, query: () => ({ status: "new", q: "jo" }) },
  { name: "GET /console/reports/insight/export", method: "GET", path: "/console/reports/insight/export", load: () => import("@/app/(console)/console/(staff)/reports/insight/export/route"), console: true, query: () => ({ from: "2026-11-01", to: "2026-11-30" }) },
  { name: "GET /console/reports/searches/export", method: "GET", path: "/console/reports/searches/export", load: () => import("@/app/(console)/console/(staff)/reports/searches/export/route"), console: true, query: () => ({ from: "2026-11-01", to: "2026-11-30" }) },
  { name: "GET /console/reports/stock-action/export", method: "GET", path: "/console/reports/stock-action/export", load: () => import("@/app/(console)/console/(staff)/reports/stock-action/export/route"), console: true, query: () => ({ page: "1" }) },
  { name: "GET /console/api/leads/count", method: "GET", path: "/console/api/leads/count", load: () => import("@/app/(console)/console/api/leads/count/route"), console: true, query: () => ({}) },
  { name: "POST /console/api/account/sessions/revoke", method: "POST", path: "/console/api/account/sessions/revoke", load: () => import("@/app/(console)/console/api/account/sessions/revoke/route"), console: true, body: () => ({ sessionId: "no-such-session" }) },
  { name: "POST /console/api/invitations/{id}/accept", method: "POST", path: "/console/api/invitations/x/accept", load: () => import("@/app/(console)/console/api/invitations/[id]/accept/route"), console: true, segment: { name: "id", good: () => ["inv_1", "00000000-0000-4000-8000-000000000000"] }, body: () => ({ name: "Jo Citizen", password: "correct horse battery" }) },
  { name: "POST /console/api/lead-rules/{dealershipId}", method: "POST", path: "/console/api/lead-rules/1", load: () => import("@/app/(console)/console/api/lead-rules/[dealershipId]/route"), console: true, segment: { name: "dealershipId", good: () => [String(world.dealershipId), String(world.otherDealershipId)] }, body: () => ({ mode: "round_robin", byKind: {}, byLocation: {}, reassignAfterMinutes: 30, onDuty: {} }) },
  { name: "POST /console/api/leads/{id}/assign", method: "POST", path: "/console/api/leads/1/assign", load: () => import("@/app/(console)/console/api/leads/[id]/assign/route"), console: true, segment: leadSegment, body: () => ({ assigneeId: null }) },
  { name: "POST /console/api/leads/{id}/notes", method: "POST", path: "/console/api/leads/1/notes", load: () => import("@/app/(console)/console/api/leads/[id]/notes/route"), console: true, segment: leadSegment, body: () => ({ text: "Called back" }) },
  { name: "POST /console/api/leads/{id}/replies", method: "POST", path: "/console/api/leads/1/replies", load: () => import("@/app/(console)/console/api/leads/[id]/replies/route"), console: true, segment: leadSegment, body: () => ({ channel: "email", subject: "Your enquiry", body: "Thanks, Jo" }) },
  { name: "POST /console/api/leads/{id}/resend", method: "POST", path: "/console/api/leads/1/resend", load: () => import("@/app/(console)/console/api/leads/[id]/resend/route"), console: true, segment: leadSegment, body: () => ({ deliveryId: 1 }) },
  { name: "POST /console/api/leads/{id}/status", method: "POST", path: "/console/api/leads/1/status", load: () => import("@/app/(console)/console/api/leads/[id]/status/route"), console: true, segment: leadSegment, body: () => ({ status: "lost", lostReason: null, from: "new" }) },
  { name: "POST /console/api/sites/{id}/draft/discard", method: "POST", path: "/console/api/sites/1/draft/discard", load: () => import("@/app/(console)/console/api/sites/[id]/draft/discard/route"), console: true, segment: siteSegment, body: () => ({ revision: 0, draftRevision: 0 }) },
  { name: "POST /console/api/sites/{id}/pages/{pageId}", method: "POST", path: "/console/api/sites/1/pages/1", load: () => import("@/app/(console)/console/api/sites/[id]/pages/[pageId]/route"), console: true, segment: { name: "pageId", good: () => [String(world.pageId), "999999"] }, fixedParams: () => ({ id: String(world.siteId) }), maxBytes: 512 * 1024, body: () => ({ title: "About us", doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Family owned since 1982." }] }] }, updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/sites/{id}/pages", method: "POST", path: "/console/api/sites/1/pages", load: () => import("@/app/(console)/console/api/sites/[id]/pages/route"), console: true, segment: siteSegment, body: () => ({ title: "Our team", slug: "our-team" }) },
  { name: "POST /console/api/sites/{id}/pages/{pageId}/delete", method: "POST", path: "/console/api/sites/1/pages/1/delete", load: () => import("@/app/(console)/console/api/sites/[id]/pages/[pageId]/delete/route"), console: true, segment: { name: "pageId", good: () => [String(world.pageId), "999999"] }, fixedParams: () => ({ id: String(world.siteId) }), body: () => ({ updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/sites/{id}/home", method: "POST", path: "/console/api/sites/1/home", load: () => import("@/app/(console)/console/api/sites/[id]/home/route"), console: true, segment: siteSegment, body: () => ({ draftVersion: 0, revision: 0, blocks: ["featured", "locations"] }) },
  { name: "POST /console/api/offers", method: "POST", path: "/console/api/offers", load: () => import("@/app/(console)/console/api/offers/route"), console: true, body: () => ({ ...OFFER_FIELDS, siteId: world.siteId, dealershipId: world.dealershipId }) },
  { name: "POST /console/api/offers/{id}", method: "POST", path: "/console/api/offers/1", load: () => import("@/app/(console)/console/api/offers/[id]/route"), console: true, segment: offerSegment, body: () => ({ ...OFFER_FIELDS, siteId: world.siteId, updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/offers/{id}/delete", method: "POST", path: "/console/api/offers/1/delete", load: () => import("@/app/(console)/console/api/offers/[id]/delete/route"), console: true, segment: offerSegment, body: () => ({ siteId: world.siteId, updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/promos", method: "POST", path: "/console/api/promos", load: () => import("@/app/(console)/console/api/promos/route"), console: true, body: () => ({ ...PROMO_FIELDS, siteId: world.siteId }) },
  { name: "POST /console/api/promos/{id}", method: "POST", path: "/console/api/promos/1", load: () => import("@/app/(console)/console/api/promos/[id]/route"), console: true, segment: promoSegment, body: () => ({ ...PROMO_FIELDS, siteId: world.siteId, updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/promos/{id}/delete", method: "POST", path: "/console/api/promos/1/delete", load: () => import("@/app/(console)/console/api/promos/[id]/delete/route"), console: true, segment: promoSegment, body: () => ({ siteId: world.siteId, updatedAt: new Date().toISOString() }) },
  { name: "POST /console/api/reviews/{id}/visibility", method: "POST", path: "/console/api/reviews/1/visibility", load: () => import("@/app/(console)/console/api/reviews/[id]/visibility/route"), console: true, segment: { name: "id", good: () => ["1", "2", "999999"] }, body: () => ({ hidden: true }) },
  { name: "POST /console/api/locations/{id}/hours", method: "POST", path: "/console/api/locations/1/hours", load: () => import("@/app/(console)/console/api/locations/[id]/hours/route"), console: true, segment: { name: "id", good: () => [String(world.locationId), "999999"] }, body: () => ({ updatedAt: new Date().toISOString(), openingHours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, status: "Open", open: "09:00", close: "17:00" })), specialHours: [{ date: "2026-12-25", name: "Christmas Day", status: "Closed", open: null, close: null }] }) },
  { name: "POST /console/api/sites/{id}/menus", method: "POST", path: "/console/api/sites/1/menus", load: () => import("@/app/(console)/console/api/sites/[id]/menus/route"), console: true, segment: siteSegment, maxBytes: 64 * 1024, body: () => ({ revision: 0, draftVersion: 0, header: [{ label: "Used Cars", href: "/search/used-cars", megaMenu: "none", children: [] }], footer: [{ title: "Company", links: [{ label: "Contact", href: "/contact" }] }] }) },
  { name: "POST /console/api/sites/{id}/logo", method: "POST", path: "/console/api/sites/1/logo", load: () => import("@/app/(console)/console/api/sites/[id]/logo/route"), console: true, segment: siteSegment, maxBytes: 4096, body: () => ({ file: "not a picture" }) },
  { name: "POST /console/api/sites/{id}/pictures", method: "POST", path: "/console/api/sites/1/pictures", load: () => import("@/app/(console)/console/api/sites/[id]/pictures/route"), console: true, segment: siteSegment, maxBytes: 4096, body: () => ({ file: "not a picture" }) },
  { name: "POST /console/api/sites/{id}/draft/theme", method: "POST", path: "/console/api/sites/1/draft/theme", load: () => import("@/app/(console)/console/api/sites/[id]/draft/theme/route"), console: true, segment: siteSegment, body: () => ({ revision: 0, draftVersion: 0, colours: { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#f59e0b", accentForeground: "#111827", header: "#0f172a", headerForeground: "#ffffff" } }) },
  { name: "POST /console/api/sites/{id}/draft", method: "POST", path: "/console/api/sites/1/draft", load: () => import("@/app/(console)/console/api/sites/[id]/draft/route"), console: true, segment: siteSegment, body: () => ({ revision: 0, draftRevision: 0, settings: {}, theme: {} }) },
  { name: "POST /console/api/sites/{id}/publish", method: "POST", path: "/console/api/sites/1/publish", load: () => import("@/app/(console)/console/api/sites/[id]/publish/route"), console: true, segment: siteSegment, body: () => ({ revision: 0, draftRevision: 0 }) },
  { name: "POST /console/api/sites/{id}/rollback", method: "POST", path: "/console/api/sites/1/rollback", load: () => import("@/app/(console)/console/api/sites/[id]/rollback/route"), console: true, segment: siteSegment, body: () => ({ revision: 0, toRevision: 1 }) },
  { name: "POST /console/api/staff/invitations", method: "POST", path: "/console/api/staff/invitations", load: () => import("@/app/(console)/console/api/staff/invitations/route"), console: true, body: () => ({ groupId: "group", email: "new@example.com.au", role: "sales", dealershipIds: [world.dealershipId] }) },
  { name: "POST /console/api/stock/{id}/photos/cover", method: "POST", path: "/console/api/stock/1/photos/cover", load: () => import("@/app/(console)/console/api/stock/[id]/photos/cover/route"), console: true, segment: stockSegment, body: () => ({ photoId: 1 }) },
  { name: "POST /console/api/stock/{id}/photos/delete", method: "POST", path: "/console/api/stock/1/photos/delete", load: () => import("@/app/(console)/console/api/stock/[id]/photos/delete/route"), console: true, segment: stockSegment, body: () => ({ photoId: 1 }) },
  { name: "POST /console/api/stock/{id}/photos/order", method: "POST", path: "/console/api/stock/1/photos/order", load: () => import("@/app/(console)/console/api/stock/[id]/photos/order/route"), console: true, segment: stockSegment, body: () => ({ order: [1, 2] }) },
  { name: "POST /console/api/stock/{id}/photos", method: "POST", path: "/console/api/stock/1/photos", load: () => import("@/app/(console)/console/api/stock/[id]/photos/route"), console: true, segment: stockSegment, maxBytes: 4096, body: () => ({ file: "not a photo" }) },
  { name: "POST /console/api/stock/{id}", method: "POST", path: "/console/api/stock/1", load: () => import("@/app/(console)/console/api/stock/[id]/route"), console: true, segment: stockSegment, body: () => ({ updatedAt: new Date().toISOString(), price: 25000, status: "available" }) },
  { name: "POST /console/api/stock/bulk", method: "POST", path: "/console/api/stock/bulk", load: () => import("@/app/(console)/console/api/stock/bulk/route"), console: true, body: () => ({ action: "status", status: "available", filters: {}, confirm: false }) },
  { name: "POST /console/api/stock/feeds/{id}/delete", method: "POST", path: "/console/api/stock/feeds/1/delete", load: () => import("@/app/(console)/console/api/stock/feeds/[id]/delete/route"), console: true, segment: feedSegment, body: () => ({}) },
  { name: "GET /console/api/stock/feeds/{id}", method: "GET", path: "/console/api/stock/feeds/1", load: () => import("@/app/(console)/console/api/stock/feeds/[id]/route"), console: true, segment: feedSegment, query: () => ({}) },
  { name: "POST /console/api/stock/feeds/{id}", method: "POST", path: "/console/api/stock/feeds/1", load: () => import("@/app/(console)/console/api/stock/feeds/[id]/route"), console: true, segment: feedSegment, body: () => ({ name: "Feed", url: "https://feeds.example.invalid/stock.csv", format: "csv", schedule: "daily" }) },
  { name: "POST /console/api/stock/feeds/{id}/run", method: "POST", path: "/console/api/stock/feeds/1/run", load: () => import("@/app/(console)/console/api/stock/feeds/[id]/run/route"), console: true, segment: feedSegment, body: () => ({}) },
  { name: "POST /console/api/stock/feeds/columns", method: "POST", path: "/console/api/stock/feeds/columns", load: () => import("@/app/(console)/console/api/stock/feeds/columns/route"), console: true, body: () => ({ dealershipId: world.dealershipId, url: "https://feeds.example.invalid/stock.csv" }) },
  { name: "POST /console/api/stock/feeds", method: "POST", path: "/console/api/stock/feeds", load: () => import("@/app/(console)/console/api/stock/feeds/route"), console: true, body: () => ({ dealershipId: world.dealershipId, name: "Feed", url: "https://feeds.example.invalid/stock.csv", format: "csv", schedule: "daily" }) },
  { name: "POST /console/api/stock/import/apply", method: "POST", path: "/console/api/stock/import/apply", load: () => import("@/app/(console)/console/api/stock/import/apply/route"), console: true, maxBytes: 4096, body: () => ({ dealershipId: world.dealershipId, file: "stock,price\n1,2" }) },
  { name: "POST /console/api/stock/import/dry-run", method: "POST", path: "/console/api/stock/import/dry-run", load: () => import("@/app/(console)/console/api/stock/import/dry-run/route"), console: true, maxBytes: 4096, body: () => ({ dealershipId: world.dealershipId, file: "stock,price\n1,2" }) },
  { name: "POST /console/api/auth/{...all}", method: "POST", path: "/console/api/auth/sign-in/email", load: () => import("@/app/(console)/console/api/auth/[...all]/route"), console: true, segment: { name: "all", good: () => ["sign-in/email", "sign-out", "get-session", "request-password-reset", "two-factor/verify-totp"] }, body: () => ({ email: "owner@southerncross.demo", password: "wrong password" }) },
];

/** One generated request. */
interface Case {
  body: FuzzBody | null;
  query: string;
  segment: string | null;
  host: "own" | "other" | "unknown";
  contentType: string | null;
  idempotencyKey: string | null;
  who: "owner" | "otherOwner" | "sales" | "nobody" | "shopper" | "junk";
  origin: "own" | "foreign" | "none";
}

function caseArbitrary(target: Target): fc.Arbitrary<Case> {
  const valid = target.body?.() ?? null;
  const body: fc.Arbitrary<FuzzBody | null> =
    target.method === "GET"
      ? fc.constant(null)
      : fc.oneof(
          { weight: 8, arbitrary: hostileJson(valid ?? {}, world.ids).map((value): FuzzBody => ({ text: JSON.stringify(value) ?? "null" })) },
          { weight: 2, arbitrary: hostileRawBody(valid ?? {}, target.maxBytes ?? 16 * 1024) },
        );
  return fc.record({
    body,
    query: hostileQuery(target.query?.() ?? {}, world.ids),
    segment: target.segment ? hostileSegment(target.segment.good(), world.ids) : fc.constant(null),
    host: fc.constantFrom<Case["host"]>("own", "own", "own", "own", "own", "other", "unknown"),
    contentType: fc.oneof({ weight: 5, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: fc.constant(null) }),
    idempotencyKey: target.idempotent ? fc.oneof(fc.constant(null), fc.uuid(), headerText) : fc.option(headerText, { freq: 8 }),
    who: target.console ? fc.constantFrom<Case["who"]>("owner", "owner", "owner", "otherOwner", "sales", "nobody", "junk") : fc.constantFrom<Case["who"]>("nobody", "nobody", "shopper", "junk"),
    origin: fc.constantFrom<Case["origin"]>("own", "own", "own", "own", "foreign", "none"),
  });
}

function requestOf(target: Target, c: Case): { request: Request; params: Record<string, string> } {
  const consoleHost = "localhost:3000";
  const host = target.console ? consoleHost : c.host === "own" ? world.host : c.host === "other" ? world.otherHost : "no-such-site.localhost";
  const headers = new Headers({ host });
  if (c.contentType) headers.set("content-type", c.contentType);
  if (c.idempotencyKey !== null) headers.set("idempotency-key", c.idempotencyKey);
  const origin = target.console ? CONSOLE_ORIGIN : `http://${host}`;
  if (c.origin === "own") headers.set("origin", origin);
  if (c.origin === "foreign") headers.set("origin", "https://evil.example");
  const cookie = { owner: world.owner, otherOwner: world.otherOwner, sales: world.sales, nobody: "", shopper: `${SESSION_COOKIE}=${world.shopperToken}`, junk: `${SESSION_COOKIE}=${"z".repeat(40)}; better-auth.session_token=forged.${"a".repeat(30)}` }[c.who];
  if (cookie) headers.set("cookie", cookie);
  headers.set("x-forwarded-for", "203.0.113.9");
  jar.cookies = new Map(c.who === "shopper" ? [[SESSION_COOKIE, world.shopperToken]] : c.who === "junk" ? [[SESSION_COOKIE, "z".repeat(40)]] : []);
  jar.headers = headers;
  // A path segment reaches the handler as Next decodes it, in `params`; the URL keeps the route's sample path.
  const url = `http://${host}${target.path}${c.query ? `?${c.query}` : ""}`;
  const body = c.body === null ? undefined : "text" in c.body ? c.body.text : c.body.bytes;
  const params: Record<string, string> = target.console ? {} : { host };
  Object.assign(params, target.fixedParams?.() ?? {});
  if (target.segment && c.segment !== null) params[target.segment.name] = c.segment;
  if (target.segment?.name === "all" && c.segment !== null) (params as Record<string, unknown>).all = c.segment.split("/");
  return { request: new Request(url, { method: target.method, headers, ...(body === undefined ? {} : { body }) }), params };
}

/** The database's committed writes so far (the trigger below counts every row inserted, updated or deleted). */
async function writes(): Promise<number> {
  const [row] = await demo.db.query<{ n: number | string }>("select n from fuzz_writes");
  return Number(row?.n);
}

/** Not data a request stores: the rate limits' counters, better-auth's sessions and checks, the staff generation (a cache's signal, moved by a session's end), a sign-in code's wrong tries (counted on purpose). */
const NOT_DATA = new Set(["rate_limits", "staff_sessions", "staff_generation", "staff_verifications", "sign_in_codes", "fuzz_writes", "__drizzle_migrations"]);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
const errorLog: unknown[] = [];
const counts = new Map<string, { cases: number; statuses: Map<number, number>; handlerMs: number; checkMs: number; totalMs: number }>();
const problems: string[] = [];
const started = performance.now();

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  vi.spyOn(logger, "error").mockImplementation(((...args: unknown[]) => void errorLog.push(args)) as typeof logger.error);
  // Nothing leaves the machine: no mail, no text, no fetch of a feed's address.
  setMailSender({ send: async () => ({ messageId: "<fuzz@forecourt.invalid>", response: "250 ok", rejected: [] }) });
  const texts: string[] = [];
  setSmsSender({ send: async (message) => void texts.push(message.body) });
  setRemoteFetcher({ fetch: async () => ({ ok: false, failure: "network", message: "feeds.example.invalid could not be reached" }) });

  const metro = demo.site("metro-motor-group");
  const other = demo.sites.find((s) => s.slug !== metro.slug && s.slug !== "southern-cross-ford");
  if (!other) throw new Error("the demo has one site");
  world.host = `${metro.slug}.localhost`;
  world.otherHost = `${other.slug}.localhost`;
  world.siteId = metro.id;
  world.otherSiteId = other.id;
  const one = async <T,>(text: string, params: unknown[] = []) => {
    const [row] = await demo.db.query<T>(text, params);
    if (!row) throw new Error(`no row: ${text}`);
    return row;
  };
  const [shown] = await featuredSiteVehicles(siteScope(metro), { limit: 1, includeSoldDays: 3 });
  if (!shown) throw new Error("Metro shows no car");
  const metroCar = { id: shown.vehicle.id, dealership_id: shown.vehicle.dealershipId };
  world.carId = metroCar.id;
  world.dealershipId = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  world.otherDealershipId = metroCar.dealership_id;
  world.otherCarId = (await one<{ id: number }>("select id from vehicles where dealership_id = $1 order by id limit 1", [world.dealershipId])).id;
  world.locationId = (await one<{ id: number }>("select id from locations where dealership_id = $1 order by id limit 1", [world.dealershipId])).id;
  world.offerId = (await demo.db.query<{ id: number }>("select id from offers order by id limit 1"))[0]?.id ?? 1;
  world.pageId = (await demo.db.query<{ id: number }>("select id from site_pages where site_id = $1 order by id limit 1", [world.siteId]))[0]?.id ?? 1;
  world.promoId = (await demo.db.query<{ id: number }>("select id from promos order by id limit 1"))[0]?.id ?? 1;
  const [car] = generateDemoRegister();
  if (car) world.rego = { rego: car.rego, state: car.state };

  await seedDemoStaff();
  world.owner = await staffCookie("owner@southerncross.demo");
  world.otherOwner = await staffCookie("owner@metro.demo").catch(() => world.owner);
  world.sales = await staffCookie("sales@southerncross.demo");

  // A signed-in shopper (for the watchlist and the gated routes).
  let code = "";
  setSmsSender({ send: async (message) => void (code = /\d{6}/.exec(message.body)?.[0] ?? "") });
  await sendSignInCode(world.phone, metro.name);
  const verified = await verifySignInCode(world.phone, code);
  if (!verified.ok) throw new Error("the fuzz shopper could not sign in");
  world.shopperToken = verified.token;
  setSmsSender({ send: async (message) => void texts.push(message.body) });

  // A lead on each side, so ids in paths name real rows of the staff member's dealership and another's.
  const leads = await import("@/app/(sites)/s/[host]/api/leads/route");
  for (const [host, carId] of [[world.host, world.carId], [world.otherHost, 0]] as const) {
    const body = { kind: "enquiry", ...shopper, message: "Seed lead", termsAccepted: true, ...(carId ? { carId } : {}) };
    const answer = await leads.POST(new Request(`http://${host}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), { params: Promise.resolve({ host }) });
    expect(answer.status, `${host}: ${await answer.clone().text()}`).toBe(201);
  }
  world.leadId = (await one<{ id: number }>("select l.id from leads l join dealerships d on d.id = l.dealership_id where d.slug like 'southern-cross%' order by l.id limit 1").catch(() => ({ id: 1 }))).id;
  world.otherLeadId = (await one<{ id: number }>("select id from leads where dealership_id <> $1 order by id desc limit 1", [world.dealershipId]).catch(() => ({ id: 2 }))).id;
  world.ids = [...new Set([world.carId, world.otherCarId, world.dealershipId, world.otherDealershipId, world.siteId, world.otherSiteId, world.locationId, world.leadId, world.otherLeadId, 999_999])];

  // Count every committed write, by statement, on every table that holds data.
  const tables = (await demo.db.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).map((r) => r.table_name);
  await demo.db.query("create table fuzz_writes (n bigint not null)");
  await demo.db.query("insert into fuzz_writes values (0)");
  await demo.db.query("create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$");
  // Row-level: a statement that changes no row (an insert that conflicts, an update whose where matches nothing) writes nothing.
  for (const table of tables.filter((t) => !NOT_DATA.has(t))) {
    await demo.db.query(`create trigger fuzz_count_write after insert or update or delete on "${table}" for each row execute function fuzz_count_write()`);
  }
});

afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
  vi.restoreAllMocks();
  setMailSender(undefined);
  setSmsSender(undefined);
  setRemoteFetcher(undefined);
  const seconds = (performance.now() - started) / 1000;
  const lines = [...counts].map(
    ([name, { cases, statuses, handlerMs, checkMs, totalMs }]) =>
      `${name}: ${cases} cases, ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")}; ${Math.round(totalMs)} ms (handler ${Math.round(handlerMs)}, checks ${Math.round(checkMs)})`,
  );
  console.info(`route fuzz: ${counts.size} endpoints, ${RUNS} runs each, ${seconds.toFixed(1)} s\n${lines.join("\n")}`);
});

// A console 409 may carry where the thing stands now (`current`: its revision and draft version), so the editor can save
// over it once its user has chosen to (src/server/http/console-route.ts).
const errorBody = z.strictObject({
  error: z.strictObject({ code: z.string().min(1), message: z.string().min(3), field: z.string().min(1).optional() }),
  current: z.record(z.string(), z.number()).optional(),
});

/** What is wrong with one answer: [] when it holds. */
let lastWrites = 0;

async function check(target: Target, c: Case, response: Response): Promise<string[]> {
  const before = lastWrites;
  const found: string[] = [];
  const label = `${target.name} ${response.status}`;
  if (response.status >= 500) found.push(`${label}: a 5xx`);
  if (response.status >= 200 && response.status < 300) {
    if (!target.console) found.push(...(await answerProblems(target.name.split(" ")[1] ?? "", target.method, response)));
    else await response.body?.cancel();
    lastWrites = await writes();
    return found;
  }
  if (response.status >= 300 && response.status < 400) return [`${label}: a redirect`];
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...found, `${label}: not JSON: ${text.slice(0, 80)}`];
  }
  // better-auth's own endpoints answer in its own shape ({ code, message }); every other route in the one error shape.
  if (target.name.startsWith("POST /console/api/auth")) {
    if (!(body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string")) found.push(`${label}: no message: ${text.slice(0, 120)}`);
  } else {
    const parsed = errorBody.safeParse(body);
    if (!parsed.success) found.push(`${label}: not the one error shape: ${text.slice(0, 120)}`);
    else {
      const { code, field, message } = parsed.data.error;
      if (response.status === 400 && code !== "invalid_json" && !field) found.push(`${label}: a 400 that names no field: ${message}`);
      if (!target.console) found.push(...(await answerProblems(target.name.split(" ")[1] ?? "", target.method, new Response(text, { status: response.status, headers: { "content-type": "application/json" } }))));
    }
  }
  const after = await writes();
  lastWrites = after;
  if (after !== before && response.status !== 402) found.push(`${label}: refused, but ${after - before} rows were written (case ${JSON.stringify(c).slice(0, 200)})`);
  return found;
}

async function fuzz(target: Target): Promise<void> {
  const module = await target.load();
  const handler = module[target.method] as Handler | undefined;
  if (!handler) throw new Error(`${target.name} exports no ${target.method}`);
  lastWrites = await writes();
  const startedAt = performance.now();
  const tally = { cases: 0, statuses: new Map<number, number>(), handlerMs: 0, checkMs: 0, totalMs: 0 };
  counts.set(target.name, tally);
  const found: string[] = [];
  await fc.assert(
    fc.asyncProperty(caseArbitrary(target), async (c) => {
      const { request, params } = requestOf(target, c);
      const t0 = performance.now();
      const response = await handler(request, { params: Promise.resolve(params) });
      tally.handlerMs += performance.now() - t0;
      tally.cases += 1;
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      const t1 = performance.now();
      const wrong = await check(target, c, response);
      tally.checkMs += performance.now() - t1;
      if (wrong.length > 0) found.push(...wrong.map((w) => `${w} (case ${JSON.stringify(c).slice(0, 300)})`));
      return wrong.length === 0;
    }),
    { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
  ).catch((error: unknown) => {
    problems.push(...found);
    throw new Error(`${found.slice(0, 3).join("\n")}\n${(error as Error).message.split("\n").slice(0, 4).join("\n")}`);
  });
  tally.totalMs = performance.now() - startedAt;
  expect(errorLog, `${target.name} logged errors`).toEqual([]);
  expect(unhandled, `${target.name} left unhandled rejections`).toEqual([]);
}

describe("generated hostile requests to every shopper route", () => {
  it("covers every shopper API route the OpenAPI document describes", () => {
    expect(shopperTargets.map((t) => t.name).sort()).toEqual(SHOPPER_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`).sort());
    expect(openApiDocument().openapi).toBe("3.1.0");
  });
  for (const target of shopperTargets) it(`${target.name}: 2xx or a named 4xx, nothing stored when refused, as the document says`, () => fuzz(target), TIMEOUT);
});

describe("generated hostile requests to every console route", () => {
  it("covers every method of every console route file", () => {
    const files = routeFiles("src/app/(console)").filter((r) => r.file.endsWith("route.ts"));
    // better-auth's catch-all takes GET and POST for its own endpoints: fuzzed as one target, its sign-in (POST).
    expect(consoleTargets.length).toBe(files.reduce((n, r) => n + (r.file.includes("[...all]") ? 1 : r.methods.length), 0));
  });
  for (const target of consoleTargets) it(`${target.name}: 2xx or a named 4xx, nothing written when refused`, () => fuzz(target), TIMEOUT);
  it("a save over a draft saved since the editor opened is a 409 in the one error shape, with where the draft stands and nothing written", async () => {
    const { POST } = await import("@/app/(console)/console/api/sites/[id]/draft/theme/route");
    const save = (cookie: string, site: number) =>
      POST(
        new Request("http://localhost:3000/console/api/sites/1/draft/theme", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000", host: "localhost:3000", cookie },
          body: JSON.stringify({ revision: 0, draftVersion: 0, colours: { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#f59e0b", accentForeground: "#111827", header: "#0f172a", headerForeground: "#ffffff" } }),
        }),
        { params: Promise.resolve({ id: String(site) }) },
      );
    // An owner and a site of theirs (the first save may meet a draft the generated cases made; the second always
    // meets the first's).
    const pairs = [world.owner, world.otherOwner].flatMap((cookie) => [world.siteId, world.otherSiteId].map((site) => [cookie, site] as const));
    let mine: readonly [string, number] | undefined;
    for (const pair of pairs) if ([200, 409].includes((await save(...pair)).status)) mine = mine ?? pair;
    expect(mine).toBeDefined();
    const before = await writes();
    const conflict = await save(...mine!);
    expect(conflict.status).toBe(409);
    const body: unknown = await conflict.json();
    expect(errorBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ error: { code: "conflict" }, current: { draftVersion: expect.any(Number) } });
    expect(await writes()).toBe(before);
  });
});

describe("wrong methods, answered by the front door before any route", () => {
  it("every route path answers any other method with a 405 naming the methods it takes, in the one error shape", () => {
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"];
    const apiError = answerValidator("/api/leads", "post", 400);
    let cases = 0;
    const targets = [...shopperTargets, ...consoleTargets];
    for (const target of targets) {
      // What the path takes: every target's method on it (a feed's address takes GET and POST).
      const taken = new Set(targets.filter((t) => t.path === target.path).map((t) => t.method));
      for (const method of methods.filter((m) => !taken.has(m as "GET" | "POST") && !(m === "GET" && target.name.includes("/console/api/auth")))) {
        const verdict = frontDoor({ method, url: target.path, headers: { host: target.console ? "localhost:3000" : world.host } });
        cases += 1;
        expect(verdict.kind, `${method} ${target.path}`).toBe("answer");
        if (verdict.kind !== "answer") continue;
        expect(verdict.answer.status, `${method} ${target.path}`).toBe(405);
        if (target.path.includes("/api/")) expect(apiError?.safeParse(JSON.parse(verdict.answer.body)).success, `${method} ${target.path}`).toBe(true);
      }
    }
    expect(cases).toBeGreaterThan(300);
  });
});
