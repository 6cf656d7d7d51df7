import fs from "node:fs";
import path from "node:path";
import { DtdValidator, XmlDocument, XmlDtd } from "libxml2-wasm";
import { afterAll, describe, expect, it } from "vitest";
import { generalEnquiryLead, testDriveLead } from "@/test/deliverable-lead-fixture";
import { parseAdf, textOf as text } from "@/test/parse-adf";
import { adfXml, xmlText } from "./adf";
import { zonedTimeToIso } from "./zoned-time";

const dtd = XmlDtd.fromString(fs.readFileSync(path.resolve(import.meta.dirname, "../../test/adf-1.0.dtd"), "utf8"));
const validator = new DtdValidator(dtd);
afterAll(() => validator.dispose());

/** Validates against ADF 1.0's content model with libxml2; throws naming the first element out of place. */
function expectValidAdf(xml: string): void {
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
  } finally {
    doc.dispose();
  }
}

describe("adfXml", () => {
  it("starts with the XML declaration and the ADF processing instruction", () => {
    const xml = adfXml(testDriveLead());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  });

  it("puts every field of a test-drive lead where a CRM reads it", () => {
    const xml = adfXml(testDriveLead());
    expectValidAdf(xml);
    const { prospect } = parseAdf(xml).adf;
    expect(prospect["@status"]).toBe("new");
    expect(prospect.id[0]).toEqual({ "#text": "4821", "@sequence": "1", "@source": "Forecourt" });
    // Sent at 23:15:42 UTC: the location's (Brisbane) wall clock, +10:00.
    expect(prospect.requestdate).toBe("2025-03-11T09:15:42+10:00");

    const [car, trade] = prospect.vehicle;
    expect(prospect.vehicle).toHaveLength(2);
    expect(car["@interest"]).toBe("buy");
    expect(car["@status"]).toBe("used");
    expect(text(car.id[0])).toBe("90311");
    expect(car.year).toBe("2021");
    expect(car.make).toBe("Toyota");
    expect(car.model).toBe("HiLux");
    expect(car.trim).toBe("SR5");
    expect(car.vin).toBe("MR0HA3CD100123456");
    expect(car.stock).toBe("U12345");
    expect(car.odometer).toEqual({ "#text": "48210", "@units": "km" });
    expect(car.colorcombination.exteriorcolor).toBe("Glacier White");
    expect(car.price).toEqual({ "#text": "52990", "@type": "asking", "@currency": "AUD" });
    expect(car.comments).toContain("https://www.coastaltoyota.com.au/cars/2021-toyota-hilux-sr5-u12345");

    expect(trade["@interest"]).toBe("trade-in");
    expect(trade["@status"]).toBe("used");
    expect([trade.year, trade.make, trade.model]).toEqual(["2014", "Mazda", "3"]);
    expect(trade.odometer["#text"]).toBe("162000");
    expect(trade.comments).toBe("Rego: ABC123");

    const contact = prospect.customer.contact;
    expect(contact.name).toEqual([
      { "#text": "Mia", "@part": "first", "@type": "individual" },
      { "#text": "Nguyen", "@part": "last", "@type": "individual" },
    ]);
    expect(text(contact.email[0])).toBe("mia.nguyen@example.com");
    expect(contact.phone[0]).toEqual({ "#text": "+61412345678", "@type": "voice", "@preferredcontact": "1" });
    expect(contact.address.postalcode).toBe("4217");
    expect(contact.address.country).toBe("AU");

    expect(prospect.customer.timeframe.earliestdate).toBe("2025-03-14T10:30:00+10:00");
    expect(prospect.customer.timeframe.description).toBe("Test Drive requested for 2025-03-14 10:30 (Australia/Brisbane)");
    const comments: string = prospect.customer.comments;
    expect(comments.split("\n")).toEqual([
      "Is it still available? Can I bring my dog?",
      "",
      "Enquiry: Vehicle Enquiry — Test Drive",
      "Department: Sales",
      "Appointment: 2025-03-14 10:30 (Australia/Brisbane)",
      "Rego: ABC123",
      "Additional services: Finance, Insurance",
      "Preferred contact: Phone",
      "Subscribe to news and offers: Yes",
      "Sent from: https://www.coastaltoyota.com.au/cars/2021-toyota-hilux-sr5-u12345",
    ]);

    expect(prospect.vendor.vendorname).toBe("Coastal Toyota Southport");
    expect(text(prospect.vendor.id[0])).toBe("coastal-toyota-southport");
    expect(prospect.vendor.url).toBe("https://www.coastaltoyota.com.au");
    expect(text(prospect.vendor.contact.name[0])).toBe("Coastal Toyota Southport");
    expect(text(prospect.vendor.contact.phone[0])).toBe("+61755551234");

    expect(text(prospect.provider.name[0])).toBe("Forecourt");
    expect(prospect.provider.service).toBe("Coastal Toyota");
    expect(prospect.provider.url).toBe("https://www.coastaltoyota.com.au");
  });

  it("keeps markup, ampersands, quotes and emoji in the message and drops control characters", () => {
    const message = `<script>alert("hi")</script> & 'quotes' "double" ]]> 😀🚗\u0000\u0007\u001b[31m\u0085\uFFFE\uD800 end\r\nsecond line`;
    const xml = adfXml(testDriveLead({ message, customer: { ...testDriveLead().customer, firstName: "Zoë <O'Brien> & Co\u0008" } }));
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE]/);
    expect(xml).not.toContain("<script>");
    expectValidAdf(xml);
    const { prospect } = parseAdf(xml).adf;
    const comments: string = prospect.customer.comments;
    expect(comments.split("\n\n")[0]).toBe(`<script>alert("hi")</script> & 'quotes' "double" ]]> 😀🚗[31m end\nsecond line`);
    expect(text(prospect.customer.contact.name[0])).toBe("Zoë <O'Brien> & Co");
  });

  it("keeps text that looks like an entity as the shopper typed it (R&amp;D reaches the dealer as R&amp;D, not R&D)", () => {
    const xml = adfXml(testDriveLead({ message: "Quote for R&amp;D &lt;fleet&gt; &#38; tax" }));
    expectValidAdf(xml);
    expect(parseAdf(xml).adf.prospect.customer.comments.split("\n\n")[0]).toBe("Quote for R&amp;D &lt;fleet&gt; &#38; tax");
  });

  it("gives valid ADF for a lead with no car, no trade-in and no email (an empty vehicle, the phone as contact)", () => {
    const xml = adfXml(generalEnquiryLead());
    expectValidAdf(xml);
    const { prospect } = parseAdf(xml).adf;
    expect(prospect.requestdate).toBe("2025-03-10T23:15:42+00:00");
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]).toMatchObject({ "@interest": "buy", year: "", make: "", model: "" });
    expect(prospect.customer.contact.email).toBeUndefined();
    expect(prospect.customer.contact.address).toBeUndefined();
    expect(prospect.customer.contact.name).toHaveLength(1);
    expect(text(prospect.customer.contact.phone[0])).toBe("+61412345678");
    expect(prospect.customer.timeframe).toBeUndefined();
    expect(prospect.customer.comments).toBe(
      "What are your opening hours on Saturday?\n\nEnquiry: General Enquiry\nDepartment: Sales\nSubscribe to news and offers: No\nSent from: https://www.coastaltoyota.com.au/contact-us",
    );
  });

  it("sends a sell-my-car lead's car as the one vehicle, a trade-in", () => {
    const xml = adfXml(generalEnquiryLead({ subcategory: "Sell My Car", tradeIn: { year: null, make: "Ford", model: null, odometerKm: null, rego: null } }));
    expectValidAdf(xml);
    const { prospect } = parseAdf(xml).adf;
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]).toMatchObject({ "@interest": "trade-in", "@status": "used", year: "", make: "Ford", model: "" });
  });

  it("sends a trade-in valuation's car with its trim, odometer, the online offer as an appraisal and the rego's state", () => {
    const xml = adfXml(
      generalEnquiryLead({
        category: "Trade In",
        subcategory: "2. Valuation",
        tradeIn: { year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", odometerKm: 62000, rego: "123ABC", regoState: "QLD", offer: 38400 },
      }),
    );
    expectValidAdf(xml);
    const [trade] = parseAdf(xml).adf.prospect.vehicle;
    expect(trade).toMatchObject({ "@interest": "trade-in", "@status": "used", year: "2021", make: "Toyota", model: "HiLux", trim: "SR5" });
    expect(trade.odometer).toEqual({ "#text": "62000", "@units": "km" });
    expect(trade.price).toEqual({ "#text": "38400", "@type": "appraisal", "@currency": "AUD" });
    expect(trade.comments).toBe("Rego: 123ABC (QLD)");
  });

  it("calls a demo car used (ADF has only new and used) and says it is a demonstrator", () => {
    const base = testDriveLead();
    const demo = parseAdf(adfXml(testDriveLead({ vehicle: { ...base.vehicle!, condition: "demo" } }))).adf.prospect.vehicle[0];
    expect(demo["@status"]).toBe("used");
    expect(demo.comments.split("\n")[0]).toBe("Demonstrator");
    const fresh = parseAdf(adfXml(testDriveLead({ vehicle: { ...base.vehicle!, condition: "new", vin: null, stockNumber: null, badge: null, colour: null, price: null, odometerKm: null, year: null } })));
    const car = fresh.adf.prospect.vehicle[0];
    expect(car["@status"]).toBe("new");
    expect(car.year).toBe("");
    for (const absent of ["vin", "stock", "trim", "colorcombination", "price", "odometer"]) expect(car[absent]).toBeUndefined();
  });

  it("marks email as the preferred contact when the shopper asked for email", () => {
    const base = testDriveLead();
    const contact = parseAdf(adfXml(testDriveLead({ customer: { ...base.customer, preferredContactMethod: "Email" } }))).adf.prospect.customer.contact;
    expect(contact.email[0]["@preferredcontact"]).toBe("1");
    expect(contact.phone[0]["@preferredcontact"]).toBe("0");
  });

  it("keeps an appointment it cannot place in time as text only", () => {
    const xml = adfXml(testDriveLead({ appointment: { localTime: "2025-02-30T10:30", timeZone: "Mars/Olympus" } }));
    expectValidAdf(xml);
    const { prospect } = parseAdf(xml).adf;
    expect(prospect.requestdate).toBe("2025-03-10T23:15:42+00:00");
    expect(prospect.customer.timeframe.earliestdate).toBeUndefined();
    expect(prospect.customer.comments).toContain("Appointment: 2025-02-30 10:30 (Mars/Olympus)");
  });
});

describe("zonedTimeToIso", () => {
  it("writes a local time with the zone's offset, following daylight saving", () => {
    expect(zonedTimeToIso("2025-03-14T10:30", "Australia/Brisbane")).toBe("2025-03-14T10:30:00+10:00");
    expect(zonedTimeToIso("2025-01-14T10:30", "Australia/Sydney")).toBe("2025-01-14T10:30:00+11:00");
    expect(zonedTimeToIso("2025-07-14T10:30", "Australia/Sydney")).toBe("2025-07-14T10:30:00+10:00");
    expect(zonedTimeToIso("2025-07-14T10:30", "Australia/Adelaide")).toBe("2025-07-14T10:30:00+09:30");
    // 02:30 on 5 October 2025 does not happen in Sydney (02:00 → 03:00): the clock on the wall reads 03:30.
    expect(zonedTimeToIso("2025-10-05T02:30", "Australia/Sydney")).toBe("2025-10-05T03:30:00+11:00");
  });
  it("answers null for a time that is not a date or a zone it does not know", () => {
    expect(zonedTimeToIso("2025-13-01T10:00", "Australia/Perth")).toBeNull();
    expect(zonedTimeToIso("tomorrow", "Australia/Perth")).toBeNull();
    expect(zonedTimeToIso("2025-03-01T10:00", "Nowhere/Special")).toBeNull();
  });
});

describe("xmlText", () => {
  it("removes what XML 1.0 cannot carry and keeps the rest", () => {
    expect(xmlText("a\u0000b\u0001c\td\ne\r\nf\rg")).toBe("abc\td\ne\nf\ng");
    expect(xmlText("😀\uD83D")).toBe("😀");
    expect(xmlText("\uDE00x")).toBe("x");
  });
});

describe("adfXml without a location", () => {
  it("names the dealership as the vendor's contact (ADF wants a phone there, which only a location gives)", () => {
    const { prospect } = parseAdf(adfXml(testDriveLead({ location: null }))).adf;
    expect(text(prospect.vendor.contact.name[0])).toBe("Coastal Toyota Southport");
    expect(prospect.vendor.contact.phone).toBeUndefined();
    const bare = parseAdf(adfXml(testDriveLead({ location: null, dealership: null }))).adf.prospect;
    expect(bare.vendor.vendorname).toBe("Coastal Toyota");
    expect(bare.vendor.id).toBeUndefined();
  });
});
