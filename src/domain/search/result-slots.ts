/**
 * The order of the items on one page of search results: vehicle hits, promo cards and the
 * 'Find me something similar' call-to-action card (spec 002 §9: CTA positions 8 and 17, or 8 or 9).
 *
 * Promos come as [insert before hit index, promo] pairs (see `promoSlots`). CTA positions are 1-based
 * positions in the finished list: position 8 makes the CTA the 8th item shown, counting vehicles, promos
 * and an earlier CTA. A CTA is shown only when an item would otherwise stand at its position, so it is
 * always followed by a result and never shown on a page with fewer items than its position.
 */

export type ResultItem<H, P> =
  | { kind: "hit"; hit: H; hitIndex: number }
  | { kind: "promo"; promo: P }
  | { kind: "cta"; position: number };

export function resultItems<H, P>(
  hits: readonly H[],
  promos: ReadonlyArray<readonly [number, P]>,
  ctaPositions: readonly number[],
): Array<ResultItem<H, P>> {
  if (hits.length === 0) return [];
  const promosBefore = (index: number): Array<ResultItem<H, P>> =>
    promos.filter(([at]) => at === index).map(([, promo]) => ({ kind: "promo", promo }));

  const items: Array<ResultItem<H, P>> = hits.flatMap((hit, hitIndex) => [...promosBefore(hitIndex), { kind: "hit" as const, hit, hitIndex }]);
  items.push(...promosBefore(hits.length));

  const positions = [...new Set(ctaPositions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
  for (const position of positions) {
    if (position > items.length) break;
    items.splice(position - 1, 0, { kind: "cta", position });
  }
  return items;
}
