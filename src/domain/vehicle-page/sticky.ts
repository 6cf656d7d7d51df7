/**
 * Scroll thresholds of the vehicle page (spec 001 §2 and §9 "Sticky header: appears at scroll of 500 px or
 * more"; spec 002 §4 "Sticky bottom bar takes an opened style after the page scrolls past 900 px and reverts
 * when scrolled back; the chat bubble shares that state", §9 "sticky CTA after 900 px").
 */

export const STICKY_HEADER_SCROLL_PX = 500;
export const STICKY_BOTTOM_BAR_SCROLL_PX = 900;

function scrolled(scrollY: number): number {
  return Number.isFinite(scrollY) ? scrollY : 0;
}

/** The sticky header shows at 500 px of scroll or more. */
export function stickyHeaderVisible(scrollY: number): boolean {
  return scrolled(scrollY) >= STICKY_HEADER_SCROLL_PX;
}

/** The sticky bottom bar (and the chat bubble) take the opened style past 900 px: 901 and more. */
export function stickyBottomBarOpened(scrollY: number): boolean {
  return scrolled(scrollY) > STICKY_BOTTOM_BAR_SCROLL_PX;
}
