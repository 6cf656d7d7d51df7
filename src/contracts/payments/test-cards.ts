/**
 * The built-in test processor's cards (src/server/adapters/test-payments.ts): documented numbers that succeed,
 * decline, or fail once and then succeed when the shopper tries again, as a card processor's test mode documents
 * them. Shared by the browser, which turns a typed card into a payment method token, and the test processor, which
 * reads the token. The token names the card's brand and last four digits only: a card number never leaves the
 * shopper's browser, so the platform can neither store nor log one.
 */

export type TestCardOutcome = "succeed" | "decline" | "insufficient-funds" | "processing-error";

export interface TestCard {
  /** The number as printed (groups of four). */
  number: string;
  brand: "Visa" | "Mastercard";
  outcome: TestCardOutcome;
  /** What the checkout page says it does. */
  does: string;
}

/** The documented test cards; each has its own last four digits. Any future expiry date and any 3-digit CVC. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242 4242 4242 4242", brand: "Visa", outcome: "succeed", does: "pays" },
  { number: "5555 5555 5555 4444", brand: "Mastercard", outcome: "succeed", does: "pays" },
  { number: "4000 0000 0000 0002", brand: "Visa", outcome: "decline", does: "is declined" },
  { number: "4000 0000 0000 9995", brand: "Visa", outcome: "insufficient-funds", does: "is declined for insufficient funds" },
  { number: "4000 0000 0000 0119", brand: "Visa", outcome: "processing-error", does: "fails once (a processing error), then pays when you try again" },
];

const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_NUMBER_MESSAGE = "Please enter a valid card number";
export const TEST_CARD_ONLY_MESSAGE = "Test mode: please use one of the test card numbers listed above";
export const CARD_EXPIRY_MESSAGE = "Please enter the expiry date as MM/YY, in the future";
export const CARD_CVC_MESSAGE = "Please enter the 3 or 4 digit security code";

/** A card number as typed: a Luhn-valid number of 12 to 19 digits (spaces and dashes allowed), else the message. */
export function cardNumberProblem(text: string): string | null {
  return luhnValid(digitsOf(text)) ? null : CARD_NUMBER_MESSAGE;
}

/** The test card a typed number is, or null. */
export function testCardOf(text: string): TestCard | null {
  const digits = digitsOf(text);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits) ?? null;
}

/** An expiry as typed ("MM/YY", "MM / YY", "MM/YYYY"): the month it ends in must not be over at `now`. */
export function cardExpiryProblem(text: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return CARD_EXPIRY_MESSAGE;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return CARD_EXPIRY_MESSAGE;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? null : CARD_EXPIRY_MESSAGE;
}

export function cardCvcProblem(text: string): string | null {
  return /^\s*\d{3,4}\s*$/.test(text) ? null : CARD_CVC_MESSAGE;
}

/** The payment method token of a test card: `pm_test_{brand}_{last 4}` (no other digit of the number). */
export function testPaymentMethod(card: TestCard): string {
  return `pm_test_${card.brand.toLowerCase()}_${digitsOf(card.number).slice(-4)}`;
}

/** The test card a token names, or null for a token of no test card. */
export function testCardOfPaymentMethod(token: string): TestCard | null {
  const match = /^pm_test_(visa|mastercard)_(\d{4})$/.exec(token);
  if (!match) return null;
  return TEST_CARDS.find((card) => card.brand.toLowerCase() === match[1] && digitsOf(card.number).endsWith(match[2]!)) ?? null;
}
