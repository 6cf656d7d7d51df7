import "server-only";
import type http from "node:http";
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseWatch } from "@/server/db/unavailable";
import { unavailableAnswer } from "./front-door";

/** Headers of the failed answer that do not describe the 503 written in its place. */
const DROPPED = ["content-type", "content-length", "content-encoding", "transfer-encoding", "etag", "last-modified", "cache-control", "vary", "x-cache"];

/**
 * Turns the 5xx of a request whose handling found the database unreachable (`watch`, set by the pool:
 * src/server/db/unavailable.ts) into the platform's 503 with Retry-After (front-door.ts unavailableAnswer: the one
 * error shape on an API path, a short page elsewhere), whoever made the 5xx: Next's 500 page for a page whose render
 * threw, Next's empty 500 for a route handler that did not catch. A route's own 503 is kept as it is, given a
 * Retry-After if it has none. Installed last, over every other
 * wrapper of the response (the page cache's, the compressor's, the final head's), so what it writes goes through
 * them as the failed answer would have; nothing of the failed answer is sent after it. A response whose head already
 * went out (an error inside a part streamed after the 200) is left as it is.
 */
export function answerUnavailableInstead(res: http.ServerResponse, watch: DatabaseWatch, pathname: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  let replaced = false;
  const replace = (status: number): boolean => {
    if (replaced) return true;
    if (res.headersSent || !watch.unavailable || status < 500 || status === 503) return false;
    replaced = true;
    const answer = unavailableAnswer(pathname);
    for (const name of DROPPED) res.removeHeader(name);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader("content-length", Buffer.byteLength(answer.body));
    res.statusCode = answer.status;
    writeHead(answer.status);
    end(answer.body);
    return true;
  };
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (replace(status)) return res;
    // A route's own 503 keeps its words (the form's "please try again", the health check's body), with a Retry-After.
    if (status === 503 && watch.unavailable && !res.hasHeader("retry-after") && !hasRetryAfter(args)) res.setHeader("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((...args: unknown[]) => {
    if (replace(res.statusCode)) {
      const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) queueMicrotask(callback);
      return true;
    }
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (replace(res.statusCode)) {
      const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) res.once("finish", () => callback());
      return res;
    }
    return end(...args);
  }) as typeof res.end;
}

/** Whether writeHead's own headers (an object, or a flat or paired list) name a Retry-After. */
function hasRetryAfter(args: unknown[]): boolean {
  const headers = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null);
  if (!headers) return false;
  if (Array.isArray(headers)) return (headers.flat() as unknown[]).some((item, i) => i % 2 === 0 && String(item).toLowerCase() === "retry-after");
  return Object.keys(headers).some((name) => name.toLowerCase() === "retry-after");
}
