import "server-only";
import { randomBytes } from "node:crypto";
import { stockAlertConsentWording, stockAlertKey, stockAlertMatches, stockAlertSearchOf } from "@/domain/search/stock-alerts";
import { stockNounSingular } from "@/domain/vehicle/noun";
import { requestFromSearchParams } from "@/contracts/search/search-params";
import type { StockAlertSignup } from "@/contracts/stock-alerts/signup";
import { siteScope } from "@/server/data/scope";
import { addStockAlert, stockAlertCandidates, stopStockAlerts } from "@/server/data/stock-alerts";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import type { Site } from "@/server/sites/site-store";

/**
 * A shopper's "tell me when one arrives" (issue 36): the signup kept against the search of the page they were on,
 * read as that page reads its address (its path's preset and its query), with the consent's wording as the form
 * showed it and the time. The cars already listed that match are recorded with it: they are not news. The same
 * contact and search again is the same signup (`created: false`).
 */

/** The words beside the signup's box on this site (the form shows them, the signup stores them). */
export function stockAlertConsentFor(site: Pick<Site, "name" | "settings">): string {
  return stockAlertConsentWording(site.name, `a ${stockNounSingular(site.settings.vehicleKinds).toLowerCase()}`);
}

export type StockAlertSignupOutcome = { ok: true; created: boolean } | { ok: false; kind: "invalid"; field: string; message: string };

function searchPathSegments(pathname: string): string[] | null {
  const rest = pathname.replace(/^\/search\/?/, "");
  try {
    return rest === "" ? [] : rest.split("/").filter((s) => s !== "").map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

export async function signUpForStockAlert(site: Site, signup: StockAlertSignup, siteOrigin: string, now: Date = new Date()): Promise<StockAlertSignupOutcome> {
  const address = new URL(signup.search, "http://search.invalid");
  const segments = searchPathSegments(address.pathname);
  const request = requestFromSearchParams(address.searchParams);
  const route = segments === null ? null : await routeOfSearchPath(site, segments, request.filters.item_type ?? []);
  if (!route) return { ok: false, kind: "invalid", field: "search", message: "search: is not a search of this site" };
  const search = stockAlertSearchOf(request, route.preset);
  const scope = siteScope(site);
  const known = (await stockAlertCandidates(scope)).filter((car) => stockAlertMatches(search, car)).map((car) => car.id);
  const stored = await addStockAlert(scope, {
    channel: signup.channel,
    contact: signup.contact,
    searchKey: stockAlertKey(search),
    search,
    siteOrigin,
    knownVehicleIds: known,
    optInWording: stockAlertConsentFor(site),
    optInAt: now,
    stopToken: randomBytes(16).toString("hex"),
  });
  return { ok: true, created: stored.created };
}

/** The stop link: every waiting alert of the token's contact on the site stops. Null: not a token of this site. */
export function stopStockAlertsByToken(site: Site, token: string): Promise<number | null> {
  return stopStockAlerts(siteScope(site), token);
}
