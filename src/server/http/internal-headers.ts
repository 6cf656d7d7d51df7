import "server-only";
/** Response headers Next.js sets for its own use that must not reach the visitor (the internal /s/{host}/... path). */
export const INTERNAL_RESPONSE_HEADERS: ReadonlySet<string> = new Set(["x-middleware-rewrite"]);
