/**
 * Marketing consent (the spec's opt_in box). The Spam Act 2003 needs a shopper's express consent before a dealer
 * sends them offers, and ACMA does not accept a pre-ticked box as consent: every form starts with the box clear,
 * on every site (the spec's ticked default is deliberately not kept, even as a setting). What the shopper agreed
 * to is kept with the lead in these words, with the time they sent it.
 */
export const MARKETING_CONSENT_WORDING = "Yes, I would like to subscribe to receive latest offers & product updates.";

/** The box's state when a form opens, and a request's when it does not say: never ticked. */
export const MARKETING_CONSENT_DEFAULT = false;

export interface MarketingConsent {
  /** The words beside the box the shopper ticked. */
  wording: string;
  givenAt: Date;
}

/** The consent a submission records: the box's wording and the time, only when the shopper ticked it. */
export function marketingConsentOf(optIn: boolean, sentAt: Date): MarketingConsent | null {
  return optIn ? { wording: MARKETING_CONSENT_WORDING, givenAt: sentAt } : null;
}
