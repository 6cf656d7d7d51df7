import { describe, expect, it } from "vitest";
import { bulkOfferLine, checkOfferPeriod, offerEndValues, offerPriceFromChange, offerStartValues, offerStep, periodsOverlap, OFFER_START_GRACE_MS } from "./stock-offers";

const MELBOURNE = "Australia/Melbourne";
const PERTH = "Australia/Perth";

describe("offerPriceFromChange", () => {
  it("is the bulk change's price (5% off $23,990 is $22,790; $500 off is $23,490)", () => {
    expect(offerPriceFromChange(23_990, null, { by: "percent", amount: -5 })).toBe(22_790);
    expect(offerPriceFromChange(23_990, null, { by: "dollars", amount: -500 })).toBe(23_490);
  });

  it("is no offer for a car with no price, a change that does not lower it, or one no lower than the car's own offer", () => {
    expect(offerPriceFromChange(0, null, { by: "percent", amount: -5 })).toBeNull();
    expect(offerPriceFromChange(23_990, null, { by: "percent", amount: 5 })).toBeNull();
    expect(offerPriceFromChange(23_990, 22_000, { by: "percent", amount: -5 })).toBeNull();
    expect(offerPriceFromChange(23_990, 22_790, { by: "percent", amount: -5 })).toBeNull();
    expect(offerPriceFromChange(23_990, 23_000, { by: "percent", amount: -5 })).toBe(22_790);
    // $400 off a $300 car is $0: no offer.
    expect(offerPriceFromChange(300, null, { by: "dollars", amount: -400 })).toBeNull();
  });
});

describe("checkOfferPeriod", () => {
  // 2026-12-02 05:00 UTC is 16:00 in Melbourne (daylight saving, UTC+11) and 13:00 in Perth (UTC+8).
  const now = new Date("2026-12-02T05:00:00Z");

  it("reads the dates as the dealership's local wall clock", () => {
    const melbourne = checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "2026-12-12T17:00" }, MELBOURNE, now);
    expect(melbourne).toEqual({ ok: true, startsAt: new Date("2026-12-04T22:00:00Z"), endsAt: new Date("2026-12-12T06:00:00Z") });
    const perth = checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "2026-12-12T17:00" }, PERTH, now);
    expect(perth).toEqual({ ok: true, startsAt: new Date("2026-12-05T01:00:00Z"), endsAt: new Date("2026-12-12T09:00:00Z") });
  });

  it("lets the offer start now (a start a few minutes ago is now), never earlier", () => {
    expect(checkOfferPeriod({ startsAt: "2026-12-02T16:00", endsAt: "2026-12-03T16:00" }, MELBOURNE, now)).toMatchObject({ ok: true, startsAt: now });
    expect(checkOfferPeriod({ startsAt: "2026-12-02T15:55", endsAt: "2026-12-03T16:00" }, MELBOURNE, now)).toMatchObject({ ok: true, startsAt: now });
    expect(OFFER_START_GRACE_MS).toBe(600_000);
    expect(checkOfferPeriod({ startsAt: "2026-12-02T15:49", endsAt: "2026-12-03T16:00" }, MELBOURNE, now)).toEqual({ ok: false, field: "startsAt", message: "The start must be now or later" });
  });

  it("wants an end after the start, at most 366 days on, and real dates", () => {
    expect(checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "2026-12-05T09:00" }, MELBOURNE, now)).toMatchObject({ ok: false, field: "endsAt", message: "The end must be after the start" });
    expect(checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "2026-12-04T09:00" }, MELBOURNE, now)).toMatchObject({ ok: false, field: "endsAt" });
    expect(checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "2027-12-07T09:00" }, MELBOURNE, now)).toMatchObject({ ok: false, field: "endsAt", message: "The end must be at most 366 days after the start" });
    expect(checkOfferPeriod({ startsAt: "2026-02-30T09:00", endsAt: "2026-12-07T09:00" }, MELBOURNE, now)).toMatchObject({ ok: false, field: "startsAt" });
    expect(checkOfferPeriod({ startsAt: "2026-12-05T09:00", endsAt: "soon" }, MELBOURNE, now)).toMatchObject({ ok: false, field: "endsAt" });
  });
});

describe("periodsOverlap", () => {
  const p = (a: string, b: string) => ({ startsAt: new Date(a), endsAt: new Date(b) });
  it("shares a moment, the end not counted", () => {
    expect(periodsOverlap(p("2026-12-01", "2026-12-05"), p("2026-12-04", "2026-12-09"))).toBe(true);
    expect(periodsOverlap(p("2026-12-01", "2026-12-05"), p("2026-12-02", "2026-12-03"))).toBe(true);
    expect(periodsOverlap(p("2026-12-01", "2026-12-05"), p("2026-12-05", "2026-12-09"))).toBe(false);
  });
});

describe("offerStep", () => {
  const offer = { startsAt: new Date("2026-12-05T00:00Z"), endsAt: new Date("2026-12-12T00:00Z"), appliedAt: null, endedAt: null };
  it("starts a due offer, ends a running one that is over, expires one never started, leaves the rest", () => {
    expect(offerStep(offer, new Date("2026-12-04T23:59Z"))).toBeNull();
    expect(offerStep(offer, new Date("2026-12-05T00:00Z"))).toBe("start");
    expect(offerStep(offer, new Date("2026-12-12T00:00Z"))).toBe("expire");
    const running = { ...offer, appliedAt: new Date("2026-12-05T00:01Z") };
    expect(offerStep(running, new Date("2026-12-11T23:59Z"))).toBeNull();
    expect(offerStep(running, new Date("2026-12-12T00:00Z"))).toBe("end");
    expect(offerStep({ ...running, endedAt: new Date("2026-12-12T00:01Z") }, new Date("2026-12-13T00:00Z"))).toBeNull();
  });
});

describe("offerStartValues and offerEndValues", () => {
  it("starts only under the price and under the car's own offer, keeping the offer it had", () => {
    expect(offerStartValues({ price: 23_990, offerPrice: null }, 22_790)).toEqual({ start: true, previousOfferPrice: null });
    expect(offerStartValues({ price: 23_990, offerPrice: 23_500 }, 22_790)).toEqual({ start: true, previousOfferPrice: 23_500 });
    expect(offerStartValues({ price: 23_990, offerPrice: 22_000 }, 22_790)).toEqual({ start: false });
    expect(offerStartValues({ price: 22_000, offerPrice: null }, 22_790)).toEqual({ start: false });
  });

  it("restores the previous offer while the car shows the offer's price; a dealer's edit since wins", () => {
    const offer = { offerPrice: 22_790, previousOfferPrice: 23_500 };
    expect(offerEndValues({ price: 23_990, offerPrice: 22_790 }, offer)).toEqual({ restore: true, offerPrice: 23_500 });
    expect(offerEndValues({ price: 23_990, offerPrice: 22_790 }, { ...offer, previousOfferPrice: null })).toEqual({ restore: true, offerPrice: null });
    // The price was cut to $23,000 during the offer: the old $23,500 offer is no offer any more.
    expect(offerEndValues({ price: 23_000, offerPrice: 22_790 }, offer)).toEqual({ restore: true, offerPrice: null });
    expect(offerEndValues({ price: 23_990, offerPrice: 21_990 }, offer)).toEqual({ restore: false });
    expect(offerEndValues({ price: 23_990, offerPrice: null }, offer)).toEqual({ restore: false });
  });
});

describe("bulkOfferLine", () => {
  const car = { price: 23_990, offerPrice: null, status: "in_stock", showOnWebsite: true } as const;
  it("sets the offer price, never the price; another offer in the period leaves the car alone", () => {
    expect(bulkOfferLine(car, { by: "percent", amount: -5 }, false)).toEqual({ before: car, after: { ...car, offerPrice: 22_790 }, changed: ["offerPrice"] });
    expect(bulkOfferLine(car, { by: "percent", amount: -5 }, true)).toEqual({ before: car, after: car, changed: [] });
    expect(bulkOfferLine({ ...car, offerPrice: 21_000 }, { by: "percent", amount: -5 }, false).changed).toEqual([]);
  });
});
