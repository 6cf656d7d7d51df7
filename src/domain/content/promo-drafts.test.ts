import { describe, expect, it } from "vitest";
import { promoChangeOf, promosAsAt, type PromoState } from "./promo-drafts";

const card: PromoState = {
  name: "Finance week",
  startsAt: "2026-12-01T00:00:00.000Z",
  expiresAt: "2026-12-07T12:59:59.999Z",
  position: 2,
  display: [],
  strictDisplay: false,
  node: { title: "2.9% p.a.", text: "On selected cars.", imageUrl: null, href: "/finance", cta: "Find out more" },
};

describe("promoChangeOf", () => {
  it("names a card made, deleted, or each thing changed, by its name before", () => {
    expect(promoChangeOf(null, card)).toEqual({ key: "Promo 'Finance week'", before: "", after: "made" });
    expect(promoChangeOf(card, null)).toEqual({ key: "Promo 'Finance week'", before: "", after: "deleted" });
    const changed = { ...card, name: "Finance fortnight", expiresAt: "2026-12-14T12:59:59.999Z", node: { ...card.node, imageUrl: "/media/u/s/1/picture-a-800.webp" } };
    expect(promoChangeOf(card, changed)?.after).toBe("renamed 'Finance fortnight', dates changed, picture changed");
    expect(promoChangeOf(card, { ...card, display: ["used"] })?.after).toBe("searches it shows in changed");
    expect(promoChangeOf(card, { ...card, position: null })?.after).toBe("place in the results changed");
    expect(promoChangeOf(card, { ...card, node: { ...card.node, cta: "Apply" } })?.after).toBe("card changed");
  });

  it("is null for a card as it was (a copy, not the same object) and for nothing at all", () => {
    expect(promoChangeOf(card, structuredClone(card))).toBeNull();
    expect(promoChangeOf(null, null)).toBeNull();
  });
});

describe("promosAsAt", () => {
  it("takes each card as the first later revision found it; cards no later revision changed are left out", () => {
    const later = { ...card, expiresAt: "2026-12-01T12:59:59.999Z" };
    const made = { ...card, name: "Service special" };
    const at = promosAsAt([
      [{ promoId: 3, before: card, after: later }],
      [
        { promoId: 3, before: later, after: null },
        { promoId: 9, before: null, after: made },
      ],
    ]);
    expect(at).toEqual(
      new Map<number, PromoState | null>([
        [3, card],
        [9, null],
      ]),
    );
    expect(promosAsAt([]).size).toBe(0);
  });
});
