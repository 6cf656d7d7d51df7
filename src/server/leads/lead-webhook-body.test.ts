import { describe, expect, it } from "vitest";
import { generalEnquiryLead, testDriveLead } from "@/test/deliverable-lead-fixture";
import { parseAdf } from "@/test/parse-adf";
import { adfXml } from "./adf";
import { leadWebhookBody, webhookEventId } from "./lead-webhook-body";

describe("leadWebhookBody", () => {
  it("is a versioned lead.created document with the lead's information and its ADF", () => {
    const lead = testDriveLead();
    const doc = JSON.parse(leadWebhookBody(lead));
    expect(doc).toMatchObject({ type: "lead.created", version: 1, id: "lead-4821", createdAt: "2025-03-10T23:15:42.000Z" });
    expect(doc.site).toEqual({ slug: "coastal-toyota", name: "Coastal Toyota", origin: "https://www.coastaltoyota.com.au" });
    expect(doc.lead).toMatchObject({
      id: 4821,
      category: "Vehicle Enquiry",
      subcategory: "Test Drive",
      department: "sales",
      message: "Is it still available? Can I bring my dog?",
      customer: { firstName: "Mia", lastName: "Nguyen", email: "mia.nguyen@example.com", phone: "+61412345678", postcode: "4217", optIn: true, preferredContactMethod: "Phone" },
      vehicle: { id: 90311, title: "2021 Toyota HiLux SR5", year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", vin: "MR0HA3CD100123456", stockNumber: "U12345", condition: "used", price: 52990, currency: "AUD", odometerKm: 48210, colour: "Glacier White" },
      tradeIn: { year: 2014, make: "Mazda", model: "3", odometerKm: 162000, rego: "ABC123" },
      dealership: { name: "Coastal Toyota Southport", slug: "coastal-toyota-southport" },
      location: { name: "Coastal Toyota Southport", phone: "+61755551234" },
      appointment: { localTime: "2025-03-14T10:30", timeZone: "Australia/Brisbane", startsAt: "2025-03-14T10:30:00+10:00" },
      details: [
        { label: "Rego", value: "ABC123" },
        { label: "Additional services", value: "Finance, Insurance" },
      ],
    });
    expect(doc.adf).toBe(adfXml(lead));
    expect(parseAdf(doc.adf).adf.prospect.id[0]["#text"]).toBe("4821");
  });

  it("has null for what the lead lacks and the same text on every call (nothing time-dependent)", () => {
    const lead = generalEnquiryLead();
    const body = leadWebhookBody(lead);
    expect(leadWebhookBody(generalEnquiryLead())).toBe(body);
    const doc = JSON.parse(body);
    expect(doc.lead).toMatchObject({ subcategory: null, vehicle: null, tradeIn: null, appointment: null, details: [] });
    expect(doc.lead.customer).toMatchObject({ email: null, lastName: null, postcode: null });
  });

  it("carries the shopper's text exactly, control characters included (JSON escapes them)", () => {
    const message = 'Quote "x" <b>&</b> 😀\u0000\u001b\r\n';
    const doc = JSON.parse(leadWebhookBody(testDriveLead({ message })));
    expect(doc.lead.message).toBe(message);
  });

  it("names the event after the lead", () => {
    expect(webhookEventId({ id: 77 })).toBe("lead-77");
  });
});
