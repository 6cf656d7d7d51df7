/**
 * The price-comparison gauge (spec 001 §3 "Price-comparison response: fill, listing_price, market_range_min,
 * market_range_max, confidence, description", §4 "Price gauge call", §5 "hide it when any of its fields is
 * missing, when confidence is 0.2 or lower, or when market_range_max is below listing_price", §8 "Data
 * missing: the message 'No data returned' is raised and logged", §9 "Price gauge" constants; spec 002 §5
 * "Autograb eligibility: in_stock, not sold, not reserved, price over 200").
 *
 * `fill` is a fraction from 0 to 1 (the bands 0.3 and 0.6 are fractions); a fill outside 0..1 counts as
 * missing data. Numbers may arrive as numeric strings. The band and the label read the real fill; only the
 * drawn bar is raised to the 20% minimum.
 */

export const PRICE_GAUGE_NO_DATA = "No data returned";
export const PRICE_GAUGE_MIN_CONFIDENCE_EXCLUSIVE = 0.2;
export const PRICE_GAUGE_MIN_FILL = 0.2;
export const PRICE_GAUGE_ANIMATION_MS = 2_500;
export const PRICE_GAUGE_LOW_BELOW = 0.3;
export const PRICE_GAUGE_MEDIUM_BELOW = 0.6;
export const PRICE_GAUGE_GREAT_DEAL_FROM = 0.65;
export const GOOD_DEAL = "Good Deal";
export const GREAT_DEAL = "Great Deal";
export const AUTOGAUGE_MIN_PRICE_EXCLUSIVE = 200;
/** A listing price within this share of the market average, or within this many dollars, is "in line" with it. */
export const MARKET_IN_LINE_SHARE = 0.01;
export const MARKET_IN_LINE_FLOOR = 250;
/**
 * The one name of the market the page compares with: the similar cars listed on every site of the platform. The
 * gauge's range, the sidebar's indicator and the trade-in say it the same way (issue 39, item 1: one place said
 * "national", another "our network").
 */
export const MARKET_NAME = "our network";

/** Where a listing price sits against a market average: the one comparison the gauge's sentence, its badge and the sidebar state. */
export interface PriceAgainstAverage {
  /** The market average, whole dollars. */
  marketPrice: number;
  /** Listing price − market price, whole dollars (negative: below the market). */
  difference: number;
  /** Within MARKET_IN_LINE_SHARE of the market price (or MARKET_IN_LINE_FLOOR dollars): "in line with the market". */
  inLine: boolean;
}

/** A listing price against a market average, in whole dollars. */
export function priceAgainstAverage(listingPrice: number, marketAverage: number): PriceAgainstAverage {
  const marketPrice = Math.round(marketAverage);
  const difference = Math.round(listingPrice) - marketPrice;
  const inLine = Math.abs(difference) < Math.max(MARKET_IN_LINE_FLOOR, MARKET_IN_LINE_SHARE * marketPrice);
  return { marketPrice, difference, inLine };
}

export interface PriceGauge {
  fill: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  confidence: number;
  description: string;
  /** The market average the description names, when the answer gives it (`market_average`). */
  marketAverage: number | null;
}

export type PriceGaugeParse = { ok: true; gauge: PriceGauge } | { ok: false; error: typeof PRICE_GAUGE_NO_DATA };

export type PriceGaugeBand = "low" | "medium" | "high";

function num(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/** The gauge's fields from the autogauge answer, or 'No data returned' when any is missing. */
export function parsePriceGauge(body: unknown): PriceGaugeParse {
  if (typeof body !== "object" || body === null) return { ok: false, error: PRICE_GAUGE_NO_DATA };
  const b = body as Record<string, unknown>;
  const fill = num(b.fill);
  const listingPrice = num(b.listing_price);
  const marketRangeMin = num(b.market_range_min);
  const marketRangeMax = num(b.market_range_max);
  const confidence = num(b.confidence);
  const description = typeof b.description === "string" ? b.description : null;
  if (fill === null || listingPrice === null || marketRangeMin === null || marketRangeMax === null || confidence === null || description === null) {
    return { ok: false, error: PRICE_GAUGE_NO_DATA };
  }
  if (fill < 0 || fill > 1) return { ok: false, error: PRICE_GAUGE_NO_DATA };
  const average = num(b.market_average);
  const marketAverage = average !== null && average > 0 ? average : null;
  return { ok: true, gauge: { fill, listingPrice, marketRangeMin, marketRangeMax, confidence, description, marketAverage } };
}

/** Shown only with confidence above 0.2 and a market maximum not below the listing price. */
export function priceGaugeVisible(gauge: PriceGauge): boolean {
  return gauge.confidence > PRICE_GAUGE_MIN_CONFIDENCE_EXCLUSIVE && gauge.marketRangeMax >= gauge.listingPrice;
}

/** Below 0.3 low, 0.3 up to 0.6 medium, 0.6 or above high. */
export function priceGaugeBand(fill: number): PriceGaugeBand {
  if (fill < PRICE_GAUGE_LOW_BELOW) return "low";
  if (fill < PRICE_GAUGE_MEDIUM_BELOW) return "medium";
  return "high";
}

/** 'Good Deal' under 0.65, otherwise 'Great Deal'. */
export function priceGaugeLabel(fill: number): typeof GOOD_DEAL | typeof GREAT_DEAL {
  return fill < PRICE_GAUGE_GREAT_DEAL_FROM ? GOOD_DEAL : GREAT_DEAL;
}

/** The drawn fill in percent: at least 20, at most 100. */
export function priceGaugeFillPercent(fill: number): number {
  return Math.round(Math.min(1, Math.max(PRICE_GAUGE_MIN_FILL, fill)) * 100);
}

/** Whether the car is worth asking about (in stock, not reserved, price over 200) and the site has the gauge on. */
export function autogaugeEligible(car: { status: string; reserved: boolean; price: number }, enabled: boolean): boolean {
  return enabled && car.status === "in_stock" && !car.reserved && Number.isFinite(car.price) && car.price > AUTOGAUGE_MIN_PRICE_EXCLUSIVE;
}

/**
 * The gauge's badge (issue 39, item 1): the spec's band rule (Good Deal under 0.65, else Great Deal) only for a price
 * below the market average the sentence names, by more than "in line"; for a price in line with it or above it, or
 * with no average to compare, no badge, so the badge never claims the opposite of the sentence beside it.
 */
export function priceGaugeClaim(gauge: Pick<PriceGauge, "fill" | "listingPrice" | "marketAverage">): typeof GOOD_DEAL | typeof GREAT_DEAL | null {
  if (gauge.marketAverage === null) return null;
  const position = priceAgainstAverage(gauge.listingPrice, gauge.marketAverage);
  if (position.inLine || position.difference > 0) return null;
  return priceGaugeLabel(gauge.fill);
}

export interface PriceGaugeView {
  band: PriceGaugeBand;
  /** The badge, or null when the price is not below the market average (priceGaugeClaim). */
  label: typeof GOOD_DEAL | typeof GREAT_DEAL | null;
  fillPercent: number;
  gauge: PriceGauge;
}

/** What the gauge draws from the answer, or null when it is hidden (missing data or failing the rules). */
export function priceGaugeView(body: unknown): PriceGaugeView | null {
  const parsed = parsePriceGauge(body);
  if (!parsed.ok || !priceGaugeVisible(parsed.gauge)) return null;
  const { fill } = parsed.gauge;
  return { band: priceGaugeBand(fill), label: priceGaugeClaim(parsed.gauge), fillPercent: priceGaugeFillPercent(fill), gauge: parsed.gauge };
}
