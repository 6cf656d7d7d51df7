/**
 * The headers every response of the platform carries, whoever answers it: Next.js (next.config.ts `headers()`) or
 * the platform's HTTP server itself (src/server/http/node-server/direct-routes.ts, and the front door's refusals, 413s, 429s and
 * CONNECT's 405: front-door.ts, platform-requests.ts).
 */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
];
