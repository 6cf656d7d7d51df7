import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { GET as googleFeed } from "@/app/(sites)/s/[host]/feeds/google-vehicle-listings.xml/route";
import { GET as metaFeed } from "@/app/(sites)/s/[host]/feeds/meta-vehicle-catalogue.csv/route";
import { GOOGLE_VEHICLE_FEED_FIELDS, META_VEHICLE_FEED_FIELDS } from "@/domain/vehicle/ad-feeds";
import { seededDemo } from "@/test/seeded-demo";

const demo = seededDemo({ seed: 11, vehicles: 300 });
const get = (route: typeof googleFeed, host: string) => route(new Request(`http://${host}/feed`), { params: Promise.resolve({ host }) });

/** The demo's cars a feed must list for a site: its dealerships' cars for sale now, shown on the website, not reserved, with a price and a picture. */
async function forSale(slug: string) {
  return demo.db.query<{ id: number; stocknum: string; price: number; offer_price: number | null }>(
    `select v.id, v.stocknum, v.price, v.offer_price from vehicles v join site_dealerships sd on sd.dealership_id = v.dealership_id join sites s on s.id = sd.site_id
     where s.slug = $1 and v.status = 'in_stock' and v.show_on_dealer_website and not v.reserved and (v.price > 10 or coalesce(v.offer_price, 0) > 0)
       and (jsonb_array_length(v.media -> 'images') > 0 or v.primary_image_url is not null) order by v.id`,
    [slug],
  );
}

describe("the feeds a site sends to Google and Meta", () => {
  it("Google's vehicle listings: one item per car for sale, each with exactly Google's required fields, on the site's own origin", async () => {
    const answer = await get(googleFeed, "coastal-toyota.localhost");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/xml");
    const xml = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(await answer.text()) as { rss: { channel: { item: Array<Record<string, unknown>> | Record<string, unknown> } } };
    const items = [xml.rss.channel.item].flat();
    const expected = await forSale("coastal-toyota");
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => Number(i["g:id"]))).toEqual(expected.map((c) => c.id));
    for (const item of items) {
      expect(Object.keys(item)).toEqual(GOOGLE_VEHICLE_FEED_FIELDS.map((f) => `g:${f}`));
      expect(String(item["g:link"])).toMatch(/^http:\/\/coastal-toyota\.localhost(:\d+)?\/cars\//);
      expect(String(item["g:image_link"])).toMatch(/^https?:\/\//);
      expect(String(item["g:price"])).toMatch(/^\d+\.00 AUD$/);
      expect(String(item["g:mileage"])).toMatch(/^\d+ km$/);
      expect(["new", "used"]).toContain(item["g:condition"]);
    }
    // The price the page shows: the offer price when there is one.
    const offered = expected.find((c) => c.offer_price !== null && c.offer_price > 0);
    if (offered) expect(items.find((i) => Number(i["g:id"]) === offered.id)?.["g:price"]).toBe(`${offered.offer_price}.00 AUD`);
  });

  it("Meta's automotive catalogue: its columns as the header, one row per car for sale, with the location's address and position", async () => {
    const answer = await get(metaFeed, "southern-cross-ford.localhost");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const [header, ...rows] = parse(await answer.text()) as string[][];
    expect(header).toEqual([...META_VEHICLE_FEED_FIELDS]);
    expect(rows.map((r) => Number(r[0]))).toEqual((await forSale("southern-cross-ford")).map((c) => c.id));
    const column = (name: (typeof META_VEHICLE_FEED_FIELDS)[number]) => header!.indexOf(name);
    for (const row of rows) {
      expect(row[column("state_of_vehicle")]).toMatch(/^(NEW|USED)$/);
      expect(row[column("mileage.unit")]).toBe("KM");
      expect(row[column("address.country")]).toBe("AU");
      expect(row[column("address.region")]).toBe("VIC");
      expect(Number(row[column("latitude")])).toBeLessThan(0);
      expect(row[column("price")]).toMatch(/^\d+ AUD$/);
    }
  });

  it("lists no car of another site's dealerships, and no sold car", async () => {
    const coastal = new Set((await forSale("coastal-toyota")).map((c) => c.id));
    const [header, ...rows] = parse(await (await get(metaFeed, "southern-cross-ford.localhost")).text()) as string[][];
    expect(header?.[0]).toBe("vehicle_id");
    expect(rows.filter((r) => coastal.has(Number(r[0])))).toEqual([]);
    const sold = await demo.db.query<{ id: number }>("select id from vehicles where status = 'sold'");
    const listed = new Set(rows.map((r) => Number(r[0])));
    expect(sold.filter((s) => listed.has(s.id))).toEqual([]);
    expect((await get(googleFeed, "no-such-site.localhost")).status).toBe(404);
  });
});
