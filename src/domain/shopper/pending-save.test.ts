import { describe, expect, it } from "vitest";
import { parsePendingSave, PENDING_SAVE_TTL_MS, pendingSaveToFinish } from "./pending-save";

const now = 1_800_000_000_000;
const on = (ids: number[]) => new Set(ids);

describe("pendingSaveToFinish: Save → sign-in → back finishes the save", () => {
  it("saves the asked-for car once the shopper is back signed in", () => {
    expect(pendingSaveToFinish({ carId: 7, at: now - 60_000 }, { now, signedIn: true, saved: on([]), carsOnPage: on([7, 8]) })).toEqual({ finish: 7, keep: false });
  });
  it("keeps it while the shopper is not signed in yet, or on a page without the car", () => {
    expect(pendingSaveToFinish({ carId: 7, at: now }, { now, signedIn: false, saved: on([]), carsOnPage: on([7]) })).toEqual({ finish: null, keep: true });
    expect(pendingSaveToFinish({ carId: 7, at: now }, { now, signedIn: true, saved: on([]), carsOnPage: on([8]) })).toEqual({ finish: null, keep: true });
  });
  it("drops it when the car is saved already or the wait is over", () => {
    expect(pendingSaveToFinish({ carId: 7, at: now }, { now, signedIn: true, saved: on([7]), carsOnPage: on([7]) })).toEqual({ finish: null, keep: false });
    expect(pendingSaveToFinish({ carId: 7, at: now - PENDING_SAVE_TTL_MS - 1 }, { now, signedIn: true, saved: on([]), carsOnPage: on([7]) })).toEqual({ finish: null, keep: false });
    expect(pendingSaveToFinish(null, { now, signedIn: true, saved: on([]), carsOnPage: on([7]) })).toEqual({ finish: null, keep: false });
  });
  it("reads only a well-formed stored save", () => {
    expect(parsePendingSave(JSON.stringify({ carId: 7, at: now }))).toEqual({ carId: 7, at: now });
    for (const bad of [null, "", "{", "[]", JSON.stringify({ carId: "7", at: now }), JSON.stringify({ carId: -1, at: now }), JSON.stringify({ carId: 7 })]) expect(parsePendingSave(bad)).toBeNull();
  });
});
