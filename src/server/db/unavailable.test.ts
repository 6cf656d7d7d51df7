import net from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, noteDatabaseError, watchingDatabase, type DatabaseWatch } from "./unavailable";

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The error node-postgres really gives for `connect` to `host`:`port`. */
async function connectError(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  return client.connect().then(
    () => client.end().then(() => null),
    (error: unknown) => error,
  );
}

describe("isDatabaseUnavailable", () => {
  it("says yes to what node-postgres throws when nothing listens, on an address and on localhost's two", async () => {
    const port = await closedPort();
    const refused = await connectError(`postgresql://nobody@127.0.0.1:${port}/none`);
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // localhost may be ::1 and 127.0.0.1 both: node's AggregateError holds one refusal each.
    expect(isDatabaseUnavailable(await connectError(`postgresql://nobody@localhost:${port}/none`))).toBe(true);
  });

  it("says yes to a server that hangs up or never answers the startup", async () => {
    const hangUp = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const dropped = await connectError(`postgresql://nobody@127.0.0.1:${(hangUp.address() as AddressInfo).port}/none`);
      expect(isDatabaseUnavailable(dropped)).toBe(true);
      const timedOut = await connectError(`postgresql://nobody@127.0.0.1:${(silent.address() as AddressInfo).port}/none`);
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
    } finally {
      silent.close();
      hangUp.close();
    }
  });

  it("says yes to PostgreSQL shutting down or starting up, and out of connections, however deep drizzle wraps it", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300"]) {
      const driver = Object.assign(new Error("terminating connection due to administrator command"), { code });
      expect(isDatabaseUnavailable(new Error("Failed query: select 1\nparams: ", { cause: driver }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("says no to a query's own failure, and to what is not an error", () => {
    for (const code of ["23505", "42P01", "40001", "22P02"]) expect(isDatabaseUnavailable(Object.assign(new Error("query failed"), { code }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: select nope", { cause: new Error('relation "nope" does not exist') }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("noteDatabaseError", () => {
  it("marks the request it was called for, after awaits, and no other", async () => {
    const a: DatabaseWatch = { unavailable: false };
    const b: DatabaseWatch = { unavailable: false };
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    await Promise.all([
      watchingDatabase(a, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        Promise.reject(refused).catch(noteDatabaseError);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
      watchingDatabase(b, async () => {
        noteDatabaseError(Object.assign(new Error("duplicate key"), { code: "23505" }));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }),
    ]);
    expect(a.unavailable).toBe(true);
    expect(b.unavailable).toBe(false);
    // Outside a request it does nothing (and does not throw).
    expect(() => noteDatabaseError(refused)).not.toThrow();
  });
});
