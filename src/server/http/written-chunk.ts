import "server-only";

/**
 * What a writer handed `res.write` / `res.end` as bytes (a string in its encoding, utf8 by default; any Uint8Array
 * viewed, not copied), or null for nothing to send (no chunk, an empty one, a callback in the chunk's place).
 */
export function writtenChunk(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return chunk.length === 0 ? null : Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return chunk.byteLength === 0 ? null : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}
