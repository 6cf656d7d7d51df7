/**
 * A site's promo cards as drafts (issue 36): what a publish or roll back changed about a card (the revision's summary)
 * and the cards as they were at an earlier revision (what a roll back restores). Pure: the data layer applies them
 * inside the publish's transaction, as it does the plain pages' (page-drafts.ts).
 */
import { rowsAsAt } from "./revision-rows";

/** A promo card as shoppers are served it; its window's instants as ISO strings (a revision keeps it as JSON). */
export interface PromoState {
  name: string;
  startsAt: string;
  expiresAt: string;
  position: number | null;
  display: string[];
  strictDisplay: boolean;
  node: { title: string; text: string; imageUrl: string | null; href: string; cta: string };
}

/** What one publish or roll back did to one card: null before, a card made; null after, a card deleted. */
export interface PromoRevisionChange {
  promoId: number;
  before: PromoState | null;
  after: PromoState | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a publish or roll back did to a card, in words, as a revision lists it ("Promo 'Service special': dates changed,
 * picture changed"); null when the card is as it was.
 */
export function promoChangeOf(before: PromoState | null, after: PromoState | null): { key: string; before: string; after: string } | null {
  if (!before && !after) return null;
  if (!before) return { key: `Promo '${after!.name}'`, before: "", after: "made" };
  if (!after) return { key: `Promo '${before.name}'`, before: "", after: "deleted" };
  const words: string[] = [];
  if (before.name !== after.name) words.push(`renamed '${after.name}'`);
  if (before.startsAt !== after.startsAt || before.expiresAt !== after.expiresAt) words.push("dates changed");
  if (before.position !== after.position) words.push("place in the results changed");
  if (!same(before.display, after.display) || before.strictDisplay !== after.strictDisplay) words.push("searches it shows in changed");
  if (before.node.imageUrl !== after.node.imageUrl) words.push("picture changed");
  if (before.node.title !== after.node.title || before.node.text !== after.node.text || before.node.cta !== after.node.cta || before.node.href !== after.node.href) words.push("card changed");
  return words.length === 0 ? null : { key: `Promo '${before.name}'`, before: "", after: words.join(", ") };
}

/** The cards as they were at a revision, from the promo changes of every revision after it (oldest first): `rowsAsAt`. */
export function promosAsAt(laterRevisions: ReadonlyArray<readonly PromoRevisionChange[]>): Map<number, PromoState | null> {
  return rowsAsAt(laterRevisions, (change) => change.promoId);
}
