import "server-only";
import { Redis } from "ioredis";
import { logger } from "@/server/logger";
import type { StoredPage } from "./page-cache";

/**
 * The page cache's shared second level, with REDIS_URL: processes keep each page they render in Redis too, so a page
 * another process rendered is a hit here (after a look-up there) rather than a render. Without REDIS_URL nothing of
 * this runs and each process keeps its own pages.
 *
 * Keys carry the site's generation, a counter in Redis: dropping a site's pages is one INCR, after which every
 * process asks for keys no one wrote (the old pages expire with their TTL; Redis's own `maxmemory` with an LRU policy
 * bounds it). A process reads the generation before it renders and writes under that one, so a page rendered before
 * a change is never found after it.
 *
 * When Redis cannot be reached each call gives up at once (not connected, or a 250 ms command timeout): the page is
 * served from this process's cache or rendered, never a 500; the loss and the return are logged once each.
 */
export interface SharedPageStore {
  /** The site's generation now and the page kept under it, if any. */
  lookup(siteId: number, key: string): Promise<{ generation: string; page: StoredPage | null } | null>;
  /** Keeps a page rendered under `generation`, for `ttlMs`. */
  put(siteId: number, generation: string, key: string, page: StoredPage, ttlMs: number): Promise<void>;
  /** Drops the pages of these sites (every site's with none named) for every process. */
  invalidate(siteIds?: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

export function redisPageStore(url: string, prefix = "forecourt:pages"): SharedPageStore {
  // The offline queue only carries the connection's own handshake: every call here first checks the connection is ready.
  const redis = new Redis(url, { maxRetriesPerRequest: 0, connectTimeout: 1_000, commandTimeout: 250 });
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, "page cache: Redis unreachable; each process keeps its own pages until it is back");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    logger.info("page cache: Redis reachable again; pages are shared");
  });
  const generationKey = (siteId: number) => `${prefix}:gen:${siteId}`;
  const allKey = `${prefix}:gen:all`;
  const pageKey = (generation: string, key: string) => `${prefix}:page:${generation}:${key}`;
  const guard = async <T>(work: () => Promise<T>): Promise<T | null> => {
    if (redis.status !== "ready") return null;
    try {
      return await work();
    } catch (error) {
      if (!down) logger.warn({ err: error }, "page cache: a Redis call failed; served without it");
      return null;
    }
  };
  return {
    lookup: (siteId, key) =>
      guard(async () => {
        const [all, site] = await redis.mget(allKey, generationKey(siteId));
        const generation = `${all ?? 0}.${site ?? 0}`;
        const bytes = await redis.getBuffer(pageKey(`${siteId}:${generation}`, key));
        return { generation, page: bytes ? decodePage(bytes) : null };
      }),
    put: async (siteId, generation, key, page, ttlMs) => {
      await guard(() => redis.set(pageKey(`${siteId}:${generation}`, key), encodePage(page), "PX", ttlMs));
    },
    invalidate: async (siteIds) => {
      await guard(async () => {
        if (siteIds === undefined) await redis.incr(allKey);
        else if (siteIds.length > 0) await siteIds.reduce((multi, id) => multi.incr(generationKey(id)), redis.multi()).exec();
      });
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

/** A page as one buffer: a 4-byte length, its headers, site and status (when not 200) as JSON, then the gzip and brotli bodies. */
export function encodePage(page: StoredPage): Buffer {
  const meta = Buffer.from(
    JSON.stringify({ siteId: page.siteId, ...(page.status === undefined ? {} : { status: page.status }), identityHeaders: page.identityHeaders, gzip: page.variants.gzip.headers, br: page.variants.br.headers, gzipBytes: page.variants.gzip.body.length }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, page.variants.gzip.body, page.variants.br.body]);
}

export function decodePage(bytes: Buffer): StoredPage | null {
  try {
    const length = bytes.readUInt32BE(0);
    const meta = JSON.parse(bytes.subarray(4, 4 + length).toString()) as { siteId: number; status?: number; identityHeaders: string[]; gzip: string[]; br: string[]; gzipBytes: number };
    const bodies = bytes.subarray(4 + length);
    return {
      siteId: meta.siteId,
      ...(typeof meta.status === "number" ? { status: meta.status } : {}),
      identityHeaders: meta.identityHeaders,
      variants: { gzip: { headers: meta.gzip, body: Buffer.from(bodies.subarray(0, meta.gzipBytes)) }, br: { headers: meta.br, body: Buffer.from(bodies.subarray(meta.gzipBytes)) } },
    };
  } catch {
    return null;
  }
}
