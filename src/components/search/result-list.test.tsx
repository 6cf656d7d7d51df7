import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultList, type ResultListItem } from "./result-list";

const items: ResultListItem[] = [
  { key: "a", kind: "hit", content: <p>HiLux SR</p> },
  { key: "b", kind: "hit", content: <p>HiLux SR5</p> },
  { key: "c", kind: "hit", content: <p>HiLux Rogue</p> },
  { key: "p", kind: "promo", content: <p>Finance from 6.99%</p> },
];

const labels = (html: string) => [...html.matchAll(/<div[^>]*aria-roledescription="slide"[^>]*>/g)].map((m) => /aria-label="([^"]*)"/.exec(m[0])?.[1]);

describe("issue 39, item 6: a results carousel (a setting, off by default) never counts a promo as a car", () => {
  it('labels three cars and a finance ad "1 of 3" to "3 of 3" and "Promotion", not "1 of 4"', () => {
    const html = renderToStaticMarkup(<ResultList items={items} layout="carousel" label="Search results" />);
    expect(labels(html)).toEqual(["1 of 3", "2 of 3", "3 of 3", "Promotion"]);
    expect(html).not.toContain("of 4");
    // The status counts marked slides out.
    expect(html.match(/data-uncounted=""/g)?.length).toBe(1);
  });

  it("the grid lists every card, the promo marked as a promo", () => {
    const html = renderToStaticMarkup(<ResultList items={items} layout="grid" label="Search results" />);
    expect(html.match(/<li/g)?.length).toBe(4);
    expect(html.match(/data-promo=""/g)?.length).toBe(1);
    expect(html).not.toContain("carousel");
  });
});
