import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keyTarget, Slider, thumbValue } from "./slider";

const price = { min: 10_000, max: 90_000, step: 1_000 };

describe("the slider's thumbs", () => {
  it("move by a step on the arrows, ten with Shift or Page Up/Down, and to the ends on Home and End", () => {
    expect(keyTarget("ArrowRight", false, 20_000, price)).toBe(21_000);
    expect(keyTarget("ArrowUp", false, 20_000, price)).toBe(21_000);
    expect(keyTarget("ArrowLeft", false, 20_000, price)).toBe(19_000);
    expect(keyTarget("ArrowDown", true, 20_000, price)).toBe(10_000);
    expect(keyTarget("PageUp", false, 20_000, price)).toBe(30_000);
    expect(keyTarget("PageDown", false, 20_000, price)).toBe(10_000);
    expect(keyTarget("Home", false, 20_000, price)).toBe(10_000);
    expect(keyTarget("End", false, 20_000, price)).toBe(90_000);
    expect(keyTarget("Enter", false, 20_000, price)).toBeNull();
    expect(keyTarget("constructor", false, 20_000, price)).toBeNull();
  });

  it("land on a step, stay in the range, and never pass their neighbour", () => {
    expect(thumbValue(0, 23_456, [20_000, 60_000], price)).toBe(23_000);
    expect(thumbValue(0, 23_500, [20_000, 60_000], price)).toBe(24_000);
    expect(thumbValue(0, 1_000, [20_000, 60_000], price)).toBe(10_000);
    expect(thumbValue(1, 999_999, [20_000, 60_000], price)).toBe(90_000);
    expect(thumbValue(0, 75_000, [20_000, 60_000], price)).toBe(60_000);
    expect(thumbValue(1, 5_000, [20_000, 60_000], price)).toBe(20_000);
    expect(thumbValue(1, 5_000, [20_000, 60_000], price, 2_000)).toBe(22_000);
    expect(thumbValue(0, 0.30000000000000004, [0], { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });

  it("are drawn in the server's HTML, each a labelled slider with its value and spoken value, within the track", () => {
    const html = renderToStaticMarkup(<Slider {...price} value={[10_000, 90_000]} thumbLabels={["Minimum price", "Maximum price"]} thumbValueTexts={["$10,000", "$90,000"]} />);
    const thumbs = [...html.matchAll(/<span role="slider"[^>]*>/g)].map((m) => m[0]);
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]).toContain('aria-label="Minimum price"');
    expect(thumbs[0]).toContain('aria-valuenow="10000"');
    expect(thumbs[0]).toContain('aria-valuetext="$10,000"');
    expect(thumbs[0]).toContain('tabindex="0"');
    expect(thumbs[1]).toContain('aria-valuemax="90000"');
    // At the ends, the thumb's centre is half a thumb (12 px of the 24 px thumb) inside the track.
    expect(thumbs[0]).toContain("left:calc(0% + 12px)");
    expect(thumbs[1]).toContain("left:calc(100% + -12px)");
    expect(html).toContain("left:0%;right:0%");
    expect(html).not.toContain("display:none");
  });

  it("takes no focus and no keys when disabled", () => {
    const html = renderToStaticMarkup(<Slider min={0} max={1} value={[0]} disabled thumbLabels={["Loan term"]} />);
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('aria-disabled="true"');
  });
});
