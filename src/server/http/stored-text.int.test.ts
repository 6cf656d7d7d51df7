import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as analyticsRoute } from "@/app/(sites)/s/[host]/api/analytics/route";
import { POST as leadsRoute } from "@/app/(sites)/s/[host]/api/leads/route";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import type { SiteTheme } from "@/server/db/json-types";
import { sites } from "@/server/db/schema";
import { invalidateSites } from "@/server/sites/site-resolver";
import { freshTestDatabase } from "@/test/test-database";

// The lead route reads the request's headers through Next (for the site's canonical origin); here there is no Next request.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

/**
 * Any string a visitor can send (fast-check's full range of UTF-16 code units: lone surrogates, NUL, every control
 * character, astral characters) into a stored field is either stored and read back as the form's schema kept it, or
 * refused with a 400 that names the field, with nothing stored: never a 5xx. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (CI runs both).
 */
let db: DatabaseHandle;
const HOST = "storable-motors.localhost";
const theme: SiteTheme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  await db.db.insert(sites).values({ slug: "storable-motors", name: "Storable Motors", template: "franchise", theme });
  invalidateSites();
});

afterAll(async () => {
  await closeProcessDatabase();
});

const post = (route: typeof leadsRoute, path: string, body: unknown) =>
  route(new Request(`http://${HOST}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), { params: Promise.resolve({ host: HOST }) });
const count = async (table: "leads" | "analytics_events") => Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

/** Text as a visitor can send it: any UTF-16 code units, lone surrogates and NUL included. */
const visitorText = fc.string({ unit: "binary", minLength: 1, maxLength: 40 });

describe("any text a visitor sends is stored as sent or refused with a 400 naming the field", () => {
  it("an enquiry's name, message and campaign parameter (text and jsonb columns)", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(visitorText, fc.constantFrom("firstName", "message", "utm_source"), async (text, field) => {
        n += 1;
        const email = `shopper${n}@example.com.au`;
        const lead = {
          kind: "enquiry",
          firstName: field === "firstName" ? text : "Jo",
          lastName: "Citizen",
          email,
          phone: "0412 345 678",
          message: field === "message" ? text : "A used HiLux",
          ...(field === "utm_source" ? { lead_attributes: { linked_query_params: { utm_source: text } } } : {}),
        };
        const before = await count("leads");
        const answer = await post(leadsRoute, "/api/leads", lead);
        expect([201, 400]).toContain(answer.status);
        if (answer.status === 400) {
          const error = ((await answer.json()) as { error: { field?: string; message: string } }).error;
          expect(error.field ?? "").toMatch(field === "utm_source" ? /^lead_attributes\.linked_query_params\.utm_source$/ : new RegExp(`^${field}$`));
          expect(error.message.startsWith(`${error.field}: `)).toBe(true);
          expect(await count("leads")).toBe(before);
          return;
        }
        const [row] = await db.query<{ first_name: string; message: string; payload: unknown }>("select first_name, message, payload from leads where email = $1", [email]);
        if (field === "firstName") expect(row?.first_name).toBe(text.trim());
        if (field === "message") expect(row?.message).toBe(text.trim());
        if (field === "utm_source") expect(JSON.stringify(row?.payload)).toContain(JSON.stringify(text).slice(1, -1));
      }),
      { numRuns: 150, examples: [["\ud800", "firstName"], ["a\udfffb", "message"], ["x\ud83d", "utm_source"], ["\u0000", "message"], ["🚗 Jo", "firstName"]] },
    );
  });

  it("an analytics event's free-form data, keys and values (jsonb)", async () => {
    await fc.assert(
      fc.asyncProperty(visitorText, fc.boolean(), async (text, asKey) => {
        const data = asKey ? { [text]: 1 } : { note: text };
        const before = await count("analytics_events");
        const answer = await post(analyticsRoute, "/api/analytics", { eventId: 4, label: "Gallery", data });
        expect([204, 400]).toContain(answer.status);
        if (answer.status === 400) {
          const error = ((await answer.json()) as { error: { field?: string } }).error;
          expect(error.field ?? "").toMatch(/^data(\.|$)/);
          expect(await count("analytics_events")).toBe(before);
          return;
        }
        const [row] = await db.query<{ data: unknown }>("select data from analytics_events order by id desc limit 1");
        expect(row?.data).toEqual(data);
      }),
      { numRuns: 150, examples: [["\ud800", false], ["\udc00", true], ["\u0000", false]] },
    );
  });
});
