import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { leads, sites } from "@/server/db/schema";
import type { SiteTheme } from "@/server/db/json-types";
import { freshTestDatabase } from "@/test/test-database";
import { recordLead, type LeadInput } from "./leads";

let db: DatabaseHandle;
let siteA: number;
let siteB: number;

const theme: SiteTheme = {
  primary: "#1d4ed8",
  primaryForeground: "#ffffff",
  accent: "#facc15",
  accentForeground: "#111827",
  header: "#0b1f2a",
  headerForeground: "#ffffff",
  logoUrl: null,
  radius: 0.5,
};

const lead: LeadInput = {
  category: "General Enquiry",
  subcategory: "Find me something similar",
  firstName: "Jo",
  lastName: "Citizen",
  email: "jo@example.com.au",
  phone: "+61412345678",
  postcode: null,
  message: "A used HiLux under $40,000",
  payload: { searchPath: "/search/used-cars?make=Toyota" },
};

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  const rows = await db.db
    .insert(sites)
    .values([
      { slug: "site-a", name: "Site A", template: "franchise", theme },
      { slug: "site-b", name: "Site B", template: "directory", theme },
    ])
    .returning({ id: sites.id });
  siteA = rows[0]?.id ?? 0;
  siteB = rows[1]?.id ?? 0;
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("recordLead", () => {
  it("stores the lead against the site it was given, column by column, and answers its id", async () => {
    const { id } = await recordLead(siteA, lead);
    expect(id).toBeGreaterThan(0);
    const [row] = await db.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      siteId: siteA,
      category: "General Enquiry",
      subcategory: "Find me something similar",
      firstName: "Jo",
      lastName: "Citizen",
      email: "jo@example.com.au",
      phone: "+61412345678",
      postcode: null,
      message: "A used HiLux under $40,000",
      payload: { searchPath: "/search/used-cars?make=Toyota" },
      // Left to the table's defaults: the form cannot set these.
      dealershipId: null,
      locationId: null,
      vehicleId: null,
      optIn: true,
      source: "Website",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps each site's leads apart", async () => {
    const { id } = await recordLead(siteB, { ...lead, email: "b@example.com", postcode: "4000" });
    const bLeads = await db.db.select().from(leads).where(eq(leads.siteId, siteB));
    expect(bLeads.map((l) => [l.id, l.email, l.postcode])).toEqual([[id, "b@example.com", "4000"]]);
    const aLeads = await db.db.select().from(leads).where(eq(leads.siteId, siteA));
    expect(aLeads.every((l) => l.email === "jo@example.com.au")).toBe(true);
  });

  it("throws when the database refuses the row (the route answers 503)", async () => {
    await expect(recordLead(999_999, lead)).rejects.toThrow();
  });
});
