/**
 * Percentiles of response times for the console's reports. Method: linear interpolation between closest ranks (the
 * "inclusive" method of Excel's PERCENTILE.INC, NumPy's default and R's type 7): for n sorted values, the p-th
 * percentile sits at rank h = (p / 100) × (n − 1) counted from 0, and between ranks it is interpolated linearly.
 */

/** The finite numbers of `values`, sorted ascending. */
function sortedFinite(values: readonly number[]): number[] {
  return values.filter(Number.isFinite).sort((a, b) => a - b);
}

/**
 * The p-th percentile (p from 0 to 100) of `values` by linear interpolation between closest ranks (see the module's
 * note): 0 is the smallest, 100 the largest, 50 the median. Values that are not finite numbers are ignored; null when
 * none is left. Throws RangeError for p outside 0–100.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`Percentile must be between 0 and 100, not ${p}`);
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  // The rank h is scaled by 100 (p × (n − 1)) so that whole percentiles of whole minutes interpolate exactly.
  const scaledRank = p * (sorted.length - 1);
  const below = Math.floor(scaledRank / 100);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + ((upper - lower) * (scaledRank - below * 100)) / 100;
}

/** The median of `values` (the middle value, or the mean of the two middle ones); null when there is none. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** A report's response times: how many, their median and their 90th percentile (null when there are none). */
export interface ResponseTimeSummary {
  count: number;
  median: number | null;
  p90: number | null;
}

/** The count, median and 90th percentile of response times in minutes (non-finite values are not counted). */
export function responseTimeSummary(minutes: readonly number[]): ResponseTimeSummary {
  const finite = minutes.filter(Number.isFinite);
  return { count: finite.length, median: median(finite), p90: percentile(finite, 90) };
}
