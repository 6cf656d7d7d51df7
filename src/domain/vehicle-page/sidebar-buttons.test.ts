import { describe, expect, it } from "vitest";
import {
  enquireLabel,
  FIND_SIMILAR_BUTTON,
  reserveAmountText,
  paymentMethodsOf,
  sidebarButtons,
  tradeInAllowed,
  vehicleCheckoutEnabled,
  whatsappHref,
  type ChatContext,
  type SidebarCar,
  type SidebarContext,
} from "./sidebar-buttons";
import type { SidebarButton } from "../site/settings";

const ALL: SidebarButton[] = [
  "CTD", "paymentMethods", "callUsNow", "finance", "financeYouX", "enquire", "testDrive", "tradeIn", "reserve",
  "onlinePurchase", "whatsapp", "openAutobot", "customButton", "carForm", "chatWithUs", "carHistoryReport", "location",
];

const car: SidebarCar = {
  id: 42,
  slug: "2022-toyota-camry-u1234",
  status: "in_stock",
  reserved: false,
  price: 31990,
  locationName: "Toowoomba Toyota",
  paymentProcessors: [{ depositAmount: 500, checkoutEnabled: true }],
  historyReportUrl: "https://files.example.com/ppsr/42.pdf",
};
const noChat: ChatContext = { token: null, available: false, autobot: false, openFromEnquire: false, alwaysEnquire: false };
const ctx: SidebarContext = {
  buttons: ALL,
  checkout: { enabled: true, path: "checkout", onlinePurchase: true, hideReserveButton: false },
  tradeInAllowed: true,
  phone: "+61746001234",
  whatsapp: "+61412345678",
  financeHref: "/finance?car_id=42#finance-form",
  chat: { token: null, available: true, autobot: true, openFromEnquire: false, alwaysEnquire: false },
  customButton: { label: "Book a Service", href: "/service" },
  alwaysEnquire: false,
};

describe("sidebarButtons: every button when everything qualifies, in the configured order", () => {
  it("labels and targets", () => {
    expect(sidebarButtons(car, ctx)).toEqual([
      { id: "CTD", label: "Click to Dial", target: { kind: "tel", href: "tel:+61746001234" } },
      { id: "paymentMethods", label: "Payment Methods", target: { kind: "payment-methods", methods: paymentMethodsOf(car, ctx, true) } },
      { id: "callUsNow", label: "Call Now", target: { kind: "tel", href: "tel:+61746001234" } },
      { id: "finance", label: "Apply for Finance", target: { kind: "link", href: "/finance?car_id=42#finance-form" } },
      { id: "financeYouX", label: "Get Personalised Finance", target: { kind: "link", href: "/personalised/finance?car_id=42" } },
      { id: "enquire", label: "Instant Message", target: { kind: "chat", widget: "chat" } },
      { id: "testDrive", label: "Book a Test Drive", target: { kind: "modal", modal: "test-drive" } },
      { id: "tradeIn", label: "Get Change Over Price", target: { kind: "link", href: "/cars/trade-in?car_id=42" } },
      { id: "reserve", label: "Reserve Car Now", target: { kind: "link", href: "/cars/2022-toyota-camry-u1234/checkout" }, amount: "$500", primary: true },
      { id: "whatsapp", label: "WhatsApp Us", target: { kind: "external", href: "https://wa.me/61412345678" } },
      { id: "openAutobot", label: "Ask Autobot", target: { kind: "chat", widget: "autobot" } },
      { id: "customButton", label: "Book a Service", target: { kind: "link", href: "/service" } },
      { id: "carForm", label: "Request Photos", target: { kind: "modal", modal: "request-photos" } },
      { id: "chatWithUs", label: "Chat With Us", target: { kind: "chat", widget: "chat" } },
      { id: "carHistoryReport", label: "Car History Report", target: { kind: "external", href: "https://files.example.com/ppsr/42.pdf" } },
      { id: "location", label: "Toowoomba Toyota", target: { kind: "anchor", href: "#vehicle-map" } },
    ]);
  });
  it("keeps the configured order and shows a repeated id once", () => {
    expect(sidebarButtons(car, { ...ctx, buttons: ["location", "callUsNow", "reserve", "location"] }).map((b) => b.id)).toEqual(["location", "callUsNow", "reserve"]);
  });
  it("labels can be overridden", () => {
    expect(sidebarButtons(car, { ...ctx, buttons: ["reserve", "finance"], labels: { reserve: "Reserve this Car", finance: "Get Finance Now" } }).map((b) => b.label)).toEqual(["Reserve this Car", "Get Finance Now"]);
  });
});

describe("visibility rules", () => {
  const ids = (c: SidebarCar, x: SidebarContext) => sidebarButtons(c, x).map((b) => b.id);
  it("reserve and online purchase need checkout enabled for the car", () => {
    expect(ids(car, { ...ctx, checkout: { ...ctx.checkout, enabled: false } })).not.toContain("reserve");
    expect(ids(car, { ...ctx, checkout: { ...ctx.checkout, enabled: false } })).not.toContain("onlinePurchase");
    const noProcessorCheckout = { ...car, paymentProcessors: [{ depositAmount: 200, checkoutEnabled: false }] };
    expect(ids(noProcessorCheckout, ctx)).not.toContain("reserve");
    expect(ids({ ...car, paymentProcessors: [] }, ctx)).not.toContain("reserve");
  });
  it("reserve hidden on the variant that hides it, and for a reserved car", () => {
    expect(ids(car, { ...ctx, checkout: { ...ctx.checkout, hideReserveButton: true } })).not.toContain("reserve");
    expect(ids({ ...car, reserved: true }, ctx)).not.toContain("reserve");
  });
  it("the reserve path follows the site (buy-online)", () => {
    expect(sidebarButtons(car, { ...ctx, buttons: ["reserve"], checkout: { ...ctx.checkout, path: "buy-online" } })[0]?.target).toEqual({ kind: "link", href: "/cars/2022-toyota-camry-u1234/buy-online" });
  });
  it("online purchase only where the site offers it", () => {
    expect(ids(car, { ...ctx, checkout: { ...ctx.checkout, onlinePurchase: false } })).not.toContain("onlinePurchase");
  });
  it("trade-in by the car's rule; history report only with a file", () => {
    expect(ids(car, { ...ctx, tradeInAllowed: false })).not.toContain("tradeIn");
    expect(ids({ ...car, historyReportUrl: null }, ctx)).not.toContain("carHistoryReport");
    expect(ids({ ...car, historyReportUrl: " " }, ctx)).not.toContain("carHistoryReport");
  });
  it("phone buttons need a phone; WhatsApp a number; chat buttons a chat; custom button its setting", () => {
    const without = ids(car, { ...ctx, phone: null, whatsapp: null, chat: noChat, customButton: null });
    for (const id of ["CTD", "callUsNow", "whatsapp", "openAutobot", "chatWithUs", "customButton"]) expect(without).not.toContain(id);
  });
  it("Ask Autobot needs Autobot switched on as well as chat", () => {
    const withoutAutobot = ids(car, { ...ctx, chat: { ...ctx.chat, autobot: false } });
    expect(withoutAutobot).not.toContain("openAutobot");
    expect(withoutAutobot).toContain("chatWithUs");
  });
  it("financeYouX needs a price", () => {
    expect(ids({ ...car, price: 0 }, ctx)).not.toContain("financeYouX");
  });
  it("the location button says Vehicle Location without a location name", () => {
    expect(sidebarButtons({ ...car, locationName: null }, { ...ctx, buttons: ["location"] })[0]?.label).toBe("Vehicle Location");
  });
  it("coming soon cars keep their buttons", () => {
    expect(ids({ ...car, status: "coming_soon" }, ctx)).toContain("enquire");
  });
  it.each<SidebarCar["status"]>(["sold", "other"])("%s: only Find Me Something Similar", (status) => {
    expect(sidebarButtons({ ...car, status }, ctx)).toEqual([FIND_SIMILAR_BUTTON]);
    expect(FIND_SIMILAR_BUTTON).toEqual({ id: "findSimilar", label: "Find Me Something Similar", target: { kind: "modal", modal: "enquiry", subcategory: "Find me something similar" } });
  });
});

describe("reserveAmountText: hidden if null or $0", () => {
  it.each([
    [[{ depositAmount: 200, checkoutEnabled: true }], "$200"],
    [[{ depositAmount: 1000, checkoutEnabled: true }], "$1,000"],
    [[{ depositAmount: null, checkoutEnabled: true }], null],
    [[{ depositAmount: 0, checkoutEnabled: true }], null],
    [[{ depositAmount: 0.4, checkoutEnabled: true }], null],
    [[{ depositAmount: 500, checkoutEnabled: false }, { depositAmount: 300, checkoutEnabled: true }], "$300"],
    [[], null],
  ])("%j -> %j", (processors, text) => expect(reserveAmountText(processors)).toBe(text));
  it("a reserve button with a $0 deposit still shows, without the amount", () => {
    const view = sidebarButtons({ ...car, paymentProcessors: [{ depositAmount: 0, checkoutEnabled: true }] }, { ...ctx, buttons: ["reserve"] });
    expect(view).toEqual([{ id: "reserve", label: "Reserve Car Now", target: { kind: "link", href: "/cars/2022-toyota-camry-u1234/checkout" }, amount: null, primary: true }]);
  });
});

describe("enquire: Enquire Now or Instant Message", () => {
  const chat: ChatContext = { token: null, available: true, autobot: true, openFromEnquire: false, alwaysEnquire: false };
  it.each<[string, ChatContext, boolean, string]>([
    ["chat available, no token, checkout on", chat, true, "Instant Message"],
    ["a chat token is configured", { ...chat, token: "tok" }, true, "Enquire Now"],
    ["chat unavailable", { ...chat, available: false }, true, "Enquire Now"],
    ["checkout disabled", chat, false, "Enquire Now"],
    ["a variant that always says Enquire Now", { ...chat, alwaysEnquire: true }, true, "Enquire Now"],
  ])("%s", (_, c, checkout, label) => expect(enquireLabel(c, checkout)).toBe(label));
  it("Enquire Now opens the enquiry dialog, or the chat where set", () => {
    const enquire = (c: ChatContext) => sidebarButtons(car, { ...ctx, buttons: ["enquire"], chat: c })[0];
    expect(enquire({ ...chat, token: "tok" })).toEqual({ id: "enquire", label: "Enquire Now", target: { kind: "modal", modal: "enquiry" }, primary: true });
    expect(enquire({ ...chat, token: "tok", openFromEnquire: true })).toEqual({ id: "enquire", label: "Enquire Now", target: { kind: "chat", widget: "chat" }, primary: true });
    expect(enquire({ ...noChat, openFromEnquire: true })).toEqual({ id: "enquire", label: "Enquire Now", target: { kind: "modal", modal: "enquiry" }, primary: true });
  });
});

describe("helpers", () => {
  it("vehicleCheckoutEnabled", () => {
    expect(vehicleCheckoutEnabled(true, [{ depositAmount: null, checkoutEnabled: true }])).toBe(true);
    expect(vehicleCheckoutEnabled(false, [{ depositAmount: null, checkoutEnabled: true }])).toBe(false);
    expect(vehicleCheckoutEnabled(true, [])).toBe(false);
  });
  it.each([
    [{ featureEnabled: true, status: "in_stock" as const, provider: null, year: 2000, currentYear: 2026 }, true],
    [{ featureEnabled: false, status: "in_stock" as const, provider: null, year: 2024, currentYear: 2026 }, false],
    [{ featureEnabled: true, status: "sold" as const, provider: null, year: 2024, currentYear: 2026 }, false],
    [{ featureEnabled: true, status: "in_stock" as const, provider: "Taurus" as const, year: 2015, currentYear: 2026 }, true],
    [{ featureEnabled: true, status: "in_stock" as const, provider: "Taurus" as const, year: 2014, currentYear: 2026 }, false],
    [{ featureEnabled: true, status: "in_stock" as const, provider: "Taurus" as const, year: 2016, currentYear: 2026, maxAgeYears: 10 }, false],
  ])("tradeInAllowed %j -> %s", (input, allowed) => expect(tradeInAllowed(input)).toBe(allowed));
  it("whatsappHref", () => expect(whatsappHref("+61 412 345 678")).toBe("https://wa.me/61412345678"));
});

describe("the finance button", () => {
  it("is left out when finance is not offered on the car (no finance link)", () => {
    expect(sidebarButtons(car, { ...ctx, financeHref: null }).map((b) => b.id)).not.toContain("finance");
  });
});

describe("issue 39, item 6: one primary action, one reserve path, and Enquire always there", () => {
  // Metro Motor Group's list: checkout on, chat on without a token (so its enquire button read Instant Message).
  const metro: SidebarContext = {
    ...ctx,
    buttons: ["reserve", "onlinePurchase", "enquire", "openAutobot", "callUsNow", "testDrive", "finance", "tradeIn", "location"],
    alwaysEnquire: true,
  };
  const views = (c: SidebarCar, x: SidebarContext) => sidebarButtons(c, x);

  it("a reservable car offers Enquire Now to the enquiry form (not only Instant Message)", () => {
    const enquire = views(car, metro).find((b) => b.id === "enquire");
    expect(enquire).toEqual({ id: "enquire", label: "Enquire Now", target: { kind: "modal", modal: "enquiry" } });
    // The chat keeps its own button.
    expect(views(car, metro).map((b) => b.id)).toContain("openAutobot");
  });

  it("a list without enquire gets Enquire Now after its first button", () => {
    expect(views(car, { ...metro, buttons: ["reserve", "callUsNow"] }).map((b) => b.label)).toEqual(["Reserve Car Now", "Enquire Now", "Call Now"]);
    expect(views(car, { ...metro, buttons: [] }).map((b) => b.label)).toEqual(["Enquire Now"]);
  });

  it("off (the spec's list alone), the list decides: Instant Message, or no Enquire at all", () => {
    expect(views(car, { ...metro, alwaysEnquire: false }).find((b) => b.id === "enquire")?.label).toBe("Instant Message");
    expect(views(car, { ...metro, alwaysEnquire: false, buttons: ["reserve", "callUsNow"] }).map((b) => b.id)).toEqual(["reserve", "callUsNow"]);
  });

  it("shows one reserve path: the first of Reserve and Online Purchase the list names", () => {
    expect(views(car, metro).filter((b) => b.id === "reserve" || b.id === "onlinePurchase").map((b) => b.id)).toEqual(["reserve"]);
    expect(views(car, { ...metro, buttons: ["onlinePurchase", "reserve", "enquire"] }).map((b) => b.id)).toEqual(["onlinePurchase", "enquire"]);
    // A reserved car shows neither; with Reserve hidden, Online Purchase is the one path.
    expect(views({ ...car, reserved: true }, metro).map((b) => b.id)).not.toContain("onlinePurchase");
    expect(views(car, { ...metro, checkout: { ...metro.checkout, hideReserveButton: true } }).map((b) => b.id)).toContain("onlinePurchase");
  });

  it("marks exactly one primary action: the reserve path, else Enquire, else the first button", () => {
    const primaries = (x: SidebarContext, c: SidebarCar = car) => views(c, x).filter((b) => b.primary).map((b) => b.id);
    expect(primaries(metro)).toEqual(["reserve"]);
    expect(primaries(metro, { ...car, reserved: true })).toEqual(["enquire"]);
    expect(primaries({ ...metro, alwaysEnquire: false, buttons: ["callUsNow", "location"] })).toEqual(["callUsNow"]);
  });
});

describe("paymentMethodsOf (issue 38: the Payment Methods button rendered nothing)", () => {
  it("lists only what the platform offers on the car, each with where it starts", () => {
    expect(paymentMethodsOf(car, ctx, true)).toEqual([
      { id: "reserve", title: "Reserve online", text: "Hold the car with a refundable $500 deposit, paid by card; the balance is settled with the dealer.", href: "/cars/2022-toyota-camry-u1234/checkout", action: "Reserve this car" },
      { id: "finance", title: "Finance", text: "Pay over time with a car loan: see the repayments and apply.", href: "/finance?car_id=42#finance-form", action: "Apply for finance" },
      { id: "trade-in", title: "Trade in your car", text: "Put your current car towards this one: get a change-over price online.", href: "/cars/trade-in?car_id=42", action: "Value my trade-in" },
    ]);
  });
  it("leaves out reserving where the car cannot be reserved, and the button where nothing is offered", () => {
    expect(paymentMethodsOf({ ...car, reserved: true }, ctx, true).map((m) => m.id)).toEqual(["finance", "trade-in"]);
    expect(paymentMethodsOf({ ...car, price: 0 }, ctx, true).map((m) => m.id)).toEqual(["finance", "trade-in"]);
    expect(paymentMethodsOf(car, ctx, false).map((m) => m.id)).toEqual(["finance", "trade-in"]);
    const none = { ...ctx, financeHref: null, tradeInAllowed: false, buttons: ["paymentMethods" as const] };
    expect(paymentMethodsOf(car, none, false)).toEqual([]);
    expect(sidebarButtons(car, { ...none, checkout: { ...ctx.checkout, enabled: false } }).map((b) => b.id)).not.toContain("paymentMethods");
  });
});

