/**
 * HTML a dealer wrote, after `sanitizeDealerHtml` (src/server/content/dealer-html.ts). Only a service makes one (by
 * sanitising); a component may put it into the page as HTML. Any other string is text.
 */
export type DealerHtml = string & { readonly __sanitisedDealerHtml: true };
