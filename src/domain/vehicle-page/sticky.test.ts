import { describe, expect, it } from "vitest";
import { STICKY_BOTTOM_BAR_SCROLL_PX, STICKY_HEADER_SCROLL_PX, stickyBottomBarOpened, stickyHeaderVisible } from "./sticky";

describe("sticky thresholds", () => {
  it("constants", () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(500);
    expect(STICKY_BOTTOM_BAR_SCROLL_PX).toBe(900);
  });
  it.each([
    [0, false],
    [499.5, false],
    [500, true],
    [2000, true],
    [Number.NaN, false],
  ])("header at %s px: %s", (y, visible) => expect(stickyHeaderVisible(y)).toBe(visible));
  it.each([
    [500, false],
    [900, false],
    [900.5, true],
    [901, true],
    [Number.NaN, false],
  ])("bottom bar at %s px: %s", (y, opened) => expect(stickyBottomBarOpened(y)).toBe(opened));
});
