/**
 * The site's form settings (`forms.*`) as rules a lead form and POST /api/leads apply alike: the message required or
 * not, the terms box, which forms show the location and preferred-dealership selects and when a choice is needed.
 * The schemas they refine are in src/contracts/leads (`leadRequestSchemaFor`).
 */
import type { FormItem } from "./form-items";
import type { LeadKind } from "./lead-kinds";

/** The site's form settings the server enforces exactly as the form does. */
export interface LeadFormRules {
  /** `forms.messageRequired`: false makes the message optional on every form. */
  messageRequired: boolean;
  /** `forms.termsText`: when set the terms box is shown and must be ticked; its text is the error. */
  termsText: string | null;
  /** `forms.locationPlaceholder`: the location select's placeholder, also its error ("Please select a department"). */
  locationPlaceholder?: string;
  /** The location select shows (the site has several visible locations): a form that offers it needs a choice. */
  locationRequired?: boolean;
  /** The preferred-dealership select shows (several dealerships, not `forms.removePreferredDealership`): a choice is needed. */
  dealershipRequired?: boolean;
  /** `forms.formItems`: the items the site's enquiry and test-drive forms add (none: those forms take no items). */
  formItems?: readonly FormItem[];
}

export const DEFAULT_LEAD_FORM_RULES: LeadFormRules = { messageRequired: true, termsText: null };

/** The forms that offer a location select (when the site has several visible locations), and those with a preferred-dealership select. */
export const LOCATION_SELECT_KINDS: readonly LeadKind[] = ["contact", "careers", "service", "parts", "fleet", "sell-my-car", "test-drive"];
export const DEALERSHIP_SELECT_KINDS: readonly LeadKind[] = ["contact", "finance", "fleet", "sell-my-car"];

/** "Please Select a Dealership Location" → "Please select a dealership location". */
export function locationRequiredMessage(placeholder = "Please Select a Dealership Location"): string {
  const what = placeholder.replace(/^please select\s*/i, "").trim();
  return what ? `Please select ${what.toLowerCase()}` : "Please select a location";
}

/** Whether this lead's form shows the location select (a car's forms never do: the car says where). */
export function showsLocationSelect(kind: LeadKind, hasCar: boolean): boolean {
  return LOCATION_SELECT_KINDS.includes(kind) && !hasCar;
}
export function showsDealershipSelect(kind: LeadKind, hasCar: boolean): boolean {
  return DEALERSHIP_SELECT_KINDS.includes(kind) && !hasCar;
}

/**
 * The kinds whose message may be empty: a test drive and a photo request ask nothing beyond the contact fields
 * (spec 001 §5); a service booking, a car to sell and a trade-in say what they are in their own fields.
 */
export const MESSAGE_OPTIONAL_KINDS: readonly LeadKind[] = ["test-drive", "request-photos", "service", "sell-my-car", "trade-in", "trade-in-offer-accepted"];

/** What a browser's form needs of the site's form settings: the server's rules and the privacy link. */
export interface LeadFormSettings extends LeadFormRules {
  showPrivacyLink: boolean;
  /** `forms.askFinanceAndTradeIn`: a car's enquiry and test drive ask "finance?" and "a trade-in?" (Yes/No, optional). */
  askFinanceAndTradeIn?: boolean;
}

/** The forms that ask the Yes/No finance and trade-in questions when the site sets `forms.askFinanceAndTradeIn`. */
export const FINANCE_AND_TRADE_IN_KINDS: readonly LeadKind[] = ["enquiry", "test-drive"];
export function asksFinanceAndTradeIn(settings: Pick<LeadFormSettings, "askFinanceAndTradeIn">, kind: LeadKind): boolean {
  return settings.askFinanceAndTradeIn === true && FINANCE_AND_TRADE_IN_KINDS.includes(kind);
}

/**
 * A site's form rules from its settings (`forms.*`) and what it shows: the location select when it has several
 * visible locations, the preferred-dealership select when it has several dealerships and `forms.removePreferredDealership`
 * is off. The page hands them to the form and POST /api/leads to `leadRequestSchemaFor`, so both apply the same rules.
 */
export function leadFormRulesOf(
  forms: { messageRequired: boolean; termsText: string | null; locationPlaceholder: string; removePreferredDealership: boolean; showPrivacyLink: boolean; askFinanceAndTradeIn?: boolean; formItems?: readonly FormItem[] },
  shown: { locations: number; dealerships: number },
): LeadFormSettings {
  return {
    messageRequired: forms.messageRequired,
    termsText: forms.termsText,
    locationPlaceholder: forms.locationPlaceholder,
    locationRequired: shown.locations > 1,
    dealershipRequired: shown.dealerships > 1 && !forms.removePreferredDealership,
    showPrivacyLink: forms.showPrivacyLink,
    askFinanceAndTradeIn: forms.askFinanceAndTradeIn ?? false,
    formItems: forms.formItems ?? [],
  };
}
