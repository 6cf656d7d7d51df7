import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { acceptsBrotli, staticBrotli } from "./static-brotli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-brotli-"));
const script = `${"console.log('a page script');\n".repeat(400)}`;
fs.mkdirSync(path.join(dir, "chunks"), { recursive: true });
fs.mkdirSync(path.join(dir, "media"), { recursive: true });
fs.writeFileSync(path.join(dir, "chunks", "page-1a2b.js"), script);
fs.writeFileSync(path.join(dir, "chunks", "style-9z.css"), "body{color:red}".repeat(100));
fs.writeFileSync(path.join(dir, "media", "font.woff2"), "binary");
fs.writeFileSync(path.join(os.tmpdir(), "outside-static.js"), "secret");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function request(method: string, acceptEncoding?: string) {
  const req = { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } } as unknown as http.IncomingMessage;
  const answer: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      answer.body = body;
    },
  } as unknown as http.ServerResponse;
  return { req, res, answer };
}

async function whenReady(files: ReturnType<typeof staticBrotli>, count: number) {
  for (let i = 0; i < 1000 && files.footprint().ready < count; i++) await new Promise((r) => setTimeout(r, 10));
}

describe("Next's build files in Brotli", () => {
  it("leaves the first request to Next, then answers the same bytes in Brotli, immutable, with the security headers", async () => {
    const files = staticBrotli(dir);
    expect(files.footprint()).toMatchObject({ files: 2, ready: 0 });
    const first = request("GET", "gzip, deflate, br");
    expect(files.serve(first.req, first.res, "/_next/static/chunks/page-1a2b.js")).toBe(false);
    await whenReady(files, 1);

    const second = request("GET", "gzip, deflate, br");
    expect(files.serve(second.req, second.res, "/_next/static/chunks/page-1a2b.js")).toBe(true);
    expect(second.answer.status).toBe(200);
    expect(second.answer.headers).toMatchObject({
      "Content-Type": "application/javascript; charset=UTF-8",
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    });
    expect(zlib.brotliDecompressSync(second.answer.body!).toString()).toBe(script);
    expect(second.answer.body!.length).toBeLessThan(zlib.gzipSync(script).length);
    expect(second.answer.headers!["Content-Length"]).toBe(String(second.answer.body!.length));

    const head = request("HEAD", "br");
    expect(files.serve(head.req, head.res, "/_next/static/chunks/page-1a2b.js")).toBe(true);
    expect(head.answer.body).toBeUndefined();
  });

  it("leaves to Next a browser without Brotli, other methods, other files, and any path that is not exactly a build file's", async () => {
    const files = staticBrotli(dir);
    const warm = request("GET", "br");
    files.serve(warm.req, warm.res, "/_next/static/chunks/page-1a2b.js");
    await whenReady(files, 1);
    const cases: Array<[string, string | undefined, string]> = [
      ["GET", "gzip, deflate", "/_next/static/chunks/page-1a2b.js"],
      ["GET", undefined, "/_next/static/chunks/page-1a2b.js"],
      ["GET", "br;q=0, gzip", "/_next/static/chunks/page-1a2b.js"],
      ["POST", "br", "/_next/static/chunks/page-1a2b.js"],
      ["GET", "br", "/_next/static/media/font.woff2"],
      ["GET", "br", "/_next/static/chunks/../../outside-static.js"],
      ["GET", "br", "/_next/static/chunks/page-1a2b.js/"],
      ["GET", "br", "/_next/static/chunks/PAGE-1A2B.js"],
      ["GET", "br", "/_next/static/chunks/constructor"],
      ["GET", "br", "/_next/static/chunks/page-1a2b.js\u0000"],
    ];
    for (const [method, encoding, pathname] of cases) {
      const { req, res } = request(method, encoding);
      expect(files.serve(req, res, pathname), `${method} ${encoding} ${pathname}`).toBe(false);
    }
  });

  it("compresses one file at a time, in the order they were asked for, so zlib's pool keeps threads for Next's reads", async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const files = staticBrotli(dir, {
      compress: async (raw) => {
        started.push(raw.length);
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return zlib.brotliCompressSync(raw);
      },
    });
    for (const file of ["/_next/static/chunks/style-9z.css", "/_next/static/chunks/page-1a2b.js"]) {
      const { req, res } = request("GET", "br");
      expect(files.serve(req, res, file)).toBe(false);
    }
    expect(files.footprint()).toMatchObject({ compressing: 2, ready: 0 });
    await whenReady(files, 2);
    expect(files.footprint()).toMatchObject({ compressing: 0, ready: 2 });
    expect(most).toBe(1);
    expect(started).toEqual([1500, script.length]);
    // Asked again once it is ready, a file is served, not compressed again.
    const again = request("GET", "br");
    expect(files.serve(again.req, again.res, "/_next/static/chunks/style-9z.css")).toBe(true);
    expect(started).toHaveLength(2);
  });

  it("keeps no more compressed bytes than its bound", async () => {
    const files = staticBrotli(dir, { maxBytes: 10 });
    const { req, res } = request("GET", "br");
    files.serve(req, res, "/_next/static/chunks/page-1a2b.js");
    expect(files.footprint().compressing).toBe(1);
    for (let i = 0; i < 1000 && files.footprint().compressing > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(files.footprint()).toMatchObject({ ready: 0, compressing: 0, bytes: 0 });
  });

  it("reads Accept-Encoding as browsers send it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("*")).toBe(true);
    expect(acceptsBrotli("gzip, *;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
  });
});
