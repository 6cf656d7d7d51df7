/**
 * "Tell me when one arrives" (issue 36): what the empty search page's signup sends and `POST /api/stock-alerts`
 * validates, with the same messages. The form loads this file when it is sent (zod stays out of the search page's
 * first script). The consent box starts unticked; only a ticked box passes. The search is the page's own address
 * (its path and query), which the server reads as the search page does.
 */
import { z } from "zod";
import { australianMobileE164, MOBILE_NUMBER_MESSAGE } from "@/domain/contact/mobile-number";
import { safeText } from "@/lib/stored-text";

export const STOCK_ALERT_CHANNELS = ["sms", "email"] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

export const STOCK_ALERT_MESSAGES = {
  channel: "Please choose a text or an email",
  phone: MOBILE_NUMBER_MESSAGE,
  email: "Please enter a valid email address",
  consent: "Please tick the box to agree to be told when one arrives",
  search: "must be this site's search page",
} as const;

/** A search page's address on this site: /search, or below it, with its query. */
function isSearchAddress(value: string): boolean {
  return /^\/search(?:[/?]|$)/.test(value) && !value.startsWith("//") && !/[\\\s]/.test(value);
}

export const stockAlertSignupSchema = z
  .strictObject({
    channel: z.enum(STOCK_ALERT_CHANNELS, { error: STOCK_ALERT_MESSAGES.channel }),
    phone: safeText().trim().max(30, STOCK_ALERT_MESSAGES.phone).optional(),
    email: safeText().trim().max(254, "Your email address is too long").optional(),
    consent: z.literal(true, { error: STOCK_ALERT_MESSAGES.consent }),
    search: safeText().max(2000, "must be at most 2000 characters").refine(isSearchAddress, STOCK_ALERT_MESSAGES.search),
  })
  .superRefine((value, ctx) => {
    if (value.channel === "sms" && australianMobileE164(value.phone ?? "") === null) ctx.addIssue({ code: "custom", path: ["phone"], message: STOCK_ALERT_MESSAGES.phone });
    if (value.channel === "email" && !z.email().safeParse(value.email ?? "").success) ctx.addIssue({ code: "custom", path: ["email"], message: STOCK_ALERT_MESSAGES.email });
  })
  .transform((value) => ({
    channel: value.channel,
    // The contact as the alert keeps it: a mobile in E.164, an email address in lower case.
    contact: value.channel === "sms" ? (australianMobileE164(value.phone ?? "") ?? "") : (value.email ?? "").toLowerCase(),
    search: value.search,
  }));

export type StockAlertSignup = z.output<typeof stockAlertSignupSchema>;
export type StockAlertSignupInput = z.input<typeof stockAlertSignupSchema>;

/** The API's answer: `created` false when the same contact already waits for the same search. */
export interface StockAlertSignupAnswer {
  created: boolean;
  message: string;
}

export const STOCK_ALERT_SIGNED_UP = "Thanks: we'll tell you once when one arrives.";
export const STOCK_ALERT_ALREADY = "You're already signed up for this search: we'll tell you once when one arrives.";

/** The stop page's POST body. */
export const stockAlertStopSchema = z.strictObject({ token: z.string().regex(/^[0-9a-f]{32}$/, "is not a stop link of this site") });
