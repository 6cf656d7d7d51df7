import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { invalidateSites } from "@/server/sites/site-resolver";
import { freshTestDatabase } from "@/test/test-database";
import { readPdf, wordsInOrder } from "@/test/pdf-text";
import { GET as historyReport } from "@/app/(sites)/s/[host]/cars/[slug]/history-report/route";
import PrintPage from "@/app/(sites)/s/[host]/print/page";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { resolveSite } from "@/server/sites/site-resolver";
import { vehiclePdf } from "./vehicle-pdf";
import { vehiclePrintModel } from "./vehicle-print";
import { siteScope } from "@/server/data/scope";

let db: DatabaseHandle;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;
type Car = { id: number; slug: string; host: string };
let car: Car;

/** 5,000 characters of comments in paragraphs, ending with a sentence found nowhere else. */
const LAST_SENTENCE = "Ask for Priya about the towbar fitted last week.";
function longComments(): string {
  const sentence = "Serviced on time at the dealership, with new tyres all round and a fresh windscreen. ";
  let text = "";
  while (text.length < 5_000 - LAST_SENTENCE.length - 3) text += text.length % 700 < 90 && text ? `| ${sentence}` : sentence;
  return `${text.slice(0, 5_000 - LAST_SENTENCE.length - 1).trimEnd()} ${LAST_SENTENCE}`.padEnd(5_000, ".");
}

async function setComments(id: number, comments: string): Promise<void> {
  await db.db.update(vehicles).set({ dealerComments: comments }).where(eq(vehicles.id, id));
}

/** The car PDF as the route makes it (the route itself reads the request's headers, which only Next provides). */
async function pdfOf({ host, slug }: Car): Promise<Uint8Array> {
  const site = await resolveSite(host);
  const found = site && (await findSiteVehicleBySlug(siteScope(site), slug));
  if (!site || !found) throw new Error("the car is not on its site");
  return vehiclePdf(site, found, `http://${host}/cars/${slug}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vehicle-pdf-"));
  process.env.DATA_DIR = dataDir;
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 11, referenceDate: new Date(), vehicles: 300 });
  setProcessDatabase(db);
  invalidateSites();
  const [row] = await db.query<{ id: number; slug: string; site: string }>(
    `select v.id, v.slug, s.slug as site from vehicles v
       join site_dealerships sd on sd.dealership_id = v.dealership_id join sites s on s.id = sd.site_id
      where v.status = 'in_stock' and v.show_on_dealer_website and v.media->'images'->0->>'url' like '/media/gen/%'
      order by v.id limit 1`,
  );
  if (!row) throw new Error("no in-stock car with a picture in the seeded stock");
  car = { id: Number(row.id), slug: row.slug, host: `${row.site}.localhost` };
});

afterAll(async () => {
  await closeProcessDatabase();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

describe("the car PDF", () => {
  it("flows 5,000 characters of dealer comments onto further pages instead of dropping them", async () => {
    const comments = longComments();
    expect(comments).toHaveLength(5_000);
    await setComments(car.id, comments);
    const pdf = await readPdf(await pdfOf(car));
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.text).toContain("Dealer Comments");
    expect(pdf.text).toContain(LAST_SENTENCE);
    // Every word of the comments is somewhere in the PDF, in order.
    const words = comments.replace(/\|/g, " ").split(/\s+/).filter(Boolean);
    expect(wordsInOrder(pdf.text, words)).toBe(true);
    expect(pdf.pages.at(-1)).toContain(LAST_SENTENCE);
    // Each page ends with the dealer's contact line and the car's address.
    for (const page of pdf.pages) expect(page).toContain(`http://${car.host}/cars/${car.slug}`);
  });

  it("keeps the car's picture as a JPEG", async () => {
    await setComments(car.id, "One owner.");
    const pdf = await readPdf(await pdfOf(car));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.jpegs).toEqual([{ width: 600, height: 400 }]);
  });

  it("writes text outside Windows-1252 without failing: curly quotes kept, emoji and CJK replaced", async () => {
    await setComments(car.id, "“Immaculate” – the owner’s words 🚗👍. Łódź delivery, 東京 import, ½ tank, naïve café, Ωmega.");
    const pdf = await readPdf(await pdfOf(car));
    expect(pdf.text).toContain("“Immaculate” – the owner’s words");
    expect(pdf.text).toContain("Lódz delivery");
    expect(pdf.text).toContain("½ tank, naïve café");
    expect(pdf.text).not.toMatch(/[\u{1F000}-\u{1FFFF}東京Ω]/u);
  });
});

/** The print view's text as a shopper reads it. */
async function printViewText({ host, slug }: Car): Promise<string> {
  const page = await PrintPage({ params: Promise.resolve({ host }), searchParams: Promise.resolve({ car_id: slug }) });
  return renderToString(page)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("the print view and the PDF", () => {
  it("show the same print model: price line (with '/wk' on a subscription site), facts, comments and contact", async () => {
    const siteSlug = car.host.replace(/\.localhost$/, "");
    const [before] = await db.db.select({ settings: sites.settings }).from(sites).where(eq(sites.slug, siteSlug));
    await db.db.update(sites).set({ settings: sql`jsonb_set(${sites.settings}, '{features}', coalesce(${sites.settings}->'features', '{}'::jsonb) || '{"subscription": true}'::jsonb)` }).where(eq(sites.slug, siteSlug));
    await db.db.update(vehicles).set({ subscriptionPrice: 189, dealerComments: "Low kilometres.|Two keys." }).where(eq(vehicles.id, car.id));
    invalidateSites();
    try {
      const site = await resolveSite(car.host);
      const found = site && (await findSiteVehicleBySlug(siteScope(site), car.slug));
      if (!site || !found) throw new Error("the car is not on its site");
      const model = await vehiclePrintModel(site, found);
      expect(model.price).toEqual({ text: "$189 /wk", priceType: null });

      const print = await printViewText(car);
      const pdf = (await readPdf(await pdfOf(car))).text;
      for (const shown of [print, pdf]) {
        expect(shown).toContain(model.title);
        expect(shown).toContain("$189 /wk");
        for (const { label, value } of model.details) expect(shown).toContain(`${label} ${value}`);
        expect(shown).toContain("Dealer Comments Low kilometres. Two keys.");
        for (const part of model.contact) expect(shown).toContain(part);
      }
    } finally {
      await db.db.update(sites).set({ settings: before?.settings }).where(eq(sites.slug, siteSlug));
      await db.db.update(vehicles).set({ subscriptionPrice: null }).where(eq(vehicles.id, car.id));
      invalidateSites();
    }
  });
});

describe("the demo history report", () => {
  it("is a one-page PDF naming the car", async () => {
    const [row] = await db.query<{ slug: string; site: string; year: number; make: string }>(
      `select v.slug, s.slug as site, v.year, v.make from vehicles v
         join site_dealerships sd on sd.dealership_id = v.dealership_id join sites s on s.id = sd.site_id
        where v.history_report->>'url' = '/cars/' || v.slug || '/history-report' and v.show_on_dealer_website order by v.id limit 1`,
    );
    if (!row) throw new Error("no car with a demo history report");
    const host = `${row.site}.localhost`;
    const response = await historyReport(new Request(`http://${host}/cars/${row.slug}/history-report`), { params: Promise.resolve({ host, slug: row.slug }) });
    expect(response.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain("SAMPLE REPORT");
    expect(pdf.text).toContain(`${row.year} ${row.make}`);
    expect(pdf.title).toContain("Vehicle History Report");
  });
});
