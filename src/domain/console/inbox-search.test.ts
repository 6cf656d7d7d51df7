import { describe, expect, it } from "vitest";
import { inboxSearchQuery } from "./inbox-search";

describe("inboxSearchQuery", () => {
  it("makes every word a required prefix term", () => {
    expect(inboxSearchQuery("Sarah Lee")).toBe("sarah:* & lee:*");
    expect(inboxSearchQuery("jane.doe@example.com")).toBe("jane.doe@example.com:*");
  });

  it("reads a phone number as one term whatever its spacing, with its E.164 form", () => {
    expect(inboxSearchQuery("0412 345 678")).toBe("(0412345678:* | +61412345678:*)");
    expect(inboxSearchQuery("0412-345")).toBe("(0412345:* | +61412345:*)");
    expect(inboxSearchQuery("+61 412 345 678")).toBe("+61412345678:*");
    expect(inboxSearchQuery("Jane (07) 3123 4567")).toBe("(0731234567:* | +61731234567:*) & jane:*");
  });

  it("searches a partial email by the part before the @", () => {
    expect(inboxSearchQuery("sam@exa")).toBe("sam:*");
  });

  it("lets no tsquery syntax through, and has nothing for punctuation alone", () => {
    expect(inboxSearchQuery("a&b|c !d (e) f:* 'g'")).toBe("a:* & b:* & c:* & d:* & e:* & f:* & g:*");
    expect(inboxSearchQuery("!!! & |")).toBeNull();
    expect(inboxSearchQuery("  ")).toBeNull();
  });
});
