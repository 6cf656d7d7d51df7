/**
 * Which fields of a car the search box reads, and how much a word found in each counts: make and model most, the
 * badge next, every other field (the attributes a shopper types: 'diesel', 'automatic', '4x4', a colour, a town)
 * least. A word's score is its match quality times its field's weight (src/server/search/text-index.ts), so a make
 * or model match ranks above a colour match.
 *
 * The engine's documents (src/server/search/vehicle-documents.ts) and the tests' brute-force reference
 * (src/test/text-search-reference.ts) both read this one table.
 */
export const TEXT_FIELD_WEIGHTS = {
  make: 3,
  model: 3,
  badge: 2,
  series: 1,
  body: 1,
  colour: 1,
  fuel: 1,
  transmission: 1,
  drive: 1,
  /** The car's location: its name and town. */
  location: 1,
} as const;

export type TextField = keyof typeof TEXT_FIELD_WEIGHTS;

/** A car's text of each searched field (null when it has none); a field left out is not searched. */
export type TextFieldValues = { readonly [F in TextField]?: string | null };

/** A car's searched words, one entry per field given, each with its field's weight, in the table's order. */
export function weightedTextFields(car: TextFieldValues): Array<{ text: string | null; weight: number }> {
  return (Object.keys(TEXT_FIELD_WEIGHTS) as TextField[])
    .filter((field) => field in car)
    .map((field) => ({ text: car[field] ?? null, weight: TEXT_FIELD_WEIGHTS[field] }));
}
