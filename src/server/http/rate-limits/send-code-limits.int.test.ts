import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as sendCode } from "@/app/(sites)/s/[host]/api/auth/send-code/route";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import type { SiteTheme } from "@/server/db/json-types";
import { sites } from "@/server/db/schema";
import { invalidateSites } from "@/server/sites/site-resolver";
import { freshTestDatabase } from "@/test/test-database";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";
import { RATE_LIMITS } from "./rate-limits";

/**
 * Sign-in codes through the platform's HTTP listener and the real send-code route, on a real database, at the
 * table's numbers: the listener counts each request per address and site, the route per number and for the whole
 * platform, each once; a flood on one site is shed by address and site and never closes sign-in on another.
 */
let db: DatabaseHandle;
let server: http.Server;
let port: number;
const texts: string[] = [];
const siteIds = new Map<string, number>();
const SEND_CODE = RATE_LIMITS["send-code"];

const theme: SiteTheme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  for (const slug of ["north-motors", "south-motors"]) {
    const [row] = await db.db.insert(sites).values({ slug, name: slug, template: "franchise", theme }).returning({ id: sites.id });
    siteIds.set(slug, row!.id);
  }
  invalidateSites();
  setSmsSender({ send: async ({ to }) => void texts.push(to) });
  // Next's part, for this one route: the request as a web Request, the route's Response written back.
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const host = (req.headers.host ?? "").split(":")[0] ?? "";
    const response = await sendCode(new Request(`http://${req.headers.host}${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }), { params: Promise.resolve({ host }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  // The process's own limits and site directory, as the platform server has them.
  server = http.createServer(platformRequestListener(serve, { trustedProxyHops: 0, directHandler: () => null }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  setSmsSender(undefined);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeProcessDatabase();
});

function askCode(site: string, from: string, phone: string) {
  const host = `${site}.localhost:${port}`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/api/auth/send-code", method: "POST", localAddress: from, headers: { host, origin: `http://${host}`, "content-type": "application/json" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ phone }));
  });
}

const points = async (key: string) => Number((await db.query<{ points: number }>("select points from rate_limits where key = $1", [key]))[0]?.points ?? 0);

describe("sign-in codes under a flood", () => {
  it("six addresses hammering one site's send-code are shed by address and site; another site's sign-in still answers", async () => {
    const answers: number[] = [];
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < SEND_CODE.address.points + 3; i++) answers.push((await askCode("north-motors", `127.0.1.${a}`, `0412${String(a * 100 + i).padStart(6, "0")}`)).status);
    }
    const sent = SEND_CODE.address.points * 6;
    expect(answers.filter((s) => s === 200)).toHaveLength(sent);
    expect(answers.filter((s) => s === 429)).toHaveLength(answers.length - sent);
    expect(texts).toHaveLength(sent);
    // Every other site signs shoppers in as before.
    const other = await askCode("south-motors", "127.0.2.1", "0412999002");
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body)).toEqual({ sent: true });
    // Each code counted once against each counter: the platform's as many times as codes were sent, not twice as many.
    expect(await points("send-code:all:platform")).toBe(sent + 1);
    expect(await points(`send-code:site:${siteIds.get("north-motors")}`)).toBe(sent);
    // The flooded site is full now (sent is its limit): a new address there is refused for the site, not the platform.
    expect(sent).toBe(SEND_CODE.site.points);
    const refused = await askCode("north-motors", "127.0.1.7", "0412999001");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toContain("on this site");
  });

  it("a number's own limit is counted once per request, by the route", async () => {
    const phone = "0412888001";
    for (let i = 0; i < SEND_CODE.phone.points; i++) expect((await askCode("south-motors", `127.0.3.${i + 1}`, phone)).status).toBe(200);
    const refused = await askCode("south-motors", "127.0.3.9", phone);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.field).toBe("phone");
    expect(await points(`send-code:site:${siteIds.get("south-motors")}`)).toBe(1 + SEND_CODE.phone.points + 1);
    // The one refused for its number charged nothing of the platform's ceiling.
    expect(await points("send-code:all:platform")).toBe(SEND_CODE.address.points * 6 + 1 + SEND_CODE.phone.points);
  });
});
