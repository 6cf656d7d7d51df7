import { describe, expect, it } from "vitest";
import { generalEnquiryLead, testDriveLead } from "@/test/deliverable-lead-fixture";
import { parseAdf } from "@/test/parse-adf";
import { adfXml } from "./adf";
import { leadEmailMessage } from "./lead-email";

const to = ["leads@coastaltoyota.example", "crm@dealer-crm.example"];
const from = "Forecourt Leads <leads@forecourt.example>";

describe("leadEmailMessage", () => {
  it("says what the lead is about in the subject, without the shopper's name or contact details", () => {
    const lead = testDriveLead();
    const email = leadEmailMessage(lead, { to, from });
    expect(email.subject).toBe("New lead: Test Drive — 2021 Toyota HiLux SR5 (Coastal Toyota Southport)");
    for (const personal of ["Mia", "Nguyen", "mia.nguyen", "412345678", "4217"]) expect(email.subject).not.toContain(personal);
    expect(leadEmailMessage(generalEnquiryLead({ dealership: null }), { to, from }).subject).toBe("New lead: General Enquiry (Coastal Toyota)");
  });

  it("keeps the subject on one line whatever the car's title holds", () => {
    const base = testDriveLead();
    const email = leadEmailMessage(testDriveLead({ vehicle: { ...base.vehicle!, title: "2021 Toyota\r\nBcc: x@y.example\u0000 HiLux" } }), { to, from });
    expect(email.subject).toBe("New lead: Test Drive — 2021 Toyota Bcc: x@y.example HiLux (Coastal Toyota Southport)");
  });

  it("carries the ADF document as its body", () => {
    const lead = testDriveLead();
    const email = leadEmailMessage(lead, { to, from });
    expect(email.text).toBe(adfXml(lead));
    expect(parseAdf(email.text).adf.prospect.id[0]["#text"]).toBe("4821");
  });

  it("has a Message-ID from the lead alone, the same on every send", () => {
    const first = leadEmailMessage(testDriveLead(), { to, from });
    const again = leadEmailMessage(testDriveLead(), { to: ["someone-else@example.com"], from: "other@example.com" });
    expect(first.messageId).toBe("<lead-4821.coastal-toyota@forecourt.invalid>");
    expect(again.messageId).toBe(first.messageId);
    expect(leadEmailMessage(generalEnquiryLead(), { to, from }).messageId).toBe("<lead-4822.coastal-toyota@forecourt.invalid>");
    expect(first.headers).toEqual({ "X-Forecourt-Lead-Id": "4821", "X-Forecourt-Site": "coastal-toyota" });
  });

  it("replies to the shopper when they gave an email, else to the replyTo given", () => {
    expect(leadEmailMessage(testDriveLead(), { to, from, replyTo: "sales@dealer.example" }).replyTo).toBe("mia.nguyen@example.com");
    expect(leadEmailMessage(generalEnquiryLead(), { to, from, replyTo: "sales@dealer.example" }).replyTo).toBe("sales@dealer.example");
    expect("replyTo" in leadEmailMessage(generalEnquiryLead(), { to, from })).toBe(false);
    expect(leadEmailMessage(testDriveLead(), { to, from }).to).toEqual(to);
  });
});
