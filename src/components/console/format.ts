/**
 * The console's dates and times, on Australian clocks: "Tue 2 Dec, 9:41 am". Staff of several states read one
 * console; times show in the Sydney zone (AEST/AEDT) with the zone named when `withZone`.
 */
const DATE_TIME = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Australia/Sydney" });

export function consoleDateTime(value: Date | string | number): string {
  return DATE_TIME.format(new Date(value)).replace(",", "").replace(/\s(am|pm)$/i, (m) => m.toLowerCase());
}
