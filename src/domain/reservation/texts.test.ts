import { describe, expect, it } from "vitest";
import { declineMessage, formatHoldTime, holdConfirmation, reservationStatusText } from "./texts";

describe("reservation texts", () => {
  it("say when the 48 hour hold ends on the dealership's clock, daylight saving included", () => {
    const paid = new Date("2026-11-25T03:30:00Z");
    const ends = new Date(paid.getTime() + 48 * 3_600_000);
    expect(formatHoldTime(ends, "Australia/Brisbane")).toBe("Friday 27 November, 1:30 pm AEST");
    expect(formatHoldTime(ends, "Australia/Sydney")).toBe("Friday 27 November, 2:30 pm AEDT");
    expect(formatHoldTime(new Date("2026-07-01T14:05:00Z"), "Australia/Perth")).toBe("Wednesday 1 July, 10:05 pm AWST");
    expect(formatHoldTime(new Date("2026-07-01T14:00:00Z"), "Australia/Brisbane")).toBe("Thursday 2 July, 12:00 am AEST");
  });
  it("confirm the hold with the deposit and the refund promise", () => {
    expect(holdConfirmation({ title: "2021 Toyota Corolla Ascent Sport", depositText: "$200", endsAt: new Date("2026-11-27T03:30:00Z"), timeZone: "Australia/Brisbane" })).toBe(
      "The 2021 Toyota Corolla Ascent Sport is reserved for you until Friday 27 November, 1:30 pm AEST. Your $200 deposit is 100% refundable.",
    );
  });
  it("word each state on the shopper's reservations page", () => {
    const input = { endsAt: new Date("2026-11-27T03:30:00Z"), timeZone: "Australia/Brisbane", depositText: "$500" };
    expect(reservationStatusText("held", input)).toBe("Reserved for you until Friday 27 November, 1:30 pm AEST.");
    expect(reservationStatusText("expired", input)).toBe("The hold ended; your $500 deposit is refunded.");
    expect(reservationStatusText("confirmed", input)).toBe("Confirmed by the dealer: the car is yours to collect.");
  });
  it("say a declined card charged nothing and reserved nothing", () => {
    expect(declineMessage("card_declined")).toBe("Your card was declined. Nothing was charged and the car is not reserved. Try another card.");
    expect(declineMessage("insufficient_funds")).toContain("insufficient funds. Nothing was charged");
    expect(declineMessage("anything else")).toContain("Your card was declined.");
  });
});
