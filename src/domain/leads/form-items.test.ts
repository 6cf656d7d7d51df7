import { describe, expect, it } from "vitest";
import { formItemAnswerProblem, formItemAnswers, formItemControl, formItemsOfForm, type FormItem } from "./form-items";
import { siteSettingsSchema } from "../site/settings";

const item = (over: Partial<FormItem>): FormItem => ({ name: "Question", label: "A question", type: "TEXT", options: [], required: false, forms: ["enquiry", "test-drive"], ...over });
const contactTime = item({ name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", options: ["Morning", "Evening"] });
const colour = item({ name: "Preferred colour", label: "Preferred colour", forms: ["enquiry"] });
const warranty = item({ name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION" });
const firstCar = item({ name: "First car", label: "Is this your first car?", type: "YES_NO", forms: ["test-drive"] });

describe("issue 38: form items with name, label and type, CUSTOM included, which a dealer's form can add", () => {
  it("asks on each form only the items the site adds to it, in the site's order", () => {
    const items = [contactTime, colour, warranty, firstCar];
    expect(formItemsOfForm(items, "enquiry").map((i) => i.name)).toEqual(["Contact time", "Preferred colour", "Extended warranty"]);
    expect(formItemsOfForm(items, "test-drive").map((i) => i.name)).toEqual(["Contact time", "Extended warranty", "First car"]);
    expect(formItemsOfForm(items, "service")).toEqual([]);
    expect(formItemsOfForm(undefined, "enquiry")).toEqual([]);
  });

  it("asks each type with its control: CUSTOM with answers as a choice, without as a text box", () => {
    expect([colour, firstCar, warranty, contactTime, item({ type: "CUSTOM" })].map(formItemControl)).toEqual(["text", "yes-no", "checkbox", "choice", "text"]);
  });

  it("checks an answer by the item's type, and a required item's answer", () => {
    expect(formItemAnswerProblem(contactTime, "Evening")).toBeNull();
    expect(formItemAnswerProblem(contactTime, "Midnight")).toBe("Please choose one of the answers listed");
    expect(formItemAnswerProblem(contactTime, "")).toBeNull();
    expect(formItemAnswerProblem({ ...contactTime, required: true }, "")).toBe("Please answer: When is best to contact you?");
    expect(formItemAnswerProblem(firstCar, "Yes")).toBeNull();
    expect(formItemAnswerProblem(firstCar, "Maybe")).toBe("Please choose Yes or No");
    expect(formItemAnswerProblem(warranty, true)).toBeNull();
    expect(formItemAnswerProblem(warranty, "yes")).toBe("must be ticked or not");
    expect(formItemAnswerProblem({ ...warranty, required: true }, false)).toBe("Please tick: Tell me about extended warranty");
    expect(formItemAnswerProblem(colour, "Blue")).toBeNull();
    expect(formItemAnswerProblem(colour, true)).toBe("must be text");
    expect(formItemAnswerProblem(colour, "x".repeat(501))).toBe("must be at most 500 characters");
    expect(formItemAnswerProblem(item({ type: "CUSTOM" }), "My own words")).toBeNull();
  });

  it("carries the answered items with their name, label, type and value, in the site's order", () => {
    expect(formItemAnswers([contactTime, colour, warranty, firstCar], { "Extended warranty": true, "Contact time": "Morning", "Preferred colour": "", "First car": "No" })).toEqual([
      { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", value: "Morning" },
      { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION", value: "Yes" },
      { name: "First car", label: "Is this your first car?", type: "YES_NO", value: "No" },
    ]);
    expect(formItemAnswers([warranty], { "Extended warranty": false })).toEqual([]);
  });
});

describe("issue 38: the form items setting (forms.formItems)", () => {
  const parse = (formItems: unknown) => siteSettingsSchema.safeParse({ forms: { formItems } });
  it("takes items with name, label and type, CUSTOM with its answers, both forms by default", () => {
    const parsed = parse([{ name: "Contact time", label: "When is best?", type: "CUSTOM", options: ["Morning", "Evening"] }, { name: "Colour", label: "Colour", type: "TEXT" }]);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.forms.formItems[0]).toEqual({ name: "Contact time", label: "When is best?", type: "CUSTOM", options: ["Morning", "Evening"], required: false, forms: ["enquiry", "test-drive"] });
    expect(siteSettingsSchema.parse({}).forms.formItems).toEqual([]);
  });
  it("refuses an unknown type, a name that is no item's, answers on a type that lists none, one answer, and a name twice", () => {
    for (const bad of [
      [{ name: "Colour", label: "Colour", type: "DROPDOWN" }],
      [{ name: "__proto__", label: "x", type: "TEXT" }],
      [{ name: "a.b", label: "x", type: "TEXT" }],
      [{ name: "Colour", label: "Colour", type: "TEXT", options: ["Red", "Blue"] }],
      [{ name: "Colour", label: "Colour", type: "CUSTOM", options: ["Red"] }],
      [{ name: "Colour", label: "Colour", type: "TEXT" }, { name: "Colour", label: "Again", type: "YES_NO" }],
      [{ name: "Colour", label: "Colour", type: "TEXT", forms: ["service"] }],
    ]) expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
