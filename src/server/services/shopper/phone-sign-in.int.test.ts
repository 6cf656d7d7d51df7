import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { removeFromWatchlist, saveToWatchlist, watchlistVehicleIds, watchlistVehicles } from "@/server/data/watchlist";
import { featuredSiteVehicles } from "@/server/data/vehicles";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { siteScope } from "@/server/data/scope";
import { freshTestDatabase } from "@/test/test-database";
import { MAX_CODE_ATTEMPTS, MAX_CODES_PER_HOUR, sendSignInCode, shopperOfToken, verifySignInCode, endSession, CODE_TTL_MS } from "./phone-sign-in";

let db: DatabaseHandle;
const sent: Array<{ to: string; body: string }> = [];
let siteIds: Record<string, number> = {};

function lastCode(): string {
  const body = sent.at(-1)?.body ?? "";
  return /^(\d{6}) /.exec(body)?.[1] ?? "";
}

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 7, referenceDate: new Date(), vehicles: 600 });
  setProcessDatabase(db);
  setSmsSender({ send: async (message) => void sent.push(message) });
  siteIds = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s.id]));
});

afterAll(async () => {
  setSmsSender(undefined);
  await closeProcessDatabase();
});

describe("phone sign-in", () => {
  it("texts a 6-digit code that signs the shopper in once", async () => {
    const phone = "+61412000001";
    expect(await sendSignInCode(phone, "Coastal Toyota")).toEqual({ ok: true });
    expect(sent.at(-1)?.to).toBe(phone);
    expect(sent.at(-1)?.body).toMatch(/^\d{6} is your Coastal Toyota sign-in code/);
    const code = lastCode();
    const signedIn = await verifySignInCode(phone, code);
    expect(signedIn.ok).toBe(true);
    assert(signedIn.ok);
    expect(await shopperOfToken(signedIn.token)).toEqual({ userId: signedIn.userId, phone });
    // A code is spent once used.
    expect(await verifySignInCode(phone, code)).toEqual({ ok: false, reason: "no_code" });
    // Signing out ends the session.
    await endSession(signedIn.token);
    expect(await shopperOfToken(signedIn.token)).toBeNull();
  });

  it("refuses a wrong code, and the right one after too many wrong tries", async () => {
    const phone = "+61412000002";
    await sendSignInCode(phone, "Site");
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) expect(await verifySignInCode(phone, wrong)).toEqual({ ok: false, reason: "wrong_code" });
    expect(await verifySignInCode(phone, wrong)).toEqual({ ok: false, reason: "too_many_attempts" });
    expect(await verifySignInCode(phone, code)).toEqual({ ok: false, reason: "too_many_attempts" });
  });

  it("compares at most five guesses of a code, however many arrive at once", async () => {
    const phone = "+61412000006";
    await sendSignInCode(phone, "Site");
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => verifySignInCode(phone, wrong)));
    // Each guess that was compared took a try: four "wrong code", the fifth told it was the last; the other fifteen
    // were refused without a comparison.
    expect(outcomes.filter((o) => !o.ok && o.reason === "wrong_code")).toHaveLength(MAX_CODE_ATTEMPTS - 1);
    expect(outcomes.filter((o) => !o.ok && o.reason === "too_many_attempts")).toHaveLength(20 - (MAX_CODE_ATTEMPTS - 1));
    const [row] = await db.query<{ attempts: number }>("select attempts from sign_in_codes where phone = $1", [phone]);
    expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
    // The right code is no use after that.
    expect(await verifySignInCode(phone, code)).toEqual({ ok: false, reason: "too_many_attempts" });
  });

  it("lets the right code through among concurrent wrong guesses only within its five tries", async () => {
    const phone = "+61412000007";
    await sendSignInCode(phone, "Site");
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = [...Array.from({ length: 19 }, () => wrong), code];
    const outcomes = await Promise.all(guesses.map((guess) => verifySignInCode(phone, guess)));
    const [row] = await db.query<{ attempts: number }>("select attempts from sign_in_codes where phone = $1", [phone]);
    expect(row?.attempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect(outcomes.filter((o) => !o.ok && o.reason === "wrong_code").length).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS - 1);
    expect(outcomes.filter((o) => o.ok).length).toBeLessThanOrEqual(1);
  });

  it("refuses an expired code", async () => {
    const phone = "+61412000003";
    const then = new Date(Date.now() - CODE_TTL_MS - 1000);
    await sendSignInCode(phone, "Site", then);
    expect(await verifySignInCode(phone, lastCode())).toEqual({ ok: false, reason: "expired" });
  });

  it("sends at most five codes an hour to one number", async () => {
    const phone = "+61412000004";
    for (let i = 0; i < MAX_CODES_PER_HOUR; i++) expect((await sendSignInCode(phone, "Site")).ok).toBe(true);
    expect(await sendSignInCode(phone, "Site")).toEqual({ ok: false, reason: "too_many_codes" });
    expect((await sendSignInCode("+61412000005", "Site")).ok).toBe(true);
  });

  it("ignores unknown or absurd tokens", async () => {
    expect(await shopperOfToken(undefined)).toBeNull();
    expect(await shopperOfToken("not-a-token")).toBeNull();
    expect(await shopperOfToken("x".repeat(5000))).toBeNull();
  });
});

describe("the watchlist", () => {
  it("saves a site's car once, keeps sites apart, and removes it", async () => {
    const phone = "+61412000010";
    await sendSignInCode(phone, "Site");
    const signedIn = await verifySignInCode(phone, lastCode());
    if (!signedIn.ok) throw new Error("sign-in failed");
    const toyota = siteScope({ id: siteIds["coastal-toyota"] ?? 0 });
    const caravans = siteScope({ id: siteIds["bayside-caravans"] ?? 0 });
    const [car] = await featuredSiteVehicles(toyota, { limit: 1, includeSoldDays: 3 });
    if (!car) throw new Error("no stock seeded");
    expect(await saveToWatchlist(toyota, signedIn.userId, car.vehicle.id)).toBe(true);
    expect(await saveToWatchlist(toyota, signedIn.userId, car.vehicle.id)).toBe(true);
    expect(await watchlistVehicleIds(toyota, signedIn.userId)).toEqual([car.vehicle.id]);
    expect((await watchlistVehicles(toyota, signedIn.userId)).map((r) => r.vehicle.id)).toEqual([car.vehicle.id]);
    // Another site neither sees the entry nor accepts a car it does not show.
    expect(await watchlistVehicleIds(caravans, signedIn.userId)).toEqual([]);
    expect(await saveToWatchlist(caravans, signedIn.userId, car.vehicle.id)).toBe(false);
    await removeFromWatchlist(toyota, signedIn.userId, car.vehicle.id);
    expect(await watchlistVehicleIds(toyota, signedIn.userId)).toEqual([]);
  });
});
