import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { siteDealerships, sites, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { freshTestDatabase } from "@/test/test-database";
import { PageCache } from "@/server/cache/page-cache";
import { listenForStockChanges } from "@/server/search/stock-change-listener";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";

/**
 * A cached vehicle page shows a changed price on the next request, within a second: the database's stock-change
 * notification drops the site's cached pages. With PostgreSQL (TEST_DATABASE_URL) a second platform instance, on its
 * own connection with its own page cache and listener as another process has, sees the change too. The pages are
 * rendered by a stand-in for Next that reads the car's price from the database (the real page's rendering is the
 * end-to-end tests' subject).
 */
interface Instance {
  name: string;
  database: DatabaseHandle;
  cache: PageCache;
  server: http.Server;
  port: number;
  /** The sites each stock-change notification dropped. */
  drops: Array<readonly number[] | undefined>;
  stop: () => Promise<void>;
}

let db: DatabaseHandle;
const instances: Instance[] = [];
let carSlug = "";
let toyotaSite = 0;

async function startInstance(name: string, database: DatabaseHandle): Promise<Instance> {
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
  const drops: Instance["drops"] = [];
  const stop = await listenForStockChanges(database, (siteIds) => {
    drops.push(siteIds);
    cache.invalidate(siteIds);
  });
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const slug = decodeURIComponent((req.url ?? "").split("?")[0]!.replace(/^\/cars\//, ""));
    const [car] = await database.db.select({ price: vehicles.price }).from(vehicles).where(eq(vehicles.slug, slug));
    res.writeHead(car ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(car ? `<main><p data-price>${car.price}</p></main>` : "<p>Not found</p>");
  };
  const siteIds = new Map((await database.db.select({ id: sites.id, slug: sites.slug }).from(sites)).map((s) => [s.slug, s.id]));
  const server = http.createServer(
    platformRequestListener(serve, {
      trustedProxyHops: 0,
      siteOfHost: async (host) => siteIds.get(host.replace(/\.localhost(:\d+)?$/, "")) ?? null,
      directHandler: () => null,
      pageCache: { cache, cdnSeconds: 30 },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { name, database, cache, server, port: (server.address() as AddressInfo).port, drops, stop };
}

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 7, referenceDate: new Date(), vehicles: 60 });
  const [toyota] = await db.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "coastal-toyota"));
  toyotaSite = toyota!.id;
  const [link] = await db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, toyotaSite)).limit(1);
  const [car] = await db.db.select({ slug: vehicles.slug }).from(vehicles).where(eq(vehicles.dealershipId, link!.id)).limit(1);
  carSlug = car!.slug;
  instances.push(await startInstance("first", db));
  if (process.env.TEST_DATABASE_URL) instances.push(await startInstance("second", await openDatabase({ url: process.env.TEST_DATABASE_URL, maxConnections: 2 })));
});

afterAll(async () => {
  for (const instance of instances) {
    instance.server.closeAllConnections();
    await new Promise((resolve) => instance.server.close(resolve));
    await instance.stop();
    if (instance.database !== db) await instance.database.close();
  }
  await db.close();
});

function page(instance: Instance, path: string) {
  return new Promise<{ cache: string | undefined; price: number }>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: instance.port, path, headers: { host: `coastal-toyota.localhost:${instance.port}` } }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ cache: res.headers["x-cache"] as string | undefined, price: Number(/data-price>(\d+)</.exec(body)?.[1]) }));
    });
    req.on("error", reject);
  });
}

async function cachedPrice(instance: Instance, path: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const answer = await page(instance, path);
    if (answer.cache === "HIT") return answer.price;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${instance.name}: ${path} was never served from the cache`);
}

/** Polls the page until it shows `price`; fails when a second passes first. */
async function priceWithinASecond(instance: Instance, path: string, price: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if ((await page(instance, path)).price === price) return;
    if (Date.now() - started > 1000) throw new Error(`${instance.name}: ${path} did not show ${price} within a second`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("a cached vehicle page after a price change", () => {
  it("shows the new price within a second in every instance, then is cached again", async () => {
    const path = `/cars/${carSlug}`;
    const [before] = await db.db.select({ price: vehicles.price }).from(vehicles).where(eq(vehicles.slug, carSlug));
    for (const instance of instances) expect(await cachedPrice(instance, path)).toBe(before!.price);

    await db.db.update(vehicles).set({ price: sql`${vehicles.price} + 1000` }).where(eq(vehicles.slug, carSlug));
    const after = before!.price! + 1000;
    for (const instance of instances) await priceWithinASecond(instance, path, after);
    for (const instance of instances) expect(await cachedPrice(instance, path)).toBe(after);
  });

  it("keeps the pages of a site whose stock did not change", async () => {
    const [caravans] = await db.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "bayside-caravans"));
    const [other] = await db.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(sql`${vehicles.dealershipId} in (select dealership_id from site_dealerships where site_id = ${caravans!.id}) and ${vehicles.dealershipId} not in (select dealership_id from site_dealerships where site_id = ${toyotaSite})`)
      .limit(1);
    const instance = instances[0]!;
    await cachedPrice(instance, `/cars/${carSlug}`);
    instance.drops.length = 0;
    await db.db.update(vehicles).set({ price: sql`${vehicles.price} + 1` }).where(eq(vehicles.slug, other!.slug));
    await expect.poll(() => instance.drops).toEqual([[caravans!.id]]);
    expect((await page(instance, `/cars/${carSlug}`)).cache).toBe("HIT");
  });
});
