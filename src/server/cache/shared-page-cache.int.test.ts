import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";
import { PageCache } from "./page-cache";
import { redisPageStore, type SharedPageStore } from "./shared-page-cache";

/**
 * Two platform instances sharing their pages through Redis (TEST_REDIS_URL, else the one on 127.0.0.1:6379 that the
 * test machine runs), each with its own in-process cache, in front of a stand-in for Next that counts its renders; and
 * an instance whose Redis cannot be reached, which serves as if it had none.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `forecourt-test:${randomBytes(6).toString("hex")}`;

interface Instance {
  cache: PageCache;
  shared: SharedPageStore;
  server: http.Server;
  port: number;
  renders: string[];
}
const instances: Instance[] = [];
let price = 1000;

async function start(url: string): Promise<Instance> {
  const cache = new PageCache({ maxBytes: 4 * 1024 * 1024, ttlMs: 60_000 });
  const shared = redisPageStore(url, prefix);
  const renders: string[] = [];
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<p data-price>${price}</p>`);
  };
  const server = http.createServer(
    platformRequestListener(serve, { trustedProxyHops: 0, siteOfHost: async () => 1, directHandler: () => null, pageCache: { cache, cdnSeconds: 30, shared } }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const instance = { cache, shared, server, port: (server.address() as AddressInfo).port, renders };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  await start(REDIS_URL);
  await start(REDIS_URL);
  // Both connected (a look-up answers null until then).
  for (let i = 0; i < 200 && (await Promise.all(instances.map((x) => x.shared.lookup(1, "probe")))).includes(null); i++) await new Promise((r) => setTimeout(r, 10));
});

afterAll(async () => {
  for (const instance of instances) {
    instance.server.closeAllConnections();
    await new Promise((resolve) => instance.server.close(resolve));
    await instance.shared.close();
  }
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

function get(instance: Instance, path: string) {
  return new Promise<{ cache: string | undefined; status: number; body: string }>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: instance.port, path, headers: { host: `coastal-toyota.localhost:${instance.port}` } }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ cache: res.headers["x-cache"] as string | undefined, status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

describe("the page cache shared through Redis", () => {
  it("serves a page one instance rendered from the other without rendering it again, and drops it for both", async () => {
    const [first, second] = instances as [Instance, Instance];
    expect((await get(first, "/cars/shared")).cache).toBe("MISS");
    await expect.poll(async () => (await get(first, "/cars/shared")).cache).toBe("HIT");
    // The second instance never rendered it: its first answer comes from Redis.
    await expect.poll(async () => (await get(second, "/cars/shared")).cache).toBe("HIT");
    expect(second.renders).toEqual([]);

    // A change: each instance hears it (the stock-change listener) and drops the site's pages, in Redis first.
    price = 2000;
    await first.shared.invalidate([1]);
    first.cache.invalidate([1]);
    await second.shared.invalidate([1]);
    second.cache.invalidate([1]);
    const after = await get(second, "/cars/shared");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain(">2000<");
    expect(second.renders).toEqual(["/cars/shared"]);
    await expect.poll(async () => (await get(first, "/cars/shared")).body).toContain(">2000<");
  });

  it("serves, uncached by Redis, when Redis cannot be reached", async () => {
    const unreachable = await start("redis://127.0.0.1:1");
    expect((await get(unreachable, "/cars/alone")).status).toBe(200);
    await expect.poll(async () => (await get(unreachable, "/cars/alone")).cache).toBe("HIT");
    expect(unreachable.renders.length).toBeGreaterThan(0);
  });
});
