/**
 * The vehicle sidebar's button list (spec 002 §2 "Configurable sidebar button list: CTD, paymentMethods,
 * callUsNow, finance, financeYouX, enquire, testDrive (modal titled Book a Test Drive), tradeIn, reserve,
 * onlinePurchase, whatsapp, openAutobot, customButton, carForm, chatWithUs, carHistoryReport, location", "A
 * location button shows the car's location name, or Vehicle Location if none", "Reserve, trade-in and
 * online-purchase labels: Reserve this Car, Get Change Over Price, Online Purchase"; §4 "Sidebar buttons for
 * an in-stock car: Reserve Car Now (hidden on one variant), then Enquire Now or Instant Message (chat), then
 * Call Now. Enquire Now when a chat token is configured or chat is unavailable, or when checkout is disabled or
 * on certain variants; otherwise Instant Message.", "Unavailable cars show a SOLD message and a Find Me
 * Something Similar enquiry button"; §5 "Button visibility: trade-in, reserve/online purchase and history
 * report only when the car qualifies (trade-in rule, checkout enabled, file present). Reserve amount hidden
 * if null or $0."; §9 "Trade-in eligibility year cutoff 12 years for Taurus"; spec 001 §5).
 *
 * The configured order is kept (a repeated id shows once). An unavailable car (not in stock or coming soon)
 * gets only Find Me Something Similar. Labels the spec does not give are this module's choice and can be
 * overridden per site through `labels`.
 */
import { dialString, telHref } from "../contact/phone-format";
import { formatCurrency } from "../vehicle/price-display";
import { carCheckoutEnabled, checkoutHref, hasReservablePrice, onlinePurchaseHref } from "../reservation/checkout";
import { carDepositAmount } from "../reservation/deposit";
import type { FinanceProvider, SidebarButton } from "../site/settings";
import type { StockStatus } from "../vehicle/types";

export const FIND_SIMILAR_LABEL = "Find Me Something Similar";
export const FIND_SIMILAR_SUBCATEGORY = "Find me something similar";
export const ENQUIRE_NOW_LABEL = "Enquire Now";
export const INSTANT_MESSAGE_LABEL = "Instant Message";
export const VEHICLE_LOCATION_LABEL = "Vehicle Location";
export const TEST_DRIVE_MODAL_TITLE = "Book a Test Drive";
/** A trade-in with Taurus finance: the car must be newer than this many years. */
export const TAURUS_TRADE_IN_MAX_AGE_YEARS = 12;

/** Default labels. Spec texts: reserve, callUsNow, enquire, testDrive, tradeIn, onlinePurchase, location. */
export const SIDEBAR_BUTTON_LABELS: Readonly<Record<SidebarButton, string>> = {
  CTD: "Click to Dial",
  paymentMethods: "Payment Methods",
  callUsNow: "Call Now",
  finance: "Apply for Finance",
  financeYouX: "Get Personalised Finance",
  enquire: ENQUIRE_NOW_LABEL,
  testDrive: TEST_DRIVE_MODAL_TITLE,
  tradeIn: "Get Change Over Price",
  reserve: "Reserve Car Now",
  onlinePurchase: "Online Purchase",
  whatsapp: "WhatsApp Us",
  openAutobot: "Ask Autobot",
  customButton: "",
  carForm: "Request Photos",
  chatWithUs: "Chat With Us",
  carHistoryReport: "Car History Report",
  location: VEHICLE_LOCATION_LABEL,
};

export type ButtonTarget =
  | { kind: "link"; href: string }
  | { kind: "external"; href: string }
  | { kind: "tel"; href: string }
  | { kind: "modal"; modal: "enquiry" | "test-drive" | "request-photos"; subcategory?: string }
  | { kind: "payment-methods"; methods: readonly PaymentMethodView[] }
  | { kind: "chat"; widget: "chat" | "autobot" }
  | { kind: "anchor"; href: "#vehicle-map" };

export interface SidebarButtonView {
  id: SidebarButton | "findSimilar";
  label: string;
  target: ButtonTarget;
  /** The reserve deposit ("$200"); null when hidden. Only on reserve. */
  amount?: string | null;
  /** The page's one primary action (`primaryAction`): drawn as the main button, every other one as secondary. */
  primary?: true;
}

/** One way to pay for the car that the platform offers on it, as the Payment Methods dialog lists it. */
export interface PaymentMethodView {
  id: "reserve" | "finance" | "trade-in";
  title: string;
  text: string;
  /** Where the shopper starts it. */
  href: string;
  action: string;
}

export interface SidebarPaymentProcessor {
  depositAmount: number | null;
  checkoutEnabled: boolean;
}

export interface SidebarCar {
  id: number;
  slug: string;
  status: StockStatus;
  reserved: boolean;
  price: number;
  locationName: string | null;
  paymentProcessors: readonly SidebarPaymentProcessor[];
  /** The history report file's URL (the car's `file`), or null. */
  historyReportUrl: string | null;
}

export interface SidebarContext {
  /** `vehiclePage.sidebarButtons`. */
  buttons: readonly SidebarButton[];
  /** `checkout.enabled`, `checkout.path`, `checkout.onlinePurchase`, `vehiclePage.hideReserveButton`. */
  checkout: { enabled: boolean; path: "checkout" | "buy-online"; onlinePurchase: boolean; hideReserveButton: boolean };
  /** The result of the trade-in rule (`tradeInAllowed`). */
  tradeInAllowed: boolean;
  /** The chosen dealer phone (`chooseDealerPhone`), in +61 form. */
  phone: string | null;
  /** `phone.whatsapp`. */
  whatsapp: string | null;
  /** Where Apply for Finance goes (`carFinanceHref`); null when finance is not offered on the car. */
  financeHref: string | null;
  chat: ChatContext;
  /** A site's own button (`vehiclePage.customButton`). */
  customButton: { label: string; href: string } | null;
  /** `vehiclePage.alwaysEnquire`: an Enquire Now to the enquiry form is always there (`withEnquiry`). */
  alwaysEnquire: boolean;
  labels?: Partial<Record<SidebarButton, string>>;
}

export interface ChatContext {
  /** `chat.token`. */
  token: string | null;
  /** Whether the site offers chat (`chat.enabled`). */
  available: boolean;
  /** Whether Autobot answers on the site (`chat.autobot`, with chat available). */
  autobot: boolean;
  /** `chat.openFromEnquire`: Enquire opens the chat widget. */
  openFromEnquire: boolean;
  /** The variants that always say Enquire Now (`chat.alwaysEnquireNow`). */
  alwaysEnquire: boolean;
}

/** Checkout is enabled for a car when the site allows it and one of the car's payment processors does (`carCheckoutEnabled`). */
export const vehicleCheckoutEnabled = carCheckoutEnabled;

/**
 * The reserve deposit as the button shows it ("$500"): the car's own amount (`carDepositAmount`); null when that is
 * null or shows as '$0' (the reservation then charges the site's default deposit, `reservationDeposit`).
 */
export function reserveAmountText(processors: readonly SidebarPaymentProcessor[]): string | null {
  const amount = carDepositAmount(processors);
  return amount === null ? null : formatCurrency(amount);
}

/**
 * The trade-in rule: the site offers trade-in (`features.tradeIn`), the car is available, and with Taurus
 * finance the car is newer than 12 years (`finance.tradeInMaxAgeYears`): year > current year − 12.
 */
export function tradeInAllowed(input: {
  featureEnabled: boolean;
  status: SidebarCar["status"];
  provider: FinanceProvider | null;
  year: number;
  currentYear: number;
  maxAgeYears?: number;
}): boolean {
  if (!input.featureEnabled || (input.status !== "in_stock" && input.status !== "coming_soon")) return false;
  if (input.provider !== "Taurus") return true;
  return input.year > input.currentYear - (input.maxAgeYears ?? TAURUS_TRADE_IN_MAX_AGE_YEARS);
}

/** Enquire Now with a chat token, without chat, without checkout or on the always-Enquire variants; else Instant Message. */
export function enquireLabel(chat: ChatContext, checkoutEnabled: boolean): typeof ENQUIRE_NOW_LABEL | typeof INSTANT_MESSAGE_LABEL {
  const hasToken = chat.token !== null && chat.token.trim() !== "";
  return hasToken || !chat.available || !checkoutEnabled || chat.alwaysEnquire ? ENQUIRE_NOW_LABEL : INSTANT_MESSAGE_LABEL;
}

function enquireButton(chat: ChatContext, checkoutEnabled: boolean, override: string | undefined): SidebarButtonView {
  const label = enquireLabel(chat, checkoutEnabled);
  const toChat = chat.available && (label === INSTANT_MESSAGE_LABEL || chat.openFromEnquire);
  return {
    id: "enquire",
    label: label === ENQUIRE_NOW_LABEL && override ? override : label,
    target: toChat ? { kind: "chat", widget: "chat" } : { kind: "modal", modal: "enquiry" },
  };
}

/** wa.me link of an Australian number (+61...). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${dialString(phone).replace(/\D/g, "")}`;
}

function telTarget(phone: string): ButtonTarget {
  return { kind: "tel", href: telHref(phone) };
}

/**
 * The Payment Methods dialog's list (issue 38: the button rendered nothing): only the ways the platform itself offers on
 * this car, each with where it starts: reserving online with the car's refundable deposit (where the reserve button
 * would show), finance (where the car has a finance path), and a trade-in (where the trade-in rule allows one). Empty
 * when it offers none, and then the button is not shown.
 */
export function paymentMethodsOf(car: SidebarCar, ctx: Pick<SidebarContext, "checkout" | "financeHref" | "tradeInAllowed">, checkoutEnabled: boolean): PaymentMethodView[] {
  const methods: PaymentMethodView[] = [];
  if (checkoutEnabled && !ctx.checkout.hideReserveButton && !car.reserved && hasReservablePrice(car.price)) {
    const deposit = reserveAmountText(car.paymentProcessors);
    methods.push({
      id: "reserve",
      title: "Reserve online",
      text: deposit ? `Hold the car with a refundable ${deposit} deposit, paid by card; the balance is settled with the dealer.` : "Hold the car online; the balance is settled with the dealer.",
      href: checkoutHref(car.slug, ctx.checkout.path),
      action: "Reserve this car",
    });
  }
  if (ctx.financeHref) methods.push({ id: "finance", title: "Finance", text: "Pay over time with a car loan: see the repayments and apply.", href: ctx.financeHref, action: "Apply for finance" });
  if (ctx.tradeInAllowed) methods.push({ id: "trade-in", title: "Trade in your car", text: "Put your current car towards this one: get a change-over price online.", href: `/cars/trade-in?car_id=${car.id}`, action: "Value my trade-in" });
  return methods;
}

const present = (s: string | null | undefined): s is string => typeof s === "string" && s.trim() !== "";

function buttonFor(id: SidebarButton, car: SidebarCar, ctx: SidebarContext, checkoutEnabled: boolean): SidebarButtonView | null {
  const label = ctx.labels?.[id] ?? SIDEBAR_BUTTON_LABELS[id];
  switch (id) {
    case "CTD":
    case "callUsNow":
      return present(ctx.phone) ? { id, label, target: telTarget(ctx.phone) } : null;
    case "paymentMethods": {
      const methods = paymentMethodsOf(car, ctx, checkoutEnabled);
      return methods.length > 0 ? { id, label, target: { kind: "payment-methods", methods } } : null;
    }
    case "finance":
      return ctx.financeHref ? { id, label, target: { kind: "link", href: ctx.financeHref } } : null;
    case "financeYouX":
      return car.price > 0 ? { id, label, target: { kind: "link", href: `/personalised/finance?car_id=${car.id}` } } : null;
    case "enquire":
      return enquireButton(ctx.chat, checkoutEnabled, ctx.labels?.enquire);
    case "testDrive":
      return { id, label, target: { kind: "modal", modal: "test-drive" } };
    case "tradeIn":
      return ctx.tradeInAllowed ? { id, label, target: { kind: "link", href: `/cars/trade-in?car_id=${car.id}` } } : null;
    case "reserve":
      if (!checkoutEnabled || ctx.checkout.hideReserveButton || car.reserved || !hasReservablePrice(car.price)) return null;
      return { id, label, target: { kind: "link", href: checkoutHref(car.slug, ctx.checkout.path) }, amount: reserveAmountText(car.paymentProcessors) };
    case "onlinePurchase":
      return checkoutEnabled && ctx.checkout.onlinePurchase && !car.reserved && hasReservablePrice(car.price) ? { id, label, target: { kind: "link", href: onlinePurchaseHref(car.id) } } : null;
    case "whatsapp":
      return present(ctx.whatsapp) ? { id, label, target: { kind: "external", href: whatsappHref(ctx.whatsapp) } } : null;
    case "openAutobot":
      return ctx.chat.available && ctx.chat.autobot ? { id, label, target: { kind: "chat", widget: "autobot" } } : null;
    case "customButton":
      return ctx.customButton && present(ctx.customButton.label) && present(ctx.customButton.href)
        ? { id, label: ctx.labels?.customButton ?? ctx.customButton.label, target: { kind: "link", href: ctx.customButton.href } }
        : null;
    case "carForm":
      return { id, label, target: { kind: "modal", modal: "request-photos" } };
    case "chatWithUs":
      return ctx.chat.available ? { id, label, target: { kind: "chat", widget: "chat" } } : null;
    case "carHistoryReport":
      return present(car.historyReportUrl) ? { id, label, target: { kind: "external", href: car.historyReportUrl } } : null;
    case "location":
      return { id, label: present(car.locationName) ? car.locationName.trim() : label, target: { kind: "anchor", href: "#vehicle-map" } };
  }
}

/** The Find Me Something Similar button of an unavailable car. */
export const FIND_SIMILAR_BUTTON: SidebarButtonView = {
  id: "findSimilar",
  label: FIND_SIMILAR_LABEL,
  target: { kind: "modal", modal: "enquiry", subcategory: FIND_SIMILAR_SUBCATEGORY },
};

/** Whether a button opens the enquiry form (not the chat: Instant Message is not Enquire). */
const opensEnquiryForm = (view: SidebarButtonView) => view.target.kind === "modal" && view.target.modal === "enquiry";

/**
 * `vehiclePage.alwaysEnquire` (issue 39, item 6: Metro's reservable cars offered no Enquire among nine buttons): the
 * spec's button list is the site's choice, enquiring is the shopper's need. The list's enquire button opens the
 * enquiry form as Enquire Now (the chat keeps its own buttons); a list without one gets Enquire Now after its first
 * button. Off, the list and the chat rules alone decide.
 */
export function withEnquiry(views: readonly SidebarButtonView[], alwaysEnquire: boolean, label: string | undefined): SidebarButtonView[] {
  if (!alwaysEnquire || views.some(opensEnquiryForm)) return [...views];
  const enquire: SidebarButtonView = { id: "enquire", label: label ?? ENQUIRE_NOW_LABEL, target: { kind: "modal", modal: "enquiry" } };
  const at = views.findIndex((view) => view.id === "enquire");
  if (at >= 0) return views.map((view, i) => (i === at ? enquire : view));
  return views.length === 0 ? [enquire] : [views[0]!, enquire, ...views.slice(1)];
}

/** The ways to put money down on a car: Reserve and Online Purchase both start with the reservation's deposit. */
const RESERVE_PATHS: ReadonlySet<SidebarButtonView["id"]> = new Set(["reserve", "onlinePurchase"]);

/**
 * One reserve path per site (issue 39, item 6: Metro's page showed Reserve and Online Purchase, two deposits): of
 * Reserve and Online Purchase, only the first the list shows stays.
 */
export function oneReservePath(views: readonly SidebarButtonView[]): SidebarButtonView[] {
  const first = views.find((view) => RESERVE_PATHS.has(view.id));
  return views.filter((view) => !RESERVE_PATHS.has(view.id) || view === first);
}

/**
 * The page's one primary action (issue 39, item 6): the reserve path when the car offers one, else the enquiry, else
 * the first button. Every other button is secondary.
 */
export function primaryAction(views: readonly SidebarButtonView[]): SidebarButtonView[] {
  const primary = views.find((view) => RESERVE_PATHS.has(view.id)) ?? views.find((view) => view.id === "enquire") ?? views[0];
  return views.map(({ primary: _drop, ...view }) => (view.id === primary?.id ? { ...view, primary: true } : view));
}

/** The visible buttons in the configured order, each with its label and target. */
export function sidebarButtons(car: SidebarCar, ctx: SidebarContext): SidebarButtonView[] {
  if (car.status !== "in_stock" && car.status !== "coming_soon") return [FIND_SIMILAR_BUTTON];
  const checkoutEnabled = vehicleCheckoutEnabled(ctx.checkout.enabled, car.paymentProcessors);
  const seen = new Set<SidebarButton>();
  const views: SidebarButtonView[] = [];
  for (const id of ctx.buttons) {
    if (seen.has(id)) continue;
    seen.add(id);
    const view = buttonFor(id, car, ctx, checkoutEnabled);
    if (view) views.push(view);
  }
  return primaryAction(withEnquiry(oneReservePath(views), ctx.alwaysEnquire, ctx.labels?.enquire));
}
