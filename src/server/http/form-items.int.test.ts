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
const formItems = [
  { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", options: ["Morning", "Evening"], required: true },
  { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION", forms: ["enquiry"] },
];

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  await db.db.insert(sites).values([
    { slug: "item-motors", name: "Item Motors", template: "franchise", theme, settings: { forms: { formItems } } },
    { slug: "plain-motors", name: "Plain Motors", template: "franchise", theme },
  ]);
  invalidateSites();
});

afterAll(async () => {
  await closeProcessDatabase();
});

const lead = { kind: "enquiry", firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "A used HiLux under $40,000" };
const send = (slug: string, body: unknown) =>
  leadsRoute(new Request(`http://${slug}.localhost/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ host: `${slug}.localhost` }),
  });
const storedLeads = async () => db.query<{ payload: Record<string, unknown> }>("select payload from leads order by id");

describe("issue 38: form items with name, label and type, CUSTOM included, which a dealer's form can add (POST /api/leads)", () => {
  it("refuses, naming the item, an answer the CUSTOM item does not list, a required item unanswered, and an item the site's form does not ask; stores nothing", async () => {
    for (const [body, field] of [
      [{ ...lead, formItems: { "Contact time": "Midnight" } }, "formItems.Contact time"],
      [{ ...lead, formItems: { "Extended warranty": true } }, "formItems.Contact time"],
      [{ ...lead, formItems: { "Contact time": "Morning", "Trade-in value": "$5k" } }, "formItems.Trade-in value"],
    ] as const) {
      const answer = await send("item-motors", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const other = await send("plain-motors", { ...lead, formItems: { "Contact time": "Morning" } });
    expect(other.status).toBe(400);
    expect(await storedLeads()).toEqual([]);
  });

  it("stores the answers with the lead, each with its name, label, type and value", async () => {
    const answer = await send("item-motors", { ...lead, formItems: { "Contact time": "Evening", "Extended warranty": true } });
    expect(answer.status).toBe(201);
    const [row] = await storedLeads();
    expect(row?.payload.form_items).toEqual([
      { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", value: "Evening" },
      { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION", value: "Yes" },
    ]);
    expect(row?.payload.additional_services).toEqual(["Tell me about extended warranty"]);
  });
});
