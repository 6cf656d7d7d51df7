import { describe, expect, it } from "vitest";
import { reservationTerms, reservationText } from "./reservation-text";

const defaults = { depositText: "$200", holdHours: 48, moneyBackGuaranteeUsed: false };

describe("reservationText: the Reserve Online section", () => {
  it("says the default $200 deposit, the 48 hour hold and the 100% refund", () => {
    expect(reservationText(defaults, { carType: "used", noun: "car", reservable: true })).toEqual([
      "Reserve this car with a $200 deposit and we'll hold it for you for 48 hours.",
      "Your deposit is 100% refundable.",
      "Use Reserve above to start.",
    ]);
  });
  it("adds the 48 hour money-back guarantee on pre-owned vehicles where the site promises it", () => {
    const site = { ...defaults, depositText: "$500", moneyBackGuaranteeUsed: true };
    expect(reservationText(site, { carType: "used", noun: "caravan", reservable: false })).toEqual([
      "Reserve this caravan with a $500 deposit and we'll hold it for you for 48 hours.",
      "Your deposit is 100% refundable.",
      "Pre-owned vehicles come with our 48 hour money-back guarantee.",
      "Ask the dealer how to reserve it.",
    ]);
    expect(reservationText(site, { carType: "new", noun: "caravan", reservable: true })).not.toContain("Pre-owned vehicles come with our 48 hour money-back guarantee.");
  });
  it("states the terms without the call to action on the checkout page, with the car's own deposit", () => {
    expect(reservationTerms({ ...defaults, depositText: "$1,000" }, { carType: "new", noun: "car" })).toEqual([
      "Reserve this car with a $1,000 deposit and we'll hold it for you for 48 hours.",
      "Your deposit is 100% refundable.",
    ]);
    expect(reservationTerms({ depositText: "$500", holdHours: 72, moneyBackGuaranteeUsed: true }, { carType: "used", noun: "caravan" })).toEqual([
      "Reserve this caravan with a $500 deposit and we'll hold it for you for 72 hours.",
      "Your deposit is 100% refundable.",
      "Pre-owned vehicles come with our 72 hour money-back guarantee.",
    ]);
  });
});
