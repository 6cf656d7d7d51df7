import { EventEmitter } from "node:events";
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { collectAndMeasure, TEST_HOOK_DEALER_CONTENT_PATH, TEST_HOOK_GC_PATH, TEST_HOOK_HEADER, TEST_HOOK_SWEEP_PATH, testHooks } from "./test-hooks";

const TOKEN = "a".repeat(40);

function fakeRequest(init: { method?: string; url?: string; address?: string; secret?: string; body?: string }) {
  const req = Object.assign(new EventEmitter(), {
    method: init.method ?? "POST",
    url: init.url ?? TEST_HOOK_SWEEP_PATH,
    headers: init.secret === undefined ? {} : { [TEST_HOOK_HEADER]: init.secret },
    socket: { remoteAddress: init.address ?? "127.0.0.1" },
  });
  let resolve: (value: { status: number; body: string }) => void = () => {};
  const answered = new Promise<{ status: number; body: string }>((r) => (resolve = r));
  let status = 0;
  const res = {
    writeHead(code: number) {
      status = code;
      return res;
    },
    end(body: string) {
      resolve({ status, body });
    },
  };
  const send = () => {
    req.emit("data", Buffer.from(init.body ?? ""));
    req.emit("end");
  };
  return { req: req as unknown as http.IncomingMessage, res: res as unknown as http.ServerResponse, send, answered };
}

describe("the end-to-end tests' sweep hook", () => {
  const swept: Date[] = [];
  const hook = testHooks(TOKEN, async (now) => {
    swept.push(now);
    return { expired: 1 };
  })!;

  it("does not exist without TEST_HOOKS_TOKEN (nor does any other hook: gc, dealer content)", () => {
    expect(testHooks(undefined, async () => ({}))).toBeUndefined();
    expect(testHooks(undefined, async () => ({}), async () => ({ status: 201, body: {} }))).toBeUndefined();
  });
  it("leaves every request without the secret, from another address, or to another path to the platform", () => {
    for (const init of [{}, { secret: "b".repeat(40) }, { secret: TOKEN.slice(1) }, { secret: TOKEN, address: "10.0.0.7" }, { secret: TOKEN, url: "/api/leads" }, { secret: TOKEN, method: "GET" }]) {
      const { req, res } = fakeRequest(init);
      expect(hook(req, res), JSON.stringify(init)).toBe(false);
    }
    expect(swept).toEqual([]);
  });
  it("runs the sweep at the moment it is given, for this machine with the secret", async () => {
    const { req, res, send, answered } = fakeRequest({ secret: TOKEN, address: "::1", body: JSON.stringify({ now: "2026-11-27T03:30:01.000Z" }) });
    expect(hook(req, res)).toBe(true);
    send();
    expect(await answered).toEqual({ status: 200, body: JSON.stringify({ expired: 1 }) });
    expect(swept).toEqual([new Date("2026-11-27T03:30:01.000Z")]);
    const bad = fakeRequest({ secret: TOKEN, body: "{\"now\":\"soon\"}" });
    expect(hook(bad.req, bad.res)).toBe(true);
    bad.send();
    expect((await bad.answered).status).toBe(400);
  });
});

describe("the end-to-end tests' dealer content hook", () => {
  const bodies: unknown[] = [];
  const content = async (body: unknown) => {
    bodies.push(body);
    return { status: 201, body: { offerIds: [1] } };
  };
  const hook = testHooks(TOKEN, async () => ({}), content)!;

  it("exists only with the secret, from this machine, and only when the platform gives it content to store", () => {
    for (const init of [{ url: TEST_HOOK_DEALER_CONTENT_PATH }, { url: TEST_HOOK_DEALER_CONTENT_PATH, secret: TOKEN, address: "10.0.0.7" }, { url: TEST_HOOK_DEALER_CONTENT_PATH, secret: TOKEN, method: "GET" }]) {
      const { req, res } = fakeRequest(init);
      expect(hook(req, res), JSON.stringify(init)).toBe(false);
    }
    const withoutContent = testHooks(TOKEN, async () => ({}))!;
    const { req, res } = fakeRequest({ url: TEST_HOOK_DEALER_CONTENT_PATH, secret: TOKEN });
    expect(withoutContent(req, res)).toBe(false);
    expect(bodies).toEqual([]);
  });

  it("hands the JSON body over and answers what it did; a body that is not JSON is a 400", async () => {
    const { req, res, send, answered } = fakeRequest({ url: TEST_HOOK_DEALER_CONTENT_PATH, secret: TOKEN, body: JSON.stringify({ site: "coastal-toyota" }) });
    expect(hook(req, res)).toBe(true);
    send();
    expect(await answered).toEqual({ status: 201, body: JSON.stringify({ offerIds: [1] }) });
    expect(bodies).toEqual([{ site: "coastal-toyota" }]);
    const bad = fakeRequest({ url: TEST_HOOK_DEALER_CONTENT_PATH, secret: TOKEN, body: "<xml/>" });
    expect(hook(bad.req, bad.res)).toBe(true);
    bad.send();
    expect((await bad.answered).status).toBe(400);
  });
});

describe("the load benchmark's garbage collection hook", () => {
  const hook = testHooks(TOKEN, async () => ({}))!;

  it("is refused without the secret, with a wrong one, from another address, and to GET", () => {
    for (const init of [{ url: TEST_HOOK_GC_PATH }, { url: TEST_HOOK_GC_PATH, secret: "b".repeat(40) }, { url: TEST_HOOK_GC_PATH, secret: TOKEN, address: "10.0.0.7" }, { url: TEST_HOOK_GC_PATH, secret: TOKEN, method: "GET" }]) {
      const { req, res } = fakeRequest(init);
      expect(hook(req, res), JSON.stringify(init)).toBe(false);
    }
  });

  it("answers this process's memory, in bytes, for this machine with the secret", async () => {
    const { req, res, send, answered } = fakeRequest({ url: TEST_HOOK_GC_PATH, secret: TOKEN });
    expect(hook(req, res)).toBe(true);
    send();
    const { status, body } = await answered;
    expect(status).toBe(200);
    const figures = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(figures).sort()).toEqual(["arrayBuffers", "collected", "external", "heapTotal", "heapUsed", "rss"]);
    expect(figures["rss"]).toBeGreaterThan(1024 * 1024);
    expect(figures["heapUsed"]).toBeGreaterThan(0);
    expect(figures["collected"]).toBe(typeof (globalThis as { gc?: unknown }).gc === "function");
  });

  it("runs the collection when node exposes one, and says when it could not", () => {
    let collections = 0;
    expect(collectAndMeasure(() => collections++).collected).toBe(true);
    expect(collections).toBe(1);
    expect(collectAndMeasure(null).collected).toBe(false);
    expect(collections).toBe(1);
  });
});
