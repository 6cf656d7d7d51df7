import "server-only";
import type http from "node:http";

/**
 * Holds a request's body as it arrives, up to `maxBytes`, and hands it on only once it is whole: then the request goes
 * on (`whole`) with its body readable as it came, as if nothing had stood in between. A body that passes `maxBytes`
 * is dropped at once and the server stops reading the connection (`tooLarge` answers; the connection closes after
 * the answer): never more than about `maxBytes` of it is held or read, however it is sent (a declared length, chunks
 * that never end).
 *
 * Why here: Next's proxy (src/proxy.ts) copies every request body into memory, up to its `proxyClientMaxBodySize`
 * (10 MB by default), before the route's own limit of a few KB is reached; and the route sees only what the proxy
 * copied. The request listener runs when the request's head has been parsed and before any of its body has been
 * handed to the request, so holding it starts with the first byte.
 *
 * How: node:http's parser hands an IncomingMessage each piece of its body with `push` (the producer's side of a
 * Readable stream), and stops reading the socket when `push` answers false; so this stands in for the request's `push`
 * until the body is whole (`push(null)`) or too large. Must be called from the request listener itself, before it
 * awaits anything.
 */
export function holdBody(req: http.IncomingMessage, maxBytes: number, whole: () => void, tooLarge: () => void): void {
  if (req.complete) {
    // Already parsed whole (nothing of it can have been held): only its size is left to check.
    if (req.readableLength > maxBytes) tooLarge();
    else whole();
    return;
  }
  const push = req.push.bind(req);
  const chunks: Buffer[] = [];
  let length = 0;
  let refused = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      delete (req as { push?: unknown }).push;
      for (const held of chunks) push(held);
      chunks.length = 0;
      push(null);
      if (!refused) whole();
      return false;
    }
    // Past the limit: what the parser still hands over (the rest of what it had read) is dropped.
    if (refused) return false;
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    length += bytes.byteLength;
    if (length > maxBytes) {
      refused = true;
      chunks.length = 0;
      tooLarge();
      // The parser stops reading the connection: the rest is never read.
      return false;
    }
    chunks.push(bytes);
    return true;
  };
}
