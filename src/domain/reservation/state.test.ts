import { describe, expect, it } from "vitest";
import { ACTIVE_RESERVATION_STATES, claimEndsAt, holdEndsAt, holdsCar, nextReservationState, refundOwed, RESERVATION_EVENTS, RESERVATION_STATES, reservationTransition } from "./state";

describe("a reservation's states", () => {
  it("pending → held when paid, then confirmed by the dealer, or expired when the hold ends, or refunded when cancelled", () => {
    expect(nextReservationState("pending", "paid")).toBe("held");
    expect(nextReservationState("held", "dealer-confirmed")).toBe("confirmed");
    expect(nextReservationState("held", "hold-elapsed")).toBe("expired");
    expect(nextReservationState("held", "cancelled")).toBe("refunded");
  });
  it("a declined or abandoned payment fails; a payment for a car someone took meanwhile is refunded", () => {
    expect(nextReservationState("pending", "declined")).toBe("failed");
    expect(nextReservationState("pending", "abandoned")).toBe("failed");
    expect(nextReservationState("pending", "lost-car")).toBe("refunded");
  });
  it("an abandoned claim the processor had charged after all becomes refunded when the sweep gives its intent up", () => {
    expect(nextReservationState("failed", "lapsed-charge-refunded")).toBe("refunded");
    expect(nextReservationState("pending", "lapsed-charge-refunded")).toBeNull();
    expect(reservationTransition("lapsed-charge-refunded")).toEqual({ from: ["failed"], to: "refunded" });
  });
  it("refuses every other move: a confirmed hold never expires, an ended one is never confirmed or paid twice", () => {
    expect(nextReservationState("confirmed", "hold-elapsed")).toBeNull();
    expect(nextReservationState("expired", "dealer-confirmed")).toBeNull();
    expect(nextReservationState("held", "paid")).toBeNull();
    expect(nextReservationState("pending", "dealer-confirmed")).toBeNull();
    expect(nextReservationState("failed", "paid")).toBeNull();
    const moves = RESERVATION_STATES.flatMap((state) => RESERVATION_EVENTS.map((event) => nextReservationState(state, event))).filter((to) => to !== null);
    expect(moves).toHaveLength(8);
    for (const final of ["confirmed", "expired", "refunded"] as const) for (const event of RESERVATION_EVENTS) expect(nextReservationState(final, event)).toBeNull();
    expect(RESERVATION_EVENTS.filter((event) => nextReservationState("failed", event) !== null)).toEqual(["lapsed-charge-refunded"]);
  });
  it("names each event's one transition for the queries that apply it", () => {
    expect(reservationTransition("hold-elapsed")).toEqual({ from: ["held"], to: "expired" });
    expect(reservationTransition("paid")).toEqual({ from: ["pending"], to: "held" });
  });
  it("only held and confirmed mark the car reserved; pending, held and confirmed keep a second reservation out", () => {
    expect(RESERVATION_STATES.filter(holdsCar)).toEqual(["held", "confirmed"]);
    expect(ACTIVE_RESERVATION_STATES).toEqual(["pending", "held", "confirmed"]);
    expect(RESERVATION_STATES.filter(refundOwed)).toEqual(["expired", "refunded"]);
  });
  it("holds for checkout.holdHours (48 by default); a payment claim lasts 10 minutes", () => {
    const paid = new Date("2026-11-25T03:30:00Z");
    expect(holdEndsAt(paid, 48).toISOString()).toBe("2026-11-27T03:30:00.000Z");
    expect(holdEndsAt(paid, 72).toISOString()).toBe("2026-11-28T03:30:00.000Z");
    expect(claimEndsAt(paid).toISOString()).toBe("2026-11-25T03:40:00.000Z");
  });
});
