import { describe, expect, it } from "vitest";
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem, luhnValid, TEST_CARDS, testCardOf, testCardOfPaymentMethod, testPaymentMethod } from "./test-cards";

describe("the test processor's cards", () => {
  it("are real-looking card numbers (Luhn), one outcome each, told apart by their last four digits", () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number.replace(/ /g, "")), card.number).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.number.slice(-4))).size).toBe(TEST_CARDS.length);
    expect(TEST_CARDS.map((c) => c.outcome)).toEqual(["succeed", "succeed", "decline", "insufficient-funds", "processing-error"]);
  });
  it("become a token naming only the brand and the last four digits, which the processor reads back", () => {
    const visa = testCardOf("4242-4242-4242-4242")!;
    expect(testPaymentMethod(visa)).toBe("pm_test_visa_4242");
    expect(testPaymentMethod(visa)).not.toContain("424242");
    expect(testCardOfPaymentMethod("pm_test_visa_0002")?.outcome).toBe("decline");
    expect(testCardOfPaymentMethod("pm_test_mastercard_4444")?.outcome).toBe("succeed");
    for (const token of ["pm_test_visa_1234", "pm_test_amex_4242", "pm_live_visa_4242", "pm_test_visa_4242 ", "constructor"]) expect(testCardOfPaymentMethod(token), token).toBeNull();
  });
  it("check a typed card as a card form does", () => {
    expect(cardNumberProblem("4242 4242 4242 4242")).toBeNull();
    expect(cardNumberProblem("4242 4242 4242 4241")).toBe("Please enter a valid card number");
    expect(cardNumberProblem("hello")).toBe("Please enter a valid card number");
    expect(testCardOf("4111 1111 1111 1111")).toBeNull();
    const now = new Date("2026-11-25T00:00:00Z");
    expect(cardExpiryProblem("11/26", now)).toBeNull();
    expect(cardExpiryProblem("12 / 2030", now)).toBeNull();
    expect(cardExpiryProblem("10/26", now)).toBe("Please enter the expiry date as MM/YY, in the future");
    expect(cardExpiryProblem("13/27", now)).not.toBeNull();
    expect(cardCvcProblem("123")).toBeNull();
    expect(cardCvcProblem("12")).toBe("Please enter the 3 or 4 digit security code");
  });
});
