/**
 * The rules a location's hours are held to when the console edits them (issue 36): a time is a 24-hour "HH:MM"
 * (00:00 to 23:59, or 24:00 for midnight at the end of a day), an open day closes after it opens, a holiday's date is a
 * real calendar date and each date is listed once, and a location keeps at most MAX_SPECIAL_HOURS holiday entries.
 * Each problem names the field it is about, as the form's field and the API's error name it.
 */
import type { OpeningHourEntry, SpecialHourEntry } from "./opening-hours";
import { WEEKDAY_NAMES } from "./opening-hours";

/** The most holiday (special) hours entries a location keeps. */
export const MAX_SPECIAL_HOURS = 60;
/** The longest holiday name. */
export const SPECIAL_HOURS_NAME_MAX = 80;

export interface HoursProblem {
  /** The field's path: `openingHours.2.close`, `specialHours.0.date`. */
  field: string;
  message: string;
}

/** A 24-hour clock time as the hours store it: "00:00" to "23:59", or "24:00". */
export function isClockTime(time: string | null | undefined): time is string {
  return typeof time === "string" && (/^([01]\d|2[0-3]):[0-5]\d$/.test(time) || time === "24:00");
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30, no 2026-13-01), years 2000 to 2100. */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** An open span's problem (times readable, close after open), else null; `at` is the path its fields hang from. */
function spanProblem(status: "Open" | "Closed", open: string | null, close: string | null, at: string, names: { open: string; close: string }, what: string): HoursProblem | null {
  if (status === "Closed") return null;
  if (!isClockTime(open)) return { field: `${at}.${names.open}`, message: `${what}: give the opening time as HH:MM (24-hour, 00:00 to 23:59)` };
  if (!isClockTime(close)) return { field: `${at}.${names.close}`, message: `${what}: give the closing time as HH:MM (24-hour, 00:00 to 24:00)` };
  if (close <= open) return { field: `${at}.${names.close}`, message: `${what}: the closing time must be after the opening time (${open})` };
  return null;
}

/** The week's first problem: seven days, Sunday (0) to Saturday (6), each once in order, each open day's span readable and forward. */
export function weeklyHoursProblem(hours: readonly OpeningHourEntry[]): HoursProblem | null {
  if (hours.length !== 7) return { field: "openingHours", message: "Give all seven days of the week, Sunday to Saturday" };
  for (const [index, entry] of hours.entries()) {
    if (entry.weekday !== index) return { field: `openingHours.${index}.weekday`, message: `Day ${index} must be ${WEEKDAY_NAMES[index]} (${index})` };
    const problem = spanProblem(entry.status, entry.open, entry.close, `openingHours.${index}`, { open: "open", close: "close" }, WEEKDAY_NAMES[index] ?? "");
    if (problem) return problem;
  }
  return null;
}

/** The holiday hours' first problem: at most MAX_SPECIAL_HOURS, each a real date listed once, each open one's span readable and forward. */
export function specialHoursProblem(special: readonly SpecialHourEntry[]): HoursProblem | null {
  if (special.length > MAX_SPECIAL_HOURS) return { field: "specialHours", message: `At most ${MAX_SPECIAL_HOURS} holiday hours a location; remove past ones first` };
  const seen = new Set<string>();
  for (const [index, entry] of special.entries()) {
    if (!isCalendarDate(entry.date)) return { field: `specialHours.${index}.date`, message: "Give a real date as YYYY-MM-DD" };
    if (seen.has(entry.date)) return { field: `specialHours.${index}.date`, message: `${entry.date} is listed twice; give each date once` };
    seen.add(entry.date);
    if ((entry.name ?? "").length > SPECIAL_HOURS_NAME_MAX) return { field: `specialHours.${index}.name`, message: `At most ${SPECIAL_HOURS_NAME_MAX} characters` };
    const problem = spanProblem(entry.status, entry.startHour, entry.endHour, `specialHours.${index}`, { open: "startHour", close: "endHour" }, entry.date);
    if (problem) return problem;
  }
  return null;
}
