import { describe, expect, it } from "vitest";
import { emailKey, isSameShopper, phoneKey } from "./contact-key";

describe("emailKey", () => {
  it("trims and lower-cases", () => {
    expect(emailKey("  Sarah.Lee@Example.COM ")).toBe("sarah.lee@example.com");
    expect(emailKey("josh+cars@bigpond.net.au")).toBe("josh+cars@bigpond.net.au");
  });

  it("gives null for empty or invalid-looking addresses", () => {
    expect(emailKey("")).toBeNull();
    expect(emailKey("   ")).toBeNull();
    expect(emailKey(null)).toBeNull();
    expect(emailKey(undefined)).toBeNull();
    expect(emailKey("sarah")).toBeNull();
    expect(emailKey("sarah@localhost")).toBeNull();
    expect(emailKey("sarah lee@example.com")).toBeNull();
    expect(emailKey("sarah@@example.com")).toBeNull();
    expect(emailKey("sarah@example.")).toBeNull();
  });
});

describe("phoneKey", () => {
  it("reads mobiles in every common form", () => {
    for (const written of ["0412 345 678", "0412345678", "0412-345-678", "+61 412 345 678", "+61412345678", "61412345678", "61 412 345 678", "+61 (0) 412 345 678"]) {
      expect(phoneKey(written), written).toBe("+61412345678");
    }
  });

  it("reads landlines in each area", () => {
    expect(phoneKey("(02) 9876 5432")).toBe("+61298765432");
    expect(phoneKey("03 9123 4567")).toBe("+61391234567");
    expect(phoneKey("(07) 3123-4567")).toBe("+61731234567");
    expect(phoneKey("08 8123 4567")).toBe("+61881234567");
    expect(phoneKey("+61 7 3123 4567")).toBe("+61731234567");
    expect(phoneKey("61731234567")).toBe("+61731234567");
  });

  it("gives null for what is not an Australian mobile or landline", () => {
    expect(phoneKey("")).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey("13 13 13")).toBeNull();
    expect(phoneKey("1300 123 456")).toBeNull();
    expect(phoneKey("1800 123 456")).toBeNull();
    expect(phoneKey("0412 345 67")).toBeNull();
    expect(phoneKey("05 1234 5678")).toBeNull();
    expect(phoneKey("+64 21 123 4567")).toBeNull();
    expect(phoneKey("+1 415 555 0100")).toBeNull();
    expect(phoneKey("call me")).toBeNull();
  });
});

describe("isSameShopper", () => {
  it("matches on the same email or the same phone, however written", () => {
    expect(isSameShopper({ email: "Sarah@Example.com", phone: null }, { email: " sarah@example.com", phone: "0400 000 000" })).toBe(true);
    expect(isSameShopper({ email: "a@example.com", phone: "0412 345 678" }, { email: "b@example.com", phone: "+61412345678" })).toBe(true);
  });

  it("does not match on missing or different details", () => {
    expect(isSameShopper({ email: "a@example.com", phone: "0412 345 678" }, { email: "b@example.com", phone: "0412 345 679" })).toBe(false);
    expect(isSameShopper({ email: "", phone: "" }, { email: "", phone: "" })).toBe(false);
    expect(isSameShopper({}, {})).toBe(false);
  });
});
