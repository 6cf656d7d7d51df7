/**
 * Spin to win (spec 002 §2 "/spin-to-win ... may require sign-in"; the page is `features.spinToWin`). The wheel holds
 * only the site's running offers, so where a spin lands is an offer any shopper may take: the page awards nothing the
 * dealer does not already offer, and says so.
 */

/** Where a spin lands: one of `segments` (at least one), picked by `random` in [0, 1), each segment equally likely. */
export function spinLanding(segments: number, random: number): number {
  if (!Number.isInteger(segments) || segments < 1) throw new RangeError("a wheel needs at least one segment");
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1 - Number.EPSILON) : 0;
  return Math.min(segments - 1, Math.floor(r * segments));
}

/**
 * The wheel's turn in degrees that brings segment `index` of `segments` under the pointer at the top, after `turns`
 * whole turns past `from` (the wheel's current angle), so each spin goes forward.
 */
export function spinAngle(index: number, segments: number, from: number, turns = 5): number {
  const size = 360 / segments;
  const target = 360 - (index * size + size / 2);
  const base = from - (from % 360) + turns * 360;
  return base + target;
}
