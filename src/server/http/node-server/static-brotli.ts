import "server-only";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { SECURITY_HEADERS } from "@/config/security-headers";
import { logger } from "@/server/logger";

const brotli = promisify(zlib.brotliCompress);

/** What is compressed: the build's scripts and styles (fonts and pictures are compressed already). */
const TYPES: ReadonlyMap<string, string> = new Map([
  [".js", "application/javascript; charset=UTF-8"],
  [".css", "text/css; charset=UTF-8"],
]);

export interface StaticBrotli {
  /** Answers a GET or HEAD of a build file in Brotli when the browser accepts it and it is ready; false to let Next answer. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean;
  /** Files known, compressed, and their compressed bytes (for tests and /api/health-like reports). */
  footprint(): { files: number; ready: number; compressing: number; bytes: number };
}

/**
 * Next's own files (`/_next/static/...`: the pages' scripts and styles) in Brotli, for browsers that accept it.
 *
 * Next compresses them with gzip on every request. Brotli at its highest quality makes a page's scripts about a sixth
 * smaller than gzip, which a phone on a slow network downloads and a shopper waits for, and costs too much CPU to run
 * per request: each file is compressed once, on its first request, off the main thread (zlib's thread pool), and kept
 * in memory; until it is ready, that request and any other meanwhile get Next's gzip. One file is compressed at a
 * time, the rest wait their turn: the pool has four threads, and Next reads these files and gzips every page on it,
 * so a page's dozen scripts compressed at once at the highest quality (0.6 s of CPU for the largest) would hold every
 * thread, and with them the very reads that answer meanwhile (on an idle machine a read waited 0.7 s behind 14 such
 * files; now 7 ms). The files are the build's: the
 * directory is listed once, and a request names one of them exactly (a Map of their URL paths) or is Next's to answer,
 * so no part of a visitor's path ever reaches the file system. Bounded by `maxBytes` of compressed output; past it,
 * further files stay with Next.
 */
export function staticBrotli(staticDir: string, options: StaticBrotliOptions = {}): StaticBrotli {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const compressor = options.compress ?? compressBest;
  const files = new Map<string, { file: string; type: string }>();
  for (const relative of listFiles(staticDir)) {
    const type = TYPES.get(path.extname(relative));
    if (type) files.set(`/_next/static/${relative.split(path.sep).join("/")}`, { file: path.join(staticDir, relative), type });
  }
  const ready = new Map<string, Buffer>();
  /** Files asked for and not ready: the one being compressed and those waiting their turn, in the order asked. */
  const pending = new Set<string>();
  const waiting: string[] = [];
  let running = false;
  let bytes = 0;

  const next = () => {
    const urlPath = waiting.shift();
    const known = urlPath === undefined ? undefined : files.get(urlPath);
    if (urlPath === undefined || !known) return;
    running = true;
    fs.promises
      .readFile(known.file)
      .then((raw) => compressor(raw))
      .then((compressed) => {
        if (bytes + compressed.length > maxBytes) return;
        bytes += compressed.length;
        ready.set(urlPath, compressed);
      })
      .catch((error: unknown) => logger.warn({ err: error, path: urlPath }, "static file not compressed; Next serves it"))
      .finally(() => {
        pending.delete(urlPath);
        running = false;
        next();
      });
  };
  const compress = (urlPath: string) => {
    pending.add(urlPath);
    waiting.push(urlPath);
    if (!running) next();
  };

  return {
    serve(req, res, pathname) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const known = files.get(pathname);
      if (!known || !acceptsBrotli(req.headers["accept-encoding"])) return false;
      const body = ready.get(pathname);
      if (!body) {
        if (!pending.has(pathname) && bytes < maxBytes) compress(pathname);
        return false;
      }
      const headers: Record<string, string> = {
        "Content-Type": known.type,
        "Content-Encoding": "br",
        "Content-Length": String(body.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept-Encoding",
      };
      for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
    footprint: () => ({ files: files.size, ready: ready.size, compressing: pending.size, bytes }),
  };
}

export interface StaticBrotliOptions {
  /** Compressed bytes kept at most (32 MB); past it, further files stay with Next. */
  maxBytes?: number;
  /** How a file is compressed (Brotli at its highest quality, on zlib's pool); tests pass their own. */
  compress?: (raw: Buffer) => Promise<Buffer>;
}

function compressBest(raw: Buffer): Promise<Buffer> {
  return brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

/** Whether an Accept-Encoding header accepts `br` (listed without `q=0`; `*` counts). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let star = false;
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === "br") return !refused;
    if (name.trim() === "*") star = !refused;
  }
  return star;
}

function listFiles(dir: string, prefix = ""): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}
