import { describe, expect, it } from "vitest";
import { formItemsOf, leadRecordOf } from "./lead-record";
import { leadRequestSchemaFor, type LeadRequestInput } from "@/contracts/leads";

const contact = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };
const defaults = { messageRequired: true, termsText: null };
const recordOf = (input: LeadRequestInput, rules = defaults) => leadRecordOf(leadRequestSchemaFor(rules).parse(input));

describe("leadRecordOf: what each form becomes for the dealer", () => {
  it("an enquiry about a car: General Enquiry / Vehicle Enquiry, the message, the rego as a line, the page and the visit", () => {
    const record = recordOf({
      ...contact,
      kind: "enquiry",
      carId: 12,
      message: "Is it still available?",
      rego: "abc-123",
      url: "/cars/2021-toyota-hilux?utm_source=google",
      lead_attributes: { visited_pages: ["/", "/search/used-cars", "/cars/2021-toyota-hilux"], linked_query_params: { utm_source: "google", gclid: "xyz" } },
    });
    expect(record).toMatchObject({ kind: "enquiry", category: "General Enquiry", subcategory: "Vehicle Enquiry", message: "Is it still available?", optIn: false, phone: "+61412345678" });
    expect(record.details).toEqual([["Rego", "ABC123"]]);
    expect(record.payload).toMatchObject({
      url: "/cars/2021-toyota-hilux?utm_source=google",
      lead_attributes: { visited_pages: ["/", "/search/used-cars", "/cars/2021-toyota-hilux"], linked_query_params: { utm_source: "google", gclid: "xyz" } },
      rego: "ABC123",
    });
  });

  it("issue 38: the finance and do-you-have-a-trade-in Yes/No fields and the distribution location reach the dealer, by the spec's names in the payload", () => {
    const record = recordOf({ ...contact, kind: "enquiry", carId: 12, message: "Hi", wantsFinance: "Yes", hasTradeIn: "No", preferredLocation: "Brendale Delivery Bay" });
    expect(record.details).toEqual([["Preferred location", "Brendale Delivery Bay"], ["Finance wanted", "Yes"], ["Has a trade-in", "No"]]);
    expect(record.payload).toMatchObject({ finance: "Yes", "do-you-have-a-trade-in": "No", preferredLocation: "Brendale Delivery Bay" });
    const testDrive = recordOf({ ...contact, kind: "test-drive", carId: 12, hasTradeIn: "Yes" });
    expect(testDrive.details).toEqual([["Has a trade-in", "Yes"]]);
    expect(testDrive.payload).not.toHaveProperty("finance");
    // Not answered: no line, nothing in the payload (an optional question left blank is no answer).
    const blank = recordOf({ ...contact, kind: "enquiry", carId: 12, message: "Hi", wantsFinance: "", hasTradeIn: "" } as LeadRequestInput);
    expect(blank.details).toEqual([]);
    expect(blank.payload).not.toHaveProperty("do-you-have-a-trade-in");
    // Only Yes or No, named by the field.
    const refused = leadRequestSchemaFor(defaults).safeParse({ ...contact, kind: "enquiry", carId: 12, message: "Hi", wantsFinance: "Maybe" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["wantsFinance"], message: "Please choose Yes or No" });
  });

  it("stores what the shopper chose in the subscribe box, and a request that does not say is no consent (issue 39, item 7)", () => {
    expect(recordOf({ ...contact, kind: "contact", message: "Hi" }).optIn).toBe(false);
    expect(recordOf({ ...contact, kind: "contact", message: "Hi", optIn: true }).optIn).toBe(true);
  });

  it("careers: General Enquiry with subcategory Career Enquiry, also when the contact form's category is Careers Enquiry", () => {
    expect(recordOf({ ...contact, kind: "careers", message: "I'm a qualified technician", position: "Technician" })).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry", details: [["Position", "Technician"]] });
    expect(recordOf({ ...contact, kind: "contact", category: "Careers Enquiry", message: "Any openings?" })).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
    expect(recordOf({ ...contact, kind: "contact", message: "Hi" })).toMatchObject({ category: "General Enquiry", subcategory: null });
    expect(recordOf({ ...contact, kind: "contact", category: "Service Enquiry", message: "Hi" })).toMatchObject({ category: "Service Enquiry" });
  });

  it("a service booking: ticked (check_option) items become additional_services, _radio_options lists are dropped", () => {
    const record = recordOf({
      ...contact,
      kind: "service",
      rego: "XYZ 987",
      vehicleMake: "Toyota",
      vehicleModel: "Corolla",
      vehicleYear: "2019",
      kms: "45,000",
      formItems: {
        "Logbook service (check_option)": true,
        "Brakes (check_option)": false,
        "Tyres (check_option)": true,
        "PreferredContactMethod_radio_options": "Phone,Email,SMS",
        "Loan car needed": true,
      },
    });
    expect(record).toMatchObject({ category: "Service", subcategory: "Service Booking", message: "" });
    expect(record.payload.additional_services).toEqual(["Logbook service", "Tyres"]);
    expect(JSON.stringify(record)).not.toContain("_radio_options");
    expect(record.details).toEqual([
      ["Rego", "XYZ987"],
      ["Vehicle", "2019 Toyota Corolla"],
      ["Kilometres", "45,000 kms"],
      ["Additional services", "Logbook service, Tyres"],
      ["Loan car needed", "Yes"],
    ]);
  });

  it("formItemsOf keeps a short answer as a line and skips empty ones", () => {
    expect(formItemsOf({ "Best time to call": "Mornings", "Anything else": "", "Wash (check_option)": true })).toEqual({ additionalServices: ["Wash"], lines: [["Best time to call", "Mornings"]], answers: [] });
    expect(formItemsOf(undefined)).toEqual({ additionalServices: [], lines: [], answers: [] });
  });

  it("sell my car: the shopper's car is the trade-in; the asking price is a line", () => {
    const record = recordOf({ ...contact, kind: "sell-my-car", rego: "1ab2cd", regoState: "QLD", vehicleMake: "Mazda", vehicleModel: "CX-5", vehicleYear: 2018, kms: "82,000 kms", askingPrice: "$24,500" });
    expect(record).toMatchObject({ category: "Trade In", subcategory: "Sell My Car", tradeIn: { year: 2018, make: "Mazda", model: "CX-5", odometerKm: 82000, rego: "1AB2CD" } });
    expect(record.details).toEqual([["Rego state", "QLD"], ["Asking price", "$24,500"]]);
  });

  it("fleet, parts, finance, a test drive without a car and a photo request", () => {
    expect(recordOf({ ...contact, kind: "fleet", company: "Acme Pty Ltd", fleetSize: "12", message: "Utes" })).toMatchObject({ category: "Fleet", subcategory: "Fleet Enquiry", details: [["Company", "Acme Pty Ltd"], ["Fleet size", "12"]] });
    expect(recordOf({ ...contact, kind: "parts", message: "Roof racks", vehicleMake: "Ford", vehicleModel: "Ranger" })).toMatchObject({ category: "Parts", subcategory: "Parts Enquiry", details: [["Vehicle", "Ford Ranger"]] });
    expect(recordOf({ ...contact, kind: "finance", message: "Finance please", carId: 3 })).toMatchObject({ category: "Finance", subcategory: "Finance Enquiry" });
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 11) + "10:30";
    expect(recordOf({ ...contact, kind: "test-drive", carOfInterest: "RAV4 Hybrid", locationId: "7", preferredTime: inTwoDays })).toMatchObject({
      category: "Test Drive",
      details: [["Car of interest", "RAV4 Hybrid"], ["Preferred time", inTwoDays.replace("T", " ")]],
      payload: { locationId: 7, carOfInterest: "RAV4 Hybrid", preferredTime: inTwoDays },
    });
    expect(recordOf({ ...contact, kind: "request-photos", carId: 9 }).message).toBe("Please send photos for this car");
  });
});

describe("issue 38: form items with name, label and type, CUSTOM included, which a dealer's form can add", () => {
  const formItems = [
    { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM" as const, options: ["Morning", "Evening"], required: true, forms: ["enquiry" as const, "test-drive" as const] },
    { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION" as const, options: [], required: false, forms: ["enquiry" as const] },
    { name: "Preferred colour", label: "Preferred colour", type: "TEXT" as const, options: [], required: false, forms: ["enquiry" as const] },
  ];
  const rules = { ...defaults, formItems };
  const parse = (input: LeadRequestInput) => leadRequestSchemaFor(rules).safeParse(input);

  it("carries the answers with the lead: a line under each label, a ticked box in additional_services, and name, label, type and value in form_items", () => {
    const lead = parse({ ...contact, kind: "enquiry", carId: 12, message: "Hi", formItems: { "Contact time": "Evening", "Extended warranty": true, "Preferred colour": "" } });
    expect(lead.success).toBe(true);
    const record = leadRecordOf(lead.data!, formItems);
    expect(record.details).toEqual([["Additional services", "Tell me about extended warranty"], ["When is best to contact you?", "Evening"]]);
    expect(record.payload.additional_services).toEqual(["Tell me about extended warranty"]);
    expect(record.payload.form_items).toEqual([
      { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", value: "Evening" },
      { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION", value: "Yes" },
    ]);
  });

  it("is checked by the shared schema: an answer not listed, a required item unanswered, an item the form does not ask", () => {
    const issues = (input: LeadRequestInput) => (parse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...contact, kind: "enquiry", carId: 12, message: "Hi", formItems: { "Contact time": "Midnight" } })).toEqual([["formItems.Contact time", "Please choose one of the answers listed"]]);
    expect(issues({ ...contact, kind: "test-drive", carId: 12, formItems: {} })).toEqual([["formItems.Contact time", "Please answer: When is best to contact you?"]]);
    expect(issues({ ...contact, kind: "test-drive", carId: 12, formItems: { "Contact time": "Morning", "Preferred colour": "Red" } })).toEqual([["formItems.Preferred colour", "is not a question on this form"]]);
    // A site that adds no items: its enquiry takes none.
    expect((leadRequestSchemaFor(defaults).safeParse({ ...contact, kind: "enquiry", carId: 12, message: "Hi", formItems: { "Contact time": "Morning" } }).error?.issues ?? []).map((i) => i.path.join("."))).toEqual(["formItems.Contact time"]);
  });
});
