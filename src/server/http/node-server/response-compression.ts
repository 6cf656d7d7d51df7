import "server-only";
import type http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import { writtenChunk } from "@/server/http/written-chunk";

/** Brotli's quality for a response compressed as it is sent: smaller than gzip's, in less time. */
export const STREAMED_BROTLI_QUALITY = 4;
/**
 * Brotli's window, as a power of two: 256 KB, more than a page. The default (4 MB) is memory each response's compressor
 * takes and fills anew: at that window Brotli cost a search page 4-5 ms of CPU, at this one about 1 ms, as gzip.
 */
export const STREAMED_BROTLI_WINDOW = 18;

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW } },
}) as unknown as Middleware;

type Flushable = http.ServerResponse & { flush?: () => void };
type Callback = (error?: Error | null) => void;

/**
 * Compresses what Next sends (`compress: false` in next.config.ts hands the job here): Brotli for a browser that takes
 * it, else gzip, through the `compression` middleware, which skips pictures, small bodies and encoded responses.
 *
 * Next writes a page as a few dozen chunks and flushes the compressor after each, so that a streamed part reaches the
 * browser at once. Each write and each flush is a trip to zlib's thread: a search page cost more than twice its
 * compression in one piece. Here what Next writes in one turn of the event loop goes to the compressor as one piece,
 * with one flush, at the end of the turn; a part that streams later still goes out in the turn it is written.
 */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  compress(req, res, () => {});
  const out = res as Flushable;
  const write = out.write.bind(out) as (chunk: Buffer) => boolean;
  const end = out.end.bind(out) as (chunk?: Buffer) => http.ServerResponse;
  const flush = out.flush?.bind(out);
  let pending: Buffer[] = [];
  let callbacks: Callback[] = [];
  let flushAsked = false;
  let scheduled = false;
  let ok = true;

  const sendPending = () => {
    if (pending.length === 0) return;
    if (res.destroyed) {
      // The client went away: nothing more to send, and the writers are not kept waiting.
      pending = [];
      for (const callback of callbacks.splice(0)) callback();
      return;
    }
    const body = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const done = callbacks;
    pending = [];
    callbacks = [];
    ok = write(body);
    // Next waits for 'drain' when a write says false (the `compression` middleware hands it the compressor's).
    if (!ok) res.once("drain", () => (ok = true));
    for (const callback of done) callback();
  };
  const turnEnds = () => {
    scheduled = false;
    sendPending();
    if (flushAsked) {
      flushAsked = false;
      flush?.();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turnEnds);
  };

  out.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (res.writableEnded) return false;
    if (!res.headersSent) res.writeHead(res.statusCode);
    const piece = writtenChunk(chunk, encoding);
    if (piece) pending.push(piece);
    const cb = typeof encoding === "function" ? encoding : callback;
    if (typeof cb === "function") callbacks.push(cb as Callback);
    schedule();
    return ok;
  }) as typeof out.write;
  out.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const piece = typeof chunk === "function" ? null : writtenChunk(chunk, encoding);
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function") as Callback | undefined;
    if (piece) pending.push(piece);
    flushAsked = false;
    // Everything goes to the compressor with the end: one piece, no flush of its own.
    const last = pending.length === 0 ? undefined : pending.length === 1 ? pending[0] : Buffer.concat(pending);
    const done = callbacks;
    pending = [];
    callbacks = [];
    end(last);
    for (const waiting of done) waiting();
    if (cb) res.once("finish", () => cb());
    return res;
  }) as typeof out.end;
  if (flush) {
    out.flush = () => {
      flushAsked = true;
      schedule();
    };
  }
}
