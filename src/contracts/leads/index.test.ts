import { describe, expect, it } from "vitest";
import { leadFormRulesOf, locationRequiredMessage } from "@/domain/leads/form-rules";
import { CONTACT_CATEGORIES } from "@/domain/leads/lead-kinds";
import { INVALID_REGO } from "@/domain/vehicle/rego";
import { INVALID_KMS, INVALID_POSTCODE, INVALID_PRICE, INVALID_YEAR, isLeadFormField, preferredTimeInRange } from "./fields";
import { leadFields, leadRequestSchema, leadRequestSchemaFor, type LeadRequestInput } from "./index";
import { isSameSitePath } from "./lead-visit";
import { requestPhotosMessage } from "./request-photos";

const valid: LeadRequestInput = {
  kind: "find-similar",
  firstName: " Jo ",
  lastName: "Citizen",
  email: "jo@example.com.au",
  phone: "0412 345 678",
  message: "A used HiLux under $40,000",
  searchPath: "/search/used-cars?make=Toyota",
};

/** The field and message of the first problem, or null when the input parses. */
function problem(input: unknown): { field: string; message: string } | null {
  const result = leadRequestSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.join(".") ?? "", message: issue?.message ?? "" };
}

describe("leadRequestSchema", () => {
  it("trims names, normalises the phone to E.164 and keeps the search path", () => {
    expect(leadRequestSchema.parse(valid)).toEqual({
      firstName: "Jo",
      lastName: "Citizen",
      email: "jo@example.com.au",
      phone: "+61412345678",
      message: "A used HiLux under $40,000",
      kind: "find-similar",
      optIn: false,
      searchPath: "/search/used-cars?make=Toyota",
    });
  });

  it("names a kind of enquiry and a car, never a category, and refuses kinds it does not know", () => {
    const { searchPath: _searchPath, ...contact } = valid;
    expect(leadRequestSchema.parse({ ...contact, kind: "test-drive", carId: 42 })).toMatchObject({ kind: "test-drive", carId: 42 });
    expect(leadRequestSchema.safeParse({ ...valid, kind: "test-drive" }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...valid, kind: "admin" }).error?.issues[0]?.path).toEqual(["kind"]);
    expect(leadRequestSchema.safeParse({ ...valid, carId: -1 }).error?.issues[0]?.path).toEqual(["carId"]);
    expect(leadRequestSchema.safeParse({ ...valid, category: "Sales" }).success).toBe(false);
  });

  it("accepts its own output (the form's parsed values are what the server parses again)", () => {
    const once = leadRequestSchema.parse({ ...valid, postcode: "4000" });
    expect(leadRequestSchema.parse(once)).toEqual(once);
  });

  it("accepts Australian mobiles and landlines, national or +61", () => {
    for (const [phone, e164] of [["+61 412 345 678", "+61412345678"], ["(02) 9630 0000", "+61296300000"], ["08 8123 4567", "+61881234567"]] as const) {
      expect(leadRequestSchema.parse({ ...valid, phone }).phone).toBe(e164);
    }
  });

  it("refuses a phone that is not an Australian number, naming the field", () => {
    expect(problem({ ...valid, phone: "12345" })).toEqual({ field: "phone", message: "Please enter an Australian phone number, like 0412 345 678" });
    expect(problem({ ...valid, phone: "+64 21 123 4567" })?.field).toBe("phone");
    expect(problem({ ...valid, phone: "" })).toEqual({ field: "phone", message: "Please enter your phone number" });
  });

  it("makes the postcode optional but exactly 4 digits when given", () => {
    expect(leadRequestSchema.parse({ ...valid, postcode: "" }).postcode).toBeUndefined();
    expect(leadRequestSchema.parse({ ...valid, postcode: " 4000 " }).postcode).toBe("4000");
    for (const postcode of ["400", "40000", "40a0"]) expect(problem({ ...valid, postcode })).toEqual({ field: "postcode", message: INVALID_POSTCODE });
  });

  it("requires the names, a valid email and a message", () => {
    expect(problem({ ...valid, firstName: "  " })).toEqual({ field: "firstName", message: "Please enter your first name" });
    expect(problem({ ...valid, lastName: "x".repeat(101) })?.field).toBe("lastName");
    expect(problem({ ...valid, email: "jo@" })).toEqual({ field: "email", message: "Please enter a valid email address" });
    expect(problem({ ...valid, message: "" })).toEqual({ field: "message", message: "Please tell us what you are looking for" });
    expect(problem({ ...valid, message: "x".repeat(2001) })?.field).toBe("message");
  });

  it("refuses anything a visitor should not choose: unknown keys, a non-search path", () => {
    expect(problem({ ...valid, siteId: 2 })?.message).toMatch(/siteId/);
    expect(problem({ ...valid, category: "Finance" })?.message).toMatch(/category/);
    expect(problem({ ...valid, searchPath: "https://elsewhere.example/search" })?.field).toBe("searchPath");
    expect(problem({ ...valid, searchPath: "/searchlight" })?.field).toBe("searchPath");
    expect(problem({ ...valid, firstName: 7 })?.field).toBe("firstName");
  });

  it("knows which fields a visitor types", () => {
    expect(isLeadFormField("phone")).toBe(true);
    expect(isLeadFormField("searchPath")).toBe(false);
    expect(isLeadFormField(undefined)).toBe(false);
  });
});

describe("the vehicle page's test drive and photo request (spec 001 §5)", () => {
  const contact = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };
  it("asks nothing beyond the contact fields for a test drive or photos; an enquiry needs its message", () => {
    expect(leadRequestSchema.safeParse({ ...contact, kind: "test-drive", carId: 1 }).success).toBe(true);
    expect(leadRequestSchema.safeParse({ ...contact, kind: "request-photos", carId: 1, message: "  " }).success).toBe(true);
    expect(problem({ ...contact, kind: "enquiry", carId: 1 })).toEqual({ field: "message", message: "Please tell us what you are looking for" });
  });
  it("takes a location and a date and time for a test drive only", () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
    expect(leadRequestSchema.parse({ ...contact, kind: "test-drive", preferredLocation: "Noosa Test Drive Centre", preferredTime: inAWeek })).toMatchObject({ preferredLocation: "Noosa Test Drive Centre", preferredTime: inAWeek });
    expect(leadRequestSchema.parse({ ...contact, kind: "test-drive", preferredLocation: "", preferredTime: "" })).not.toHaveProperty("preferredTime", "");
    expect(problem({ ...contact, kind: "enquiry", message: "Hi", preferredTime: inAWeek })?.message).toMatch(/preferredTime/);
    expect(problem({ ...contact, kind: "test-drive", preferredTime: "next tuesday" })).toEqual({ field: "preferredTime", message: "Please choose a date and time from today on" });
    expect(problem({ ...contact, kind: "test-drive", preferredTime: "2020-01-01T10:00" })?.field).toBe("preferredTime");
  });
  it("preferredTimeInRange: real dates from yesterday to a year ahead", () => {
    const now = new Date("2026-11-25T00:00:00Z");
    expect(preferredTimeInRange("2026-11-26T09:30", now)).toBe(true);
    expect(preferredTimeInRange("2026-11-24T09:30", now)).toBe(true);
    expect(preferredTimeInRange("2026-11-23T09:30", now)).toBe(false);
    expect(preferredTimeInRange("2026-02-30T09:30", now)).toBe(false);
    expect(preferredTimeInRange("2026-11-26T24:00", now)).toBe(false);
    expect(preferredTimeInRange("2028-01-01T09:00", now)).toBe(false);
  });
  it("a photo request reads as the hidden preset, then the shopper's words", () => {
    expect(requestPhotosMessage("")).toBe("Please send photos for this car");
    expect(requestPhotosMessage(" Interior please ")).toBe("Please send photos for this car\n\nInterior please");
  });
});

describe("the site's form rules (spec 002 §5 Forms): leadRequestSchemaFor", () => {
  const contact = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };
  const issues = (rules: Parameters<typeof leadRequestSchemaFor>[0], input: unknown) =>
    (leadRequestSchemaFor(rules).safeParse(input).error?.issues ?? []).map((i) => ({ field: i.path.join("."), message: i.message }));
  const base = { messageRequired: true, termsText: null };

  it("requires the message unless forms.messageRequired relaxes it", () => {
    expect(issues(base, { ...contact, kind: "contact" })).toEqual([{ field: "message", message: "Please tell us what you are looking for" }]);
    expect(issues({ ...base, messageRequired: false }, { ...contact, kind: "contact" })).toEqual([]);
    expect(issues({ ...base, messageRequired: false }, { ...contact, kind: "enquiry", carId: 4 })).toEqual([]);
  });

  it("requires the terms box where forms.termsText is set, with that text as the message", () => {
    const termsText = "* You must agree to the terms of use before submitting the form.";
    expect(issues({ ...base, termsText }, { ...contact, kind: "contact", message: "Hi" })).toEqual([{ field: "termsAccepted", message: termsText }]);
    expect(issues({ ...base, termsText }, { ...contact, kind: "contact", message: "Hi", termsAccepted: false })).toEqual([{ field: "termsAccepted", message: termsText }]);
    expect(issues({ ...base, termsText }, { ...contact, kind: "contact", message: "Hi", termsAccepted: true })).toEqual([]);
  });

  it("requires the location and preferred dealership where those selects show, never on a car's form", () => {
    const rules = leadFormRulesOf(
      { messageRequired: true, termsText: null, locationPlaceholder: "Please Select a Department", removePreferredDealership: false, showPrivacyLink: false },
      { locations: 3, dealerships: 2 },
    );
    expect(issues(rules, { ...contact, kind: "contact", message: "Hi" })).toEqual([
      { field: "locationId", message: "Please select a department" },
      { field: "dealershipSlug", message: "Please select a preferred dealership" },
    ]);
    expect(issues(rules, { ...contact, kind: "contact", message: "Hi", locationId: "12", dealershipSlug: "coastal-toyota" })).toEqual([]);
    expect(issues(rules, { ...contact, kind: "enquiry", message: "Hi", carId: 5 })).toEqual([]);
    expect(issues(rules, { ...contact, kind: "test-drive", carId: 5 })).toEqual([]);
    expect(issues(rules, { ...contact, kind: "test-drive" })).toEqual([{ field: "locationId", message: "Please select a department" }]);
    const removed = leadFormRulesOf({ messageRequired: true, termsText: null, locationPlaceholder: "x", removePreferredDealership: true, showPrivacyLink: false }, { locations: 1, dealerships: 2 });
    expect(removed).toMatchObject({ locationRequired: false, dealershipRequired: false });
    expect(locationRequiredMessage()).toBe("Please select a dealership location");
  });

  it("the category select: General Enquiry by default, only the listed categories", () => {
    expect(leadRequestSchema.parse({ ...contact, kind: "contact", message: "Hi" })).toMatchObject({ category: "General Enquiry" });
    expect(issues(base, { ...contact, kind: "contact", message: "Hi", category: "Sales" })).toEqual([{ field: "category", message: "Please select a category" }]);
    expect(CONTACT_CATEGORIES[0]).toBe("General Enquiry");
  });

  it("numbers as typed: '$24,500', '82,000 kms', '2018'; out of range or not whole is refused", () => {
    const car = { ...contact, kind: "sell-my-car", vehicleMake: "Mazda", vehicleModel: "CX-5" };
    expect(leadRequestSchema.parse({ ...car, vehicleYear: "2018", kms: "82,000 kms", askingPrice: "$24,500" })).toMatchObject({ vehicleYear: 2018, kms: 82000, askingPrice: 24500 });
    expect(issues(base, { ...car, vehicleYear: "" })).toEqual([{ field: "vehicleYear", message: INVALID_YEAR }]);
    expect(issues(base, { ...car, vehicleYear: "1850" })).toEqual([{ field: "vehicleYear", message: INVALID_YEAR }]);
    expect(issues(base, { ...car, vehicleYear: 2018, kms: "12.5" })).toEqual([{ field: "kms", message: INVALID_KMS }]);
    expect(issues(base, { ...car, vehicleYear: 2018, askingPrice: "lots" })).toEqual([{ field: "askingPrice", message: INVALID_PRICE }]);
    expect(issues(base, { ...car, vehicleYear: 2018, rego: "ABCDEFGHIJK" })).toEqual([{ field: "rego", message: INVALID_REGO }]);
    expect(issues(base, { ...car, vehicleYear: 2018, regoState: "XX" })).toEqual([{ field: "regoState", message: "Please choose a state" }]);
  });

  it("the page and the visit: same-site paths only, at most 20 pages, only the listed campaign parameters", () => {
    const lead = { ...contact, kind: "contact", message: "Hi" };
    expect(leadRequestSchema.parse({ ...lead, url: "/contact?utm_source=x", lead_attributes: { visited_pages: ["/"], linked_query_params: { fbclid: "f" } } })).toMatchObject({ url: "/contact?utm_source=x" });
    for (const url of ["https://evil.example/contact", "//evil.example/x", "/\\evil.example", "contact", `/${"a".repeat(2000)}`, "/a\u0000"]) {
      expect(issues(base, { ...lead, url })[0]?.field, url).toBe("url");
    }
    expect(issues(base, { ...lead, lead_attributes: { visited_pages: Array.from({ length: 21 }, () => "/"), linked_query_params: {} } })[0]?.field).toBe("lead_attributes.visited_pages");
    expect(issues(base, { ...lead, lead_attributes: { visited_pages: [], linked_query_params: { session: "x" } } })[0]?.field).toMatch(/^lead_attributes\.linked_query_params/);
    expect(isSameSitePath("/search/used-cars?make=Toyota")).toBe(true);
  });

  it("form items: at most 30, names start with a capital letter (never __proto__ or constructor)", () => {
    const lead = { ...contact, kind: "service" };
    expect(leadRequestSchema.safeParse({ ...lead, formItems: { "Brakes (check_option)": true } }).success).toBe(true);
    for (const name of ["constructor", "toString", "x".repeat(81), "Brakes\u0000"]) expect(leadRequestSchema.safeParse({ ...lead, formItems: { [name]: true } }).success, name).toBe(false);
    // zod drops a "__proto__" key (JSON.parse makes it an own key): nothing reaches the lead.
    expect(leadFields(leadRequestSchema.parse({ ...lead, formItems: JSON.parse('{"__proto__": true}') })).formItems).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Item ${i}`, true]));
    expect(issues(base, { ...lead, formItems: many })[0]?.field).toBe("formItems");
  });

  it("each form refuses another form's fields; fleet needs a company", () => {
    expect(leadRequestSchema.safeParse({ ...contact, kind: "contact", message: "Hi", company: "Acme" }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...contact, kind: "request-photos" }).success).toBe(false);
    expect(issues(base, { ...contact, kind: "fleet", message: "Utes" })).toEqual([{ field: "company", message: "Please enter your company's name" }]);
    expect(issues(base, { ...contact, kind: "test-drive", carId: 3, carOfInterest: "RAV4" })[0]?.field).toBe("carOfInterest");
  });
});
