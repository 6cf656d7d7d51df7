import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import net from "node:net";
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

  it("keeps serving from each process's own cache when Redis goes away mid-run, or stops answering, and shares again when it is back", async () => {
    const redis = new URL(REDIS_URL);
    const proxy = await redisProxy(redis.hostname, Number(redis.port || 6379));
    const instance = await start(`redis://127.0.0.1:${proxy.port}`);
    const other = instances[0]!;
    await expect.poll(async () => instance.shared.lookup(1, "probe")).not.toBeNull();
    // Up: a page rendered here is found by another instance through Redis.
    expect((await get(instance, "/cars/before")).cache).toBe("MISS");
    await expect.poll(async () => (await get(other, "/cars/before")).cache).toBe("HIT");

    // Gone: every connection to it dropped, and none taken.
    await proxy.stop();
    const timings: number[] = [];
    const timed = async (path: string) => {
      const started = performance.now();
      const answer = await get(instance, path);
      timings.push(performance.now() - started);
      return answer;
    };
    const before = await timed("/cars/before");
    expect(before.status).toBe(200);
    expect(before.cache).toBe("HIT");
    const rendersBefore = instance.renders.length;
    expect((await timed("/cars/while-gone")).status).toBe(200);
    expect(instance.renders.length).toBe(rendersBefore + 1);
    await expect.poll(async () => (await timed("/cars/while-gone")).cache).toBe("HIT");
    expect(instance.renders.length).toBe(rendersBefore + 1);

    // No answer waited on Redis: it was not connected.
    expect(Math.max(...timings)).toBeLessThan(1_000);

    // Back: shared again without a restart.
    await proxy.listen();
    await expect.poll(async () => instance.shared.lookup(1, "probe"), { timeout: 15_000 }).not.toBeNull();
    expect((await get(instance, "/cars/after")).cache).toBe("MISS");
    await expect.poll(async () => (await get(other, "/cars/after")).cache).toBe("HIT");

    // Silent: still connected, but nothing comes back (a hung Redis, a network dropping packets). Each call gives up
    // at its command timeout (250 ms): the pages are this process's own, rendered once each.
    proxy.freeze();
    const silent: number[] = [];
    for (const path of ["/cars/after", "/cars/while-silent", "/cars/while-silent"]) {
      const started = performance.now();
      expect((await get(instance, path)).status).toBe(200);
      silent.push(performance.now() - started);
    }
    await expect.poll(async () => (await get(instance, "/cars/while-silent")).cache).toBe("HIT");
    expect(instance.renders.filter((r) => r === "/cars/while-silent")).toHaveLength(1);
    expect(Math.max(...silent)).toBeLessThan(1_500);
    console.log(`faults: Redis gone: slowest answer ${Math.max(...timings).toFixed(0)} ms; Redis silent: slowest ${Math.max(...silent).toFixed(0)} ms`);
    await proxy.stop();
  });
});

/** A TCP proxy to Redis that can drop every connection and take none (stop), or hold its connections silent (freeze). */
async function redisProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  const pairs: Array<[net.Socket, net.Socket]> = [];
  let server: net.Server | null = null;
  let listenPort = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(port, host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      pairs.push([client, upstream]);
    });
    await new Promise<void>((resolve) => server!.listen(listenPort, "127.0.0.1", resolve));
    listenPort = (server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return listenPort;
    },
    listen,
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async stop() {
      const closing = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      pairs.length = 0;
      await closing;
      server = null;
    },
  };
}
