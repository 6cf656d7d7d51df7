import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CarLeadForm } from "./car-lead-form";

// The form's success step navigates with the App Router, which a static render has not mounted.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }), usePathname: () => "/cars/x", useSearchParams: () => new URLSearchParams() }));

const car = { id: 12, name: "2021 Toyota HiLux SR5", slug: "2021-toyota-hilux-sr5", carType: "used" as const, testDriveOnly: false };
const settings = { messageRequired: true, termsText: null, showPrivacyLink: false };
const render = (props: Partial<Parameters<typeof CarLeadForm>[0]>) =>
  renderToStaticMarkup(<CarLeadForm kind="enquiry" car={car} settings={settings} defaultMessage="Is it available?" messageLabel="Comments" label="Enquire" {...props} />);

describe("issue 38: a car's enquiry form", () => {
  it("asks the finance and do-you-have-a-trade-in Yes/No questions where the site sets forms.askFinanceAndTradeIn", () => {
    const html = render({ settings: { ...settings, askFinanceAndTradeIn: true } });
    expect(html).toContain("Are you interested in finance?");
    expect(html).toContain("Do you have a trade-in?");
    expect(html.match(/type="radio"[^>]*name="wantsFinance"|name="wantsFinance"[^>]*type="radio"/g)?.length).toBe(2);
    expect(html.match(/name="hasTradeIn"/g)?.length).toBe(2);
    // Neither answer is chosen for the shopper.
    expect(html).not.toMatch(/name="(wantsFinance|hasTradeIn)"[^>]*checked/);
    expect(render({ settings })).not.toContain("Are you interested in finance?");
    expect(render({ kind: "request-photos", settings: { ...settings, askFinanceAndTradeIn: true } })).not.toContain("Do you have a trade-in?");
  });

  it("offers the distribution-location field on the enquiry, not only on the test drive", () => {
    const html = render({ preferredLocations: ["Brendale Test Drive Centre", "Brendale Delivery Bay"] });
    expect(html).toContain('name="preferredLocation"');
    expect(html).toContain("Brendale Delivery Bay");
    expect(render({})).not.toContain('name="preferredLocation"');
  });
});

describe("issue 38: form items with name, label and type, CUSTOM included, which a dealer's form can add", () => {
  const formItems = [
    { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM" as const, options: ["Morning", "Evening"], required: true, forms: ["enquiry" as const, "test-drive" as const] },
    { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION" as const, options: [], required: false, forms: ["enquiry" as const] },
    { name: "First car", label: "Is this your first car?", type: "YES_NO" as const, options: [], required: false, forms: ["test-drive" as const] },
  ];
  it("asks the site's items under their labels, each sent under its name, on the forms the site adds them to", () => {
    const html = render({ settings: { ...settings, formItems } });
    expect(html).toContain("When is best to contact you?");
    expect(html.match(/name="formItems.Contact time"/g)?.length).toBe(2);
    expect(html).toContain('value="Evening"');
    expect(html).toMatch(/type="checkbox"[^>]*name="formItems.Extended warranty"/);
    expect(html).not.toContain("Is this your first car?");
    const testDrive = render({ kind: "test-drive", settings: { ...settings, formItems } });
    expect(testDrive).toContain("Is this your first car?");
    expect(testDrive).not.toContain("Tell me about extended warranty");
    expect(render({ kind: "request-photos", settings: { ...settings, formItems } })).not.toContain("data-form-items");
    expect(render({})).not.toContain("data-form-items");
  });
});
