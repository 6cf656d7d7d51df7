/**
 * What a person types into a money, rate or term field, as a number: spaces, thousands separators, a dollar sign
 * and a percent sign are ignored; an empty or non-numeric entry is NaN, for the domain rule of the field to decide
 * (`validatePurchasePrice` makes it 0 with its message, `clampToBounds` the minimum).
 */
export function parseNumberInput(raw: string): number {
  const cleaned = raw.replace(/[\s,$%]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** A number as a field shows it again after editing: whole numbers plain, fractions to at most 2 decimals. */
export function formatNumberInput(value: number): string {
  if (!Number.isFinite(value)) return "";
  return String(Math.round(value * 100) / 100);
}
