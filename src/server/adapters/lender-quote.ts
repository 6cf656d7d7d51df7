import "server-only";
import type { YouxQuote, YouxQuoteRequest } from "@/domain/finance/estimate";
import { platformQuote, type QuoteLenderSettings } from "@/domain/finance/quote";

/**
 * Asks a lender for a finance quote for a car (spec 002 §7 "POST /api/youx/quote"). The platform needs only this
 * from a quote provider: a real lender's API (youx) plugs in here, chosen by configuration, without touching the
 * route or the widgets.
 */
export interface LenderQuoteService {
  /** The quote for the request, or null when the lender has none to give. Throws when the lender cannot be asked. */
  quote(request: YouxQuoteRequest, context: LenderQuoteContext): Promise<YouxQuote | null>;
}

/** Who is asking: the site, and its lender settings (the platform's own quote is worked out from them). */
export interface LenderQuoteContext {
  siteId: number;
  lender: QuoteLenderSettings;
}

/**
 * The platform's own quote service: no call leaves the machine; the quote is worked out from the site's lender
 * settings (`platformQuote`: weekly repayment, the advertised rate, and the comparison rate by the regulation's
 * method). The VIN, NVIC, year and credit score a real lender would price by are not used.
 */
export const platformLenderQuote: LenderQuoteService = {
  async quote(request, context) {
    return platformQuote({ purchasePrice: request.purchasePrice, loanTerm: request.loanTerm }, context.lender);
  },
};

let service: LenderQuoteService | undefined;

/** The process's quote service. */
export function lenderQuoteService(): LenderQuoteService {
  service ??= platformLenderQuote;
  return service;
}

/** Tests replace the service. */
export function setLenderQuoteService(next: LenderQuoteService | undefined): void {
  service = next;
}
