import { describe, expect, it } from "vitest";
import type { DeliverableLead } from "./deliverable-lead";
import { LEAD_SMS_MAX, leadSmsText } from "./lead-sms";
import { retryDelayMs } from "./retry";

const lead: DeliverableLead = {
  id: 1,
  createdAt: new Date("2026-11-25T00:00:00Z"),
  site: { slug: "coastal-toyota", name: "Coastal Toyota", origin: "http://coastal-toyota.localhost:3000" },
  category: "General Enquiry",
  subcategory: "Instant Message",
  department: "sales",
  customer: { firstName: "Jo", lastName: null, email: null, phone: "+61412345678", postcode: null, optIn: false, preferredContactMethod: null },
  message: "Is the HiLux still available?",
  vehicle: { id: 9, title: "2021 Toyota HiLux SR5", year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", vin: null, stockNumber: "T123", condition: "used", price: 45990, odometerKm: 40000, colour: null, url: "http://coastal-toyota.localhost:3000/cars/x-9" },
  tradeIn: null,
  dealership: null,
  location: null,
  appointment: null,
  pageUrl: null,
  details: [],
};

describe("leadSmsText", () => {
  it("says who, which car, the number to reply to and the shopper's words", () => {
    expect(leadSmsText(lead)).toBe('Coastal Toyota: Jo sent a chat message about the 2021 Toyota HiLux SR5 (stock T123). Reply to 0412 345 678. "Is the HiLux still available?"');
  });
  it("is one line: a name or message typed with line breaks or other control characters cannot start a line", () => {
    const text = leadSmsText({ ...lead, customer: { ...lead.customer, firstName: "Jo\r\nBcc: evil@example.com" }, message: "Still there?\n\nBcc: x\u2028y\u0085z\tw" });
    expect(text).toBe('Coastal Toyota: Jo Bcc: evil@example.com sent a chat message about the 2021 Toyota HiLux SR5 (stock T123). Reply to 0412 345 678. "Still there? Bcc: x y z w"');
  });
  it("cuts a long message to three SMS parts", () => {
    const text = leadSmsText({ ...lead, message: "x".repeat(2000) });
    expect(text.length).toBeLessThanOrEqual(LEAD_SMS_MAX);
    expect(text.endsWith('…"')).toBe(true);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 30 s to at most an hour, within ±20 %", () => {
    expect(retryDelayMs(1, { random: () => 0.5 })).toBe(30_000);
    expect(retryDelayMs(2, { random: () => 0.5 })).toBe(60_000);
    expect(retryDelayMs(1, { random: () => 0 })).toBe(24_000);
    expect(retryDelayMs(1, { random: () => 1 })).toBe(36_000);
    expect(retryDelayMs(9, { random: () => 0.5 })).toBe(3_600_000);
    expect(retryDelayMs(20, { random: () => 1 })).toBe(4_320_000);
  });
  it("waits as long as a receiver's Retry-After asks, up to a day", () => {
    expect(retryDelayMs(1, { random: () => 0.5, retryAfterSeconds: 120 })).toBe(120_000);
    expect(retryDelayMs(1, { random: () => 0.5, retryAfterSeconds: 10 })).toBe(30_000);
    expect(retryDelayMs(1, { random: () => 0.5, retryAfterSeconds: 10 ** 9 })).toBe(86_400_000);
  });
});
