/**
 * A car's fact as feeds write it, or null when it is unknown: feeds write "N/A" (a caravan's fuel, an electric car's
 * induction) or leave the field empty for facts that do not apply. One rule for the card, the compare table and the
 * search documents, so a fact never shows in one place while another treats it as unknown.
 */
export function knownFact(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "N/A" ? null : value;
}
