import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readJson } from "@/server/http/api-errors";
import { directHandlerOf, type DirectHandler } from "./direct-routes";
import { platformRequestListener } from "./platform-requests";
import { RequestLimits } from "@/server/http/rate-limits/rate-limits";
import { postLead } from "@/server/http/lead-route";

/** What the platform's HTTP server answers itself: the same requests as Next would hand the handler, and its answers. */
describe("direct routes", () => {
  it("POST /api/leads is answered by the lead route's own handler; nothing else is", () => {
    expect(directHandlerOf("POST", "/api/leads")).toBe(postLead);
    expect(directHandlerOf("GET", "/api/leads")).toBeNull();
    expect(directHandlerOf("POST", "/api/leads/")).toBeNull();
    expect(directHandlerOf("POST", "/api/chat-messages")).toBeNull();
    expect(directHandlerOf("POST", "/constructor")).toBeNull();
  });

  let server: http.Server;
  const keepAlive = new http.Agent({ keepAlive: true });
  let port: number;
  const seen: Array<{ host: string; url: string; forwardedFor: string | null; body: unknown }> = [];
  const nextServed: string[] = [];
  const handler: DirectHandler = async (request, host) => {
    const body = await readJson(request, 64);
    if (!body.ok) return body.response;
    seen.push({ host, url: request.url, forwardedFor: request.headers.get("x-forwarded-for"), body: body.value });
    return Response.json({ lead_id: 7 }, { status: 201, headers: { "cache-control": "no-store" } });
  };

  beforeAll(async () => {
    const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      nextServed.push(`${req.headers.host} ${req.url}`);
      res.writeHead(404);
      res.end();
    };
    const listener = platformRequestListener(serve, {
      trustedProxyHops: 0,
      // Counting is rate-limits.int.test.ts's subject: here every request is within its limits.
      limits: () => ({ take: async () => ({ ok: true as const }) }) as unknown as RequestLimits,
      siteOfHost: async () => null,
      directHandler: (method, pathname) => (method === "POST" && pathname === "/api/leads" ? handler : null),
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    keepAlive.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function post(host: string, body: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; closed: boolean }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/leads", method: "POST", agent: keepAlive, headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, "content-type": "application/json", ...headers } },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, closed: res.headers.connection === "close" }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  it("hands the handler the site's host name, the body and the connection's address, and answers with the platform's headers", async () => {
    seen.length = 0;
    const answer = await post("coastal-toyota.localhost", '{"firstName":"Jo"}', { "x-forwarded-for": "203.0.113.9" });
    expect(answer.status).toBe(201);
    expect(answer.closed).toBe(false);
    expect(JSON.parse(answer.body)).toEqual({ lead_id: 7 });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(seen).toEqual([{ host: "coastal-toyota.localhost", url: `http://coastal-toyota.localhost/api/leads`, forwardedFor: "127.0.0.1", body: { firstName: "Jo" } }]);
  });

  it("leaves a request to the platform's own host to Next, as for any path", async () => {
    nextServed.length = 0;
    const answer = await post("localhost", "{}");
    expect(answer.status).toBe(404);
    expect(nextServed).toEqual([`localhost:${port} /api/leads`]);
  });

  it("answers a body past the handler's limit 413 without reading it all, and closes the connection", async () => {
    seen.length = 0;
    const big = JSON.stringify({ message: "x".repeat(200_000) });
    const answer = await post("coastal-toyota.localhost", big, { "content-length": String(Buffer.byteLength(big)) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
    expect(answer.closed).toBe(true);
    expect(seen).toEqual([]);
  });

  it("a body that is not JSON is the handler's 400, not a failure of the server", async () => {
    const answer = await post("coastal-toyota.localhost", "{not json");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe("invalid_json");
  });
});
