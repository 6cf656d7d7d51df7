import { describe, expect, it } from "vitest";
import { similarEnquiryMessage } from "./find-similar";
import { leadRequestSchema, type LeadRequestInput } from "./index";

const valid: LeadRequestInput = {
  kind: "find-similar",
  firstName: " Jo ",
  lastName: "Citizen",
  email: "jo@example.com.au",
  phone: "0412 345 678",
  message: "A used HiLux under $40,000",
  searchPath: "/search/used-cars?make=Toyota",
};

describe("similarEnquiryMessage", () => {
  it("starts the message from the search: title, picked values not already in it, text and price", () => {
    expect(similarEnquiryMessage("Toyota Cars", { query: " hilux ", filters: { make: ["Toyota"], body: ["Ute"] }, ranges: { price: { max: 40000 } } })).toBe(
      'I\'m looking for: Toyota Cars, Ute, "hilux", under $40,000. Please let me know if you have something similar.',
    );
    expect(similarEnquiryMessage("Used Cars", { query: "", filters: {}, ranges: { price: { min: 10000, max: 25000 } } })).toBe(
      "I'm looking for: Used Cars, $10,000 to $25,000. Please let me know if you have something similar.",
    );
    expect(similarEnquiryMessage("New Cars", { query: "", filters: {}, ranges: { price: { min: 30000 } } })).toContain("New Cars, over $30,000.");
  });
  it("parses as a message", () => {
    expect(leadRequestSchema.parse({ ...valid, message: similarEnquiryMessage("Caravans", { query: "", filters: {}, ranges: {} }) }).message).toMatch(/^I'm looking for: Caravans\./);
  });
});
