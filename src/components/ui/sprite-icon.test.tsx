import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconSprite } from "./icon-sprite";
import * as megaphone from "lucide-react/icons/megaphone";
import { DrawnIcon, SpriteIcon } from "./sprite-icon";

describe("the icon sprite: lucide's drawings as plain elements, once per page", () => {
  it("draws every icon (a lucide upgrade that moved its drawing data would leave a symbol empty)", () => {
    const html = renderToStaticMarkup(<IconSprite />);
    const symbols = [...html.matchAll(/<symbol id="icon-([a-z-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1])).toEqual(["gauge", "map-pin", "heart", "compare", "star", "quote", "menu", "chevron-down", "warehouse", "phone"]);
    for (const [, name, drawing] of symbols) expect(drawing, name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+><\/\2>)+$/);
    // Not lucide's client component (no lucide class, no own stroke: the referencing svg's class gives those).
    expect(html).not.toContain("lucide");
  });
  it("uses a drawing by reference", () => {
    expect(renderToStaticMarkup(<SpriteIcon name="heart" className="size-3.5" />)).toBe('<svg aria-hidden="true" class="icon size-3.5"><use href="#icon-heart"></use></svg>');
  });
  it("draws an icon in place as plain elements, for a server component", () => {
    const html = renderToStaticMarkup(<DrawnIcon icon={megaphone} className="size-8" />);
    expect(html).toMatch(/^<svg aria-hidden="true" viewBox="0 0 24 24" class="icon size-8">(<path d="[^"]+"><\/path>)+<\/svg>$/);
    expect(html).not.toContain("lucide");
  });
});
