import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as leadsRoute } from "@/app/(sites)/s/[host]/api/leads/route";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites } from "@/server/db/schema";
import type { SiteTheme } from "@/server/db/json-types";
import { invalidateSites } from "@/server/sites/site-resolver";
import { freshTestDatabase } from "@/test/test-database";

// The lead routes read the request's headers through Next (for the site's canonical origin); here there is no Next request.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

let db: DatabaseHandle;

const theme: SiteTheme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  await db.db.insert(sites).values({ slug: "honey-motors", name: "Honey Motors", template: "franchise", theme });
  invalidateSites();
});

afterAll(async () => {
  await closeProcessDatabase();
});

const lead = { kind: "enquiry", firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "A used HiLux under $40,000" };
const send = (body: unknown) =>
  leadsRoute(new Request("http://honey-motors.localhost/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ host: "honey-motors.localhost" }),
  });
const storedLeads = async () => Number((await db.query<{ n: number }>("select count(*)::int as n from leads"))[0]?.n);

describe("the honeypot on POST /api/leads", () => {
  it("a filled one is a 400 naming it, and no lead is stored", async () => {
    const answer = await send({ ...lead, fc_hp: "http://spam.example" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: "invalid_request", field: "fc_hp", message: "Please leave the last field empty" } });
    expect(await storedLeads()).toBe(0);
  });
  it("an empty one is dropped and the enquiry goes through", async () => {
    const answer = await send({ ...lead, fc_hp: "" });
    expect(answer.status).toBe(201);
    expect(await storedLeads()).toBe(1);
    const [row] = await db.query<{ payload: Record<string, unknown> }>("select payload from leads");
    expect(JSON.stringify(row?.payload)).not.toContain("fc_hp");
  });
});
