import { describe, expect, it } from "vitest";
import { DEFAULT_REPLY_TEMPLATES, renderReplyTemplate, REPLY_TOKENS, unknownReplyTokens } from "./reply-template";

const TYPICAL = { firstName: "Sarah", car: "2021 Toyota RAV4 GX", dealership: "Harbour City Toyota", salesperson: "Josh" };

describe("renderReplyTemplate", () => {
  it("replaces each token with the lead's value", () => {
    expect(REPLY_TOKENS).toEqual(["first name", "car", "dealership", "salesperson"]);
    expect(renderReplyTemplate("Hi {first name}, the {car} is at {dealership}. {salesperson}", TYPICAL)).toBe(
      "Hi Sarah, the 2021 Toyota RAV4 GX is at Harbour City Toyota. Josh",
    );
  });

  it("reads tokens in any case and with spaces inside the braces", () => {
    expect(renderReplyTemplate("{First Name} {  CAR } {first   name}", TYPICAL)).toBe("Sarah 2021 Toyota RAV4 GX Sarah");
  });

  it("renders fallbacks for missing or blank values", () => {
    expect(renderReplyTemplate("Hi {first name}, about the {car}: {dealership}, {salesperson}", { firstName: "  ", car: null })).toBe(
      "Hi there, about the car you asked about: our dealership, our team",
    );
  });

  it("reads as one phrase in every default template when the lead has no car (never 'the the car')", () => {
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      for (const text of [template.subject ?? "", template.body]) expect(renderReplyTemplate(text, { firstName: "Sam" })).not.toMatch(/\bthe the\b/i);
    }
  });

  it("trims the values", () => {
    expect(renderReplyTemplate("Hi {first name}!", { firstName: " Sarah " })).toBe("Hi Sarah!");
  });

  it("leaves unknown tokens and stray braces as typed", () => {
    expect(renderReplyTemplate("{Price} for {first name} {} { } {car", TYPICAL)).toBe("{Price} for Sarah {} { } {car");
  });
});

describe("unknownReplyTokens", () => {
  it("lists each unknown token once, as typed", () => {
    expect(unknownReplyTokens("{Price} {first name} {rego} {Price} {price} { }")).toEqual(["{Price}", "{rego}", "{price}"]);
    expect(unknownReplyTokens("Hi {first name}")).toEqual([]);
  });
});

describe("DEFAULT_REPLY_TEMPLATES", () => {
  it("use only known tokens, emails with a subject and SMS without", () => {
    expect(DEFAULT_REPLY_TEMPLATES.map((t) => t.name)).toEqual(["Thanks for your enquiry", "Book a test drive", "Following up", "Quick reply"]);
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      expect(unknownReplyTokens(`${template.subject ?? ""} ${template.body}`)).toEqual([]);
      expect(template.subject === null).toBe(template.channel === "sms");
    }
    expect(new Set(DEFAULT_REPLY_TEMPLATES.map((t) => t.id)).size).toBe(DEFAULT_REPLY_TEMPLATES.length);
  });

  it("fit an SMS in 160 characters with typical values", () => {
    const sms = DEFAULT_REPLY_TEMPLATES.filter((t) => t.channel === "sms");
    expect(sms.length).toBeGreaterThan(0);
    for (const template of sms) {
      const text = renderReplyTemplate(template.body, TYPICAL);
      expect(text).toBe("Hi Sarah, Josh from Harbour City Toyota here about the 2021 Toyota RAV4 GX. When suits you for a quick call or a test drive?");
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it("render the thanks email for a lead", () => {
    const thanks = DEFAULT_REPLY_TEMPLATES[0];
    expect(renderReplyTemplate(thanks?.subject ?? "", TYPICAL)).toBe("Your enquiry about the 2021 Toyota RAV4 GX");
    expect(renderReplyTemplate(thanks?.body ?? "", TYPICAL)).toMatch(/^Hi Sarah,\n\nThanks for your enquiry about the 2021 Toyota RAV4 GX\./);
    expect(renderReplyTemplate(thanks?.body ?? "", TYPICAL)).toMatch(/\nJosh\nHarbour City Toyota$/);
  });
});
