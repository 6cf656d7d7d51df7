/**
 * Prices in words in a text search (issue 39 item 8): "under 30000", "under $30k", "less than 25,000", "over 20k",
 * "between 20 and 30k", "30k-40k", "$20,000 to $30,000" are a price filter, not words to look for. `priceInWords`
 * finds the first such phrase and answers its bounds and the text without it ("hilux under 30k" → hilux, at most
 * $30,000).
 *
 * A number is a price when it says so: a "$", a "k" (thousands), a thousands comma, or at least 1,000 and not a year
 * (1900–2099 bare: "2015-2020" is years). A bare number under 1,000 is a price only beside a "k" in a range ("between
 * 20 and 30k" is 20,000–30,000). A number followed by "km" (or "kms", "kilometres") is a distance, never a price.
 */

export interface PriceInWords {
  min?: number;
  max?: number;
  /** The search text without the price phrase, its spaces tidied. */
  rest: string;
}

/** Highest price a phrase may name (the search request's own bound). */
const MAX_PRICE = 100_000_000;

// One amount: an optional "$", digits (with thousands commas or a decimal point), an optional "k" or "grand" (no
// "m": a caravan's "under 6m" is its length), never followed by "km".
const AMOUNT = String.raw`\$?\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|grand))?(?![a-z\d])(?!\s?(?:kms?|kilomet))`;
const UPPER = String.raw`under|below|less\s+than|cheaper\s+than|up\s+to|max(?:imum)?|no\s+more\s+than|<=?`;
const LOWER = String.raw`over|above|more\s+than|from|min(?:imum)?|at\s+least|starting\s+(?:at|from)|>=?`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|and)\s*`;

const PATTERNS: Array<{ re: RegExp; kind: "max" | "min" | "range" }> = [
  { re: new RegExp(String.raw`(?:^|\s)between\s+(${AMOUNT})\s+and\s+(${AMOUNT})(?=\s|$)`, "i"), kind: "range" },
  { re: new RegExp(String.raw`(?:^|\s)(?:from\s+)?(${AMOUNT})${RANGE_JOIN}(${AMOUNT})(?=\s|$)`, "i"), kind: "range" },
  { re: new RegExp(String.raw`(?:^|\s)(?:${UPPER})\s*(${AMOUNT})(?=\s|$)`, "i"), kind: "max" },
  { re: new RegExp(String.raw`(?:^|\s)(?:${LOWER})\s*(${AMOUNT})(?=\s|$)`, "i"), kind: "min" },
];

interface Amount {
  value: number;
  /** Said as a price: "$", a multiplier or a thousands comma. */
  marked: boolean;
  multiplier: number;
}

function readAmount(raw: string): Amount | null {
  const text = raw.toLowerCase().replace(/\s+/g, "");
  const match = /^(\$?)(\d[\d,]*(?:\.\d+)?)(k|grand)?$/.exec(text);
  if (!match) return null;
  const [, dollar, digits = "", suffix] = match;
  // A comma must group thousands ("25,000", not "2,5").
  if (digits.includes(",") && !/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) return null;
  const multiplier = suffix === undefined ? 1 : 1000;
  const value = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  return { value, marked: dollar === "$" || multiplier !== 1 || digits.includes(","), multiplier };
}

/** An amount as dollars when it reads as a price on its own. */
function price(amount: Amount): number | null {
  const dollars = Math.round(amount.value * amount.multiplier);
  if (dollars <= 0 || dollars > MAX_PRICE) return null;
  if (amount.marked) return dollars;
  if (dollars < 1000) return null;
  if (Number.isInteger(amount.value) && dollars >= 1900 && dollars <= 2099) return null;
  return dollars;
}

/** Two amounts as a price range: a bare small number takes the other's multiplier ("20 and 30k", "20k-30"). */
function rangeOf(a: Amount, b: Amount): { min: number; max: number } | null {
  const borrow = (x: Amount, y: Amount): Amount => (x.multiplier === 1 && !x.marked && y.multiplier !== 1 && x.value * y.multiplier <= MAX_PRICE && x.value < 1000 ? { ...x, multiplier: y.multiplier, marked: true } : x);
  const low = price(borrow(a, b));
  const high = price(borrow(b, a));
  if (low === null || high === null) return null;
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** The price a text search names in words, or null when it names none. */
export function priceInWords(text: string): PriceInWords | null {
  for (const { re, kind } of PATTERNS) {
    const match = re.exec(text);
    if (!match) continue;
    const first = readAmount(match[1] ?? "");
    if (!first) continue;
    let bounds: { min?: number; max?: number } | null = null;
    if (kind === "range") {
      const second = readAmount(match[2] ?? "");
      bounds = second ? rangeOf(first, second) : null;
    } else {
      const dollars = price(first);
      if (dollars !== null) bounds = kind === "max" ? { max: dollars } : { min: dollars };
    }
    if (!bounds) continue;
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, " ").trim();
    return { ...bounds, rest };
  }
  return null;
}
