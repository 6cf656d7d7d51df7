/**
 * A model-year series ('MY25') names the year a vehicle was built for. A catalogue model's current series is
 * that of its newest year; a vehicle of an earlier year carries its own (issue 15: never a 2019 caravan labelled
 * 'MY25'). Any other series ('J300', 'Series 2') is the model's and stays.
 */
const MODEL_YEAR_SERIES = /^MY\d{2}$/i;

export function seriesForYear(series: string | null, year: number): string | null {
  if (series === null || !MODEL_YEAR_SERIES.test(series.trim())) return series;
  return `MY${String(year % 100).padStart(2, "0")}`;
}

/** Whether a vehicle's series contradicts its year (a model-year series of another year). */
export function seriesContradictsYear(series: string | null, year: number): boolean {
  return series !== null && MODEL_YEAR_SERIES.test(series.trim()) && seriesForYear(series, year) !== series.trim().toUpperCase();
}
