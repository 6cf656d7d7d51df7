import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { compressResponse, STREAMED_BROTLI_QUALITY, STREAMED_BROTLI_WINDOW } from "./response-compression";

/**
 * The platform's compression of what Next sends, in front of a stand-in for Next that writes as Next does: many
 * chunks, each followed by `res.flush()`.
 */
type Flushable = http.ServerResponse & { flush?: () => void };

const LIST = Array.from({ length: 400 }, (_, i) => `<li><a href="/cars/car-${i}">Car ${i}</a> <span>$${(20_000 + i * 37).toLocaleString("en-AU")}</span></li>`);
const PAGE = `<html><body><ul>${LIST.join("")}</ul></body></html>`;
/** The large response: 128 pieces of 64 KB, each one letter, a to z in turn (so a lost or repeated piece shows). */
const LARGE_PIECES = 128;
const largePiece = (i: number) => Buffer.alloc(64 * 1024, String.fromCharCode(97 + (i % 26)));
let partOneSeen: () => void = () => {};

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res: Flushable) => {
    compressResponse(req, res);
    const send = (part: string) => {
      const ok = res.write(part);
      res.flush?.();
      return ok;
    };
    if (req.url === "/page") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      send("<html><body><ul>");
      for (const item of LIST) send(item);
      send("</ul></body>");
      res.end("</html>");
      return;
    }
    if (req.url === "/streamed") {
      // The second part waits until the client has read the first (or 5 s): a first part held back fails the test.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      send(`<html><body><p>part one</p>${"<!-- padding -->".repeat(100)}`);
      const seen = new Promise<void>((resolve) => (partOneSeen = resolve));
      void Promise.race([seen, new Promise((r) => setTimeout(r, 5_000))]).then(() => res.end("<p>part two</p></body></html>"));
      return;
    }
    if (req.url === "/large") {
      // 8 MB in 64 KB pieces, waiting for 'drain' whenever a write says so, as Next does.
      res.writeHead(200, { "content-type": "text/plain" });
      let next = 0;
      const more = () => {
        while (next < LARGE_PIECES) {
          const piece = largePiece(next);
          next += 1;
          if (!send(piece.toString())) return void res.once("drain", more);
        }
        res.end();
      };
      more();
      return;
    }
    if (req.url === "/picture") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(Buffer.alloc(4096, 7));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compressing what Next sends", () => {
  it("sends Brotli to a browser that takes it, gzip to one that takes only gzip, and the page as it is to the rest", async () => {
    const br = await get("/page", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);

    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);

    const plain = await get("/page", null);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("compresses a page written in hundreds of flushed chunks about as small as the page in one piece", async () => {
    const onePiece = zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW } }).length;
    const br = await get("/page", "br");
    // A flush after each of the 400 chunks would add bytes to each: the page would be several times larger.
    expect(br.body.length).toBeLessThan(onePiece * 1.2);
    const gzip = await get("/page", "gzip");
    expect(gzip.body.length).toBeLessThan(zlib.gzipSync(PAGE).length * 1.2);
  });

  it("still sends a part written in a later turn as soon as it is written, before the page ends", async () => {
    const decoded = await new Promise<{ firstPartBeforeEnd: boolean; text: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/streamed", headers: { "accept-encoding": "br" } }, (res) => {
          expect(res.headers["content-encoding"]).toBe("br");
          const decoder = zlib.createBrotliDecompress();
          let text = "";
          let firstPartBeforeEnd = false;
          let ended = false;
          res.on("end", () => (ended = true));
          decoder.on("data", (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes("part one") && !text.includes("part two")) {
              firstPartBeforeEnd = !ended;
              partOneSeen();
            }
          });
          decoder.on("end", () => resolve({ firstPartBeforeEnd, text }));
          res.pipe(decoder);
        })
        .on("error", reject);
    });
    expect(decoded.firstPartBeforeEnd).toBe(true);
    expect(decoded.text).toContain("<p>part two</p></body></html>");
  });

  it("keeps to the client's pace on a large response, and loses nothing", async () => {
    const large = await get("/large", "gzip");
    const body = zlib.gunzipSync(large.body);
    expect(body.length).toBe(LARGE_PIECES * 64 * 1024);
    expect(body.equals(Buffer.concat(Array.from({ length: LARGE_PIECES }, (_, i) => largePiece(i))))).toBe(true);
  });

  it("leaves pictures as they are", async () => {
    const picture = await get("/picture", "gzip, br");
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.body.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it("survives a client that goes away in the middle of a page", async () => {
    await new Promise<void>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/large", headers: { "accept-encoding": "br" } }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
    });
    const after = await get("/page", "br");
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(PAGE);
  });
});
