/**
 * The price-comparison gauge's arithmetic (spec 001 §3 "Price-comparison response", §4, §5, §9): which
 * market comparables count, how their prices are brought to the subject vehicle's year and kilometres,
 * and how the market range, fill, confidence and description follow. Pure: the data layer fetches the
 * candidates in the widest search window (`marketSearchWindow`), everything else happens here.
 * The method and its reasons are written up in docs/price-gauge.md.
 */
import { formatCurrency } from "../vehicle/price-display";
import { MARKET_IN_LINE_FLOOR, MARKET_IN_LINE_SHARE, priceAgainstAverage } from "./price-gauge";
import { marketAverageName, type PageMarket } from "./page-market";

/** Every tunable number of the method, in one place. */
export const MARKET_ESTIMATE = {
  /** Fewer comparables than this (after de-duplication and trimming) give no range, no fill and confidence 0. */
  minComparables: 3,
  /** A selection tier is used once it holds this many candidates; otherwise the next, wider tier is tried. */
  targetComparables: 5,
  /** Model-year windows, narrowest first: ±1, then ±2. */
  yearWindows: [1, 2],
  /** Kilometre bands, narrowest first: ± the larger of ratio × the subject's km and floorKm. */
  kmBands: [
    { ratio: 0.3, floorKm: 20_000 },
    { ratio: 0.6, floorKm: 40_000 },
  ],
  /** Sold comparables count when sold within this many days. */
  soldWithinDays: 90,
  /** At most this many candidates, nearest first, are read per estimate. */
  maxCandidates: 400,
  /** Prior depreciation, in log-price units: ≈ 8.3% of value per model year older. */
  priorYearRate: 0.08,
  /** Prior depreciation, in log-price units: ≈ 2% of value per 10,000 km more. */
  priorKmRate: 0.02,
  /** Weight of the prior against the comparables in the ridge fit (in squared regressor units). */
  ridgeLambda: 4,
  /** A fitted rate is clamped to these plausible bounds. */
  yearRateBounds: [0, 0.25],
  kmRateBounds: [0, 0.08],
  /** Tukey's fences: outside Q1 − k·IQR … Q3 + k·IQR (of log prices) is an outlier. */
  tukeyK: 1.5,
  /** Confidence = n / (n + confidenceK) × (1 − cvWeight × coefficient of variation), clamped 0–1. */
  confidenceK: 5,
  cvWeight: 2,
  /**
   * Confidence is multiplied by this when the comparables mix badges (trim levels): their spread is
   * measured, but a base or top trim sits systematically below or above a mixed market.
   */
  mixedBadgeFactor: 0.5,
  /** Listing prices within this share of the typical price (or within inLineFloor dollars) are "in line". */
  inLineShare: MARKET_IN_LINE_SHARE,
  inLineFloor: MARKET_IN_LINE_FLOOR,
} as const;

/** The vehicle being priced. */
export interface MarketSubject {
  id: number;
  year: number;
  km: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
}

/** A candidate comparable: same make and model, used or demo, priced, in stock or recently sold. */
export interface MarketCandidate {
  id: number;
  year: number;
  km: number;
  badge: string | null;
  vin: string | null;
  /** The advertised price in dollars (the offer price when there is one), above 0. */
  price: number;
  /** Last change of the listing (ms since epoch); the newest listing of a duplicated VIN is kept. */
  listedAt: number;
}

/** The widest window the data layer must search: the last year window and the last km band. */
export interface MarketSearchWindow {
  yearMin: number;
  yearMax: number;
  kmMin: number;
  kmMax: number;
}

export interface DepreciationRates {
  /** Log-price gained per model year newer. */
  year: number;
  /** Log-price lost per 10,000 km more. */
  km: number;
}

/** How the comparables were chosen, for the description and for diagnostics. */
export interface MarketSelection {
  years: number;
  kmBand: number;
  sameBadge: boolean;
}

export type MarketEstimate =
  | {
      kind: "estimate";
      selection: MarketSelection;
      rates: DepreciationRates;
      /** Comparables kept after trimming (n). */
      comparables: number;
      /** Their prices adjusted to the subject's year and kilometres, ascending. */
      adjustedPrices: number[];
      /** 25th and 75th percentiles of the adjusted prices. */
      rangeMin: number;
      rangeMax: number;
      median: number;
      coefficientOfVariation: number;
      confidence: number;
    }
  | { kind: "insufficient"; comparables: number };

/** The spec's price-comparison response. Null fields are missing: the UI hides the gauge (spec §5). */
export interface PriceGaugeAnswer {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number;
  description: string;
  /**
   * The market average the description names (the car's state average where it has one, else the estimate's median,
   * whole dollars: `pageMarket`), so the badge beside it can make the same comparison (`priceGaugeView`); null without
   * an estimate. Beyond the spec's fields.
   */
  market_average: number | null;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The half-width of a km band around the subject's kilometres. */
export function kmBandHalfWidth(subjectKm: number, band: { ratio: number; floorKm: number }): number {
  return Math.max(band.ratio * Math.max(0, subjectKm), band.floorKm);
}

/** The widest window the candidate query must cover; every narrower tier is a subset. */
export function marketSearchWindow(subject: Pick<MarketSubject, "year" | "km">): MarketSearchWindow {
  const years = Math.max(...MARKET_ESTIMATE.yearWindows);
  const widest = Math.max(...MARKET_ESTIMATE.kmBands.map((band) => kmBandHalfWidth(subject.km, band)));
  return {
    yearMin: subject.year - years,
    yearMax: subject.year + years,
    kmMin: Math.max(0, Math.floor(subject.km - widest)),
    kmMax: Math.ceil(subject.km + widest),
  };
}

/** Percentile p (0–1) of ascending values by linear interpolation between order statistics (Hyndman–Fan type 7). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("percentile of no values");
  const h = (sorted.length - 1) * clamp(p, 0, 1);
  const lo = Math.floor(h);
  const low = sorted[lo] as number;
  const high = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return low + (h - lo) * (high - low);
}

/**
 * The inverse of `percentile`: the share q (0–1) of the market at or below a price, interpolated between
 * order statistics. Below the lowest value 0, above the highest 1; a price equal to tied values takes the
 * middle of their span.
 */
export function percentileRank(sorted: readonly number[], price: number): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError("percentile rank among no values");
  if (n === 1) return price < (sorted[0] as number) ? 0 : price > (sorted[0] as number) ? 1 : 0.5;
  let below = 0;
  let equal = 0;
  for (const value of sorted) {
    if (value < price) below += 1;
    else if (value === price) equal += 1;
  }
  if (equal > 0) return (2 * below + equal - 1) / (2 * (n - 1));
  if (below === 0) return 0;
  if (below === n) return 1;
  const low = sorted[below - 1] as number;
  const high = sorted[below] as number;
  return (below - 1 + (price - low) / (high - low)) / (n - 1);
}

function normaliseBadge(badge: string | null): string | null {
  const normal = badge?.trim().replace(/\s+/g, " ").toLowerCase() ?? "";
  return normal === "" ? null : normal;
}

function normaliseVin(vin: string | null): string | null {
  const normal = vin?.trim().toUpperCase() ?? "";
  return normal === "" ? null : normal;
}

/**
 * Drops the subject itself, listings of the subject's VIN, and repeated VINs among the candidates (the
 * newest listing of a VIN is kept). Listings without a VIN cannot be matched and are kept.
 */
export function withoutDuplicates(subject: Pick<MarketSubject, "id" | "vin">, candidates: readonly MarketCandidate[]): MarketCandidate[] {
  const subjectVin = normaliseVin(subject.vin);
  const byVin = new Map<string, MarketCandidate>();
  const kept: MarketCandidate[] = [];
  for (const candidate of candidates) {
    if (candidate.id === subject.id) continue;
    const vin = normaliseVin(candidate.vin);
    if (vin === null) {
      kept.push(candidate);
      continue;
    }
    if (vin === subjectVin) continue;
    const seen = byVin.get(vin);
    if (!seen || candidate.listedAt > seen.listedAt) byVin.set(vin, candidate);
  }
  return [...kept, ...byVin.values()];
}

/** The selection tiers, in order of preference: the subject's badge first (narrow to wide), then the whole model. */
export function selectionTiers(subject: Pick<MarketSubject, "badge">): MarketSelection[] {
  // Every year window at the first km band, then the widest year window at each wider km band.
  const widestYears = Math.max(...MARKET_ESTIMATE.yearWindows);
  const windows = [
    ...MARKET_ESTIMATE.yearWindows.map((years) => ({ years, kmBand: 0 })),
    ...MARKET_ESTIMATE.kmBands.slice(1).map((_, i) => ({ years: widestYears, kmBand: i + 1 })),
  ];
  const modelWide = windows.map((w) => ({ ...w, sameBadge: false }));
  return normaliseBadge(subject.badge) === null ? modelWide : [...windows.map((w) => ({ ...w, sameBadge: true })), ...modelWide];
}

function inTier(subject: MarketSubject, tier: MarketSelection, candidate: MarketCandidate): boolean {
  const band = MARKET_ESTIMATE.kmBands[tier.kmBand];
  if (!band) return false;
  return (
    Math.abs(candidate.year - subject.year) <= tier.years &&
    Math.abs(candidate.km - subject.km) <= kmBandHalfWidth(subject.km, band) &&
    (!tier.sameBadge || normaliseBadge(candidate.badge) === normaliseBadge(subject.badge))
  );
}

/**
 * Same-badge tiers first, then model-wide tiers. Within each group the first (narrowest) tier holding
 * `targetComparables` candidates wins; failing that, the group's widest tier when it holds `minComparables`.
 * A few comparables of the same badge beat many of mixed badges, whose prices differ by trim level.
 */
export function chooseComparables(
  subject: MarketSubject,
  candidates: readonly MarketCandidate[],
): { selection: MarketSelection; comparables: MarketCandidate[] } | null {
  const tiers = selectionTiers(subject).map((selection) => ({
    selection,
    comparables: candidates.filter((candidate) => inTier(subject, selection, candidate)),
  }));
  for (const sameBadge of [true, false]) {
    const group = tiers.filter((tier) => tier.selection.sameBadge === sameBadge);
    const enough = group.find((tier) => tier.comparables.length >= MARKET_ESTIMATE.targetComparables);
    if (enough) return enough;
    const widest = group.at(-1);
    if (widest && widest.comparables.length >= MARKET_ESTIMATE.minComparables) return widest;
  }
  return null;
}

/** A comparable's price brought to the subject's year and kilometres with the given rates. */
export function adjustPrice(subject: Pick<MarketSubject, "year" | "km">, comparable: Pick<MarketCandidate, "year" | "km" | "price">, rates: DepreciationRates): number {
  const newerBy = subject.year - comparable.year;
  const fewerKmBy = (comparable.km - subject.km) / 10_000;
  return comparable.price * Math.exp(rates.year * newerBy + rates.km * fewerKmBy);
}

/**
 * Depreciation rates fitted to the comparables: least squares of log price on model year and km/10,000,
 * shrunk towards the prior rates (ridge regression with penalty λ on the distance from the prior), then
 * clamped to plausible bounds. With no spread in a regressor its rate stays at the prior; with many
 * comparables the data decide.
 */
export function fitDepreciation(
  subject: Pick<MarketSubject, "year" | "km">,
  comparables: ReadonlyArray<Pick<MarketCandidate, "year" | "km" | "price">>,
  lambda: number = MARKET_ESTIMATE.ridgeLambda,
): DepreciationRates {
  const prior = { year: MARKET_ESTIMATE.priorYearRate, km: MARKET_ESTIMATE.priorKmRate };
  const n = comparables.length;
  if (n < 2 || !(lambda > 0)) return prior;
  const xs = comparables.map((c) => [c.year - subject.year, (c.km - subject.km) / 10_000] as const);
  const zs = comparables.map((c) => Math.log(c.price));
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const m1 = mean(xs.map((x) => x[0]));
  const m2 = mean(xs.map((x) => x[1]));
  const mz = mean(zs);
  let s11 = 0;
  let s12 = 0;
  let s22 = 0;
  let s1z = 0;
  let s2z = 0;
  xs.forEach(([x1, x2], i) => {
    const d1 = x1 - m1;
    const d2 = x2 - m2;
    const dz = (zs[i] as number) - mz;
    s11 += d1 * d1;
    s12 += d1 * d2;
    s22 += d2 * d2;
    s1z += d1 * dz;
    s2z += d2 * dz;
  });
  // Coefficients of log price on (year, km/10,000); the km coefficient is negative, the prior is (year, −km).
  const a11 = s11 + lambda;
  const a22 = s22 + lambda;
  const b1 = s1z + lambda * prior.year;
  const b2 = s2z - lambda * prior.km;
  const det = a11 * a22 - s12 * s12;
  const beta1 = (b1 * a22 - s12 * b2) / det;
  const beta2 = (a11 * b2 - s12 * b1) / det;
  return {
    year: clamp(beta1, MARKET_ESTIMATE.yearRateBounds[0], MARKET_ESTIMATE.yearRateBounds[1]),
    km: clamp(-beta2, MARKET_ESTIMATE.kmRateBounds[0], MARKET_ESTIMATE.kmRateBounds[1]),
  };
}

/** Candidates whose log price (adjusted with the prior rates) lies within Tukey's fences. */
export function trimOutliers<T extends Pick<MarketCandidate, "year" | "km" | "price">>(subject: Pick<MarketSubject, "year" | "km">, comparables: readonly T[]): T[] {
  if (comparables.length < 3) return [...comparables];
  const prior = { year: MARKET_ESTIMATE.priorYearRate, km: MARKET_ESTIMATE.priorKmRate };
  const logs = comparables.map((c) => Math.log(adjustPrice(subject, c, prior)));
  const sorted = [...logs].sort((a, b) => a - b);
  const q1 = percentile(sorted, 0.25);
  const q3 = percentile(sorted, 0.75);
  const fence = MARKET_ESTIMATE.tukeyK * (q3 - q1);
  return comparables.filter((_, i) => (logs[i] as number) >= q1 - fence && (logs[i] as number) <= q3 + fence);
}

/**
 * n / (n + k) × (1 − w × CV), halved when the comparables mix badges, clamped 0–1; 0 below the minimum
 * number of comparables.
 */
export function marketConfidence(comparables: number, coefficientOfVariation: number, sameBadge: boolean = true): number {
  if (comparables < MARKET_ESTIMATE.minComparables) return 0;
  const sizeFactor = comparables / (comparables + MARKET_ESTIMATE.confidenceK);
  const spreadFactor = clamp(1 - MARKET_ESTIMATE.cvWeight * coefficientOfVariation, 0, 1);
  const badgeFactor = sameBadge ? 1 : MARKET_ESTIMATE.mixedBadgeFactor;
  return clamp(sizeFactor * spreadFactor * badgeFactor, 0, 1);
}

/** Sample standard deviation over the mean. */
export function coefficientOfVariation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

/**
 * The market for the subject from the candidates the data layer found: de-duplicate, choose the tier,
 * trim outliers, fit depreciation on what is left, adjust, and summarise.
 */
export function estimateMarket(subject: MarketSubject, candidates: readonly MarketCandidate[]): MarketEstimate {
  const unique = withoutDuplicates(subject, candidates).filter((c) => c.price > 0);
  const chosen = chooseComparables(subject, unique);
  if (!chosen) return { kind: "insufficient", comparables: unique.length };
  const kept = trimOutliers(subject, chosen.comparables);
  if (kept.length < MARKET_ESTIMATE.minComparables) return { kind: "insufficient", comparables: kept.length };
  const rates = fitDepreciation(subject, kept);
  const adjustedPrices = kept.map((c) => adjustPrice(subject, c, rates)).sort((a, b) => a - b);
  const cv = coefficientOfVariation(adjustedPrices);
  return {
    kind: "estimate",
    selection: chosen.selection,
    rates,
    comparables: kept.length,
    adjustedPrices,
    rangeMin: percentile(adjustedPrices, 0.25),
    rangeMax: percentile(adjustedPrices, 0.75),
    median: percentile(adjustedPrices, 0.5),
    coefficientOfVariation: cv,
    confidence: marketConfidence(kept.length, cv, chosen.selection.sameBadge),
  };
}

/**
 * Where the listing price sits: the share of the (adjusted) market priced above it, 0–1. Cheaper than
 * every comparable → 1; dearer than every one → 0; at the median → 0.5; at the range's ends (25th and
 * 75th percentiles) → 0.75 and 0.25.
 */
export function gaugeFill(adjustedPrices: readonly number[], listingPrice: number): number {
  return clamp(1 - percentileRank(adjustedPrices, listingPrice), 0, 1);
}

function vehicleLabel(subject: Pick<MarketSubject, "year" | "make" | "model" | "badge">, withBadge: boolean): string {
  const badge = withBadge ? subject.badge?.trim() ?? "" : "";
  return [String(subject.year), subject.make.trim(), subject.model.trim(), badge].filter((part) => part !== "").join(" ");
}

/** Where a listing price sits against the market: the one comparison the gauge's sentence and the sidebar's indicator state. */
export interface MarketPosition {
  /** The market average the page names: the median of the comparables' adjusted prices, whole dollars. */
  marketPrice: number;
  /** Listing price − market price, whole dollars (negative: below the market). */
  difference: number;
  /** Within `inLineShare` of the market price (or `inLineFloor` dollars): "in line with the market". */
  inLine: boolean;
}

/** The listing price against the estimate's market average (its median), in whole dollars. */
export function marketPosition(estimate: Extract<MarketEstimate, { kind: "estimate" }>, listingPrice: number): MarketPosition {
  return priceAgainstAverage(listingPrice, Math.round(estimate.median));
}

/**
 * One sentence for shoppers, comparing the listing price with the page's market average (`pageMarket`: the car's
 * state average where its data has one, else the estimate's median, `marketPosition`): the same two figures the
 * vehicle sidebar's market indicator shows, under the same name.
 */
export function marketDescription(
  subject: Pick<MarketSubject, "year" | "make" | "model" | "badge">,
  estimate: MarketEstimate,
  listingPrice: number | null,
  market?: PageMarket | null,
): string {
  if (estimate.kind === "insufficient") {
    return `Not enough similar vehicles are for sale to compare this ${vehicleLabel(subject, true)} with the market.`;
  }
  const label = `a ${vehicleLabel(subject, estimate.selection.sameBadge)} with similar kilometres`;
  if (listingPrice === null) {
    return `The market price for ${label} is typically ${formatCurrency(estimate.rangeMin)} to ${formatCurrency(estimate.rangeMax)}.`;
  }
  const state = market?.source === "state" ? market : null;
  const { marketPrice, difference, inLine } = state ? priceAgainstAverage(listingPrice, state.marketPrice) : marketPosition(estimate, listingPrice);
  const average = state
    ? `${marketAverageName(state)} of ${formatCurrency(marketPrice)} for a ${vehicleLabel(subject, true)}`
    : `${marketAverageName({ source: "platform", state: null })} of ${formatCurrency(marketPrice)} for ${label}`;
  if (inLine) return `Priced in line with ${average}.`;
  return `Priced ${formatCurrency(Math.abs(difference))} ${difference < 0 ? "below" : "above"} ${average}.`;
}

/**
 * The spec's response for a listing price (null when the vehicle shows no price). With too few comparables
 * the range and fill are missing and confidence is 0, so the UI hides the gauge. The range and fill are the
 * comparables'; the average the sentence names and the badge compares with is the page's (`market`, from
 * `pageMarket`: the car's state average where it has one), else the estimate's median.
 */
export function priceGauge(
  subject: Pick<MarketSubject, "year" | "make" | "model" | "badge">,
  estimate: MarketEstimate,
  listingPrice: number | null,
  market?: PageMarket | null,
): PriceGaugeAnswer {
  const listing = listingPrice !== null && Number.isFinite(listingPrice) && listingPrice > 0 ? listingPrice : null;
  const description = marketDescription(subject, estimate, listing, market);
  if (estimate.kind === "insufficient") {
    return { fill: null, listing_price: listing, market_range_min: null, market_range_max: null, confidence: 0, description, market_average: null };
  }
  return {
    fill: listing === null ? null : Math.round(gaugeFill(estimate.adjustedPrices, listing) * 1000) / 1000,
    listing_price: listing,
    market_range_min: Math.round(estimate.rangeMin),
    market_range_max: Math.round(estimate.rangeMax),
    confidence: Math.round(estimate.confidence * 100) / 100,
    description,
    market_average: market?.source === "state" ? market.marketPrice : Math.round(estimate.median),
  };
}
