/**
 * The test-drive times a shopper may pick (spec 001 §5 and 002 §5 "Test-drive form: ... an optional date/time";
 * spec 001 §7 and 002 §7 "test-drive appointments fetch, for the date/time field"): the location's opening hours
 * (spec 002 §3 "Opening hour entry: weekday (0 Sunday to 6 Saturday), status (Open or Closed), ... open, close";
 * "Special (holiday) hours: date, status, start_hour and end_hour") cut into slots, less what is too soon and what is
 * already booked. The window, the slot length and the lead time are issue 12's: 14 days, 30 minutes, an hour.
 */
import { isoDateIn } from "../vehicle-page/time";
import { parseLocalDateTime, zonedTimeToUtc, localDateTimeOf } from "./time-zone";

export const TEST_DRIVE_SLOT_RULES = { days: 14, slotMinutes: 30, leadMinutes: 60 } as const;

/** A weekday's hours, as a location stores them. */
export interface OpeningHourEntry {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  status: string;
  /** "HH:MM" (24-hour) or "h:mm am"; null when closed. */
  open: string | null;
  close: string | null;
}

/** A date's own hours (a public holiday), which replace the weekday's. */
export interface SpecialHourEntry {
  /** YYYY-MM-DD, the location's date. */
  date: string;
  status: string;
  startHour: string | null;
  endHour: string | null;
}

export interface TestDriveSlotsInput {
  openingHours: readonly OpeningHourEntry[];
  specialHours?: readonly SpecialHourEntry[];
  /** The location's time zone (`locationTimeZone`). */
  timeZone: string;
  /** Now: the first day is its date at the location. */
  from: Date;
  days?: number;
  slotMinutes?: number;
  /** No slot starts sooner than this after `from`. */
  leadMinutes?: number;
  /** Starts of slots already booked. */
  booked?: readonly Date[];
}

export interface TestDriveDay {
  /** YYYY-MM-DD at the location. */
  date: string;
  /** HH:MM at the location, earliest first. */
  times: string[];
}

/** Minutes after midnight of a clock time: "9:00", "09:00", "17:30", "5:30 pm", "12:00 AM"; "24:00" is midnight at the end of the day. */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?\s*$/i.exec(text ?? "");
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.charAt(0).toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hour > 24 || (hour === 24 && minute > 0)) {
    return null;
  }
  return hour * 60 + minute;
}

const isOpen = (status: string): boolean => status.trim().toLowerCase() === "open";

/**
 * A date's opening hours at the location, as minutes after midnight, or null when it is closed: the date's special
 * hours when it has some (Closed closes it; Open without hours keeps the weekday's), else its weekday's.
 */
export function hoursOn(date: string, openingHours: readonly OpeningHourEntry[], specialHours: readonly SpecialHourEntry[] = []): { open: number; close: number } | null {
  const special = specialHours.find((entry) => entry.date === date);
  if (special) {
    if (!isOpen(special.status)) return null;
    const open = parseClockTime(special.startHour);
    const close = parseClockTime(special.endHour);
    if (open !== null && close !== null) return close > open ? { open, close } : null;
  }
  const [y, m, d] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  const entry = openingHours.find((h) => h.weekday === weekday);
  if (!entry || !isOpen(entry.status)) return null;
  const open = parseClockTime(entry.open);
  const close = parseClockTime(entry.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

const MINUTE_MS = 60_000;
const two = (n: number) => String(n).padStart(2, "0");

/** The date `offset` days after `date` (YYYY-MM-DD), on the calendar. */
function addDays(date: string, offset: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + offset)).toISOString().slice(0, 10);
}

/** Every slot the hours offer on `date` (before lead time and bookings): its local time and instant. */
function openSlots(date: string, input: TestDriveSlotsInput, slotMinutes: number): Array<{ time: string; startsAt: Date }> {
  const hours = hoursOn(date, input.openingHours, input.specialHours);
  if (!hours) return [];
  const minutes: number[] = [];
  for (let minute = hours.open; minute + slotMinutes <= hours.close; minute += slotMinutes) minutes.push(minute);
  const [y, m, d] = date.split("-").map(Number);
  const midnightAsUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const local = (minute: number) => `${date}T${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
  // The clock's offset from UTC at the first and the last slot: the same on all but the two daylight-saving days,
  // when each slot is converted (and a time the clocks skip is no slot).
  const offsetAt = (minute: number): number | null => {
    const instant = zonedTimeToUtc(local(minute), input.timeZone);
    return instant ? midnightAsUtc + minute * MINUTE_MS - instant.getTime() : null;
  };
  const first = minutes[0];
  const last = minutes.at(-1);
  if (first === undefined || last === undefined) return [];
  const offset = offsetAt(first);
  const steady = offset !== null && offset === offsetAt(last) && localDateTimeOf(new Date(midnightAsUtc + first * MINUTE_MS - offset), input.timeZone) === local(first);
  const slots: Array<{ time: string; startsAt: Date }> = [];
  for (const minute of minutes) {
    const time = local(minute).slice(11);
    if (steady && offset !== null) {
      slots.push({ time, startsAt: new Date(midnightAsUtc + minute * MINUTE_MS - offset) });
      continue;
    }
    const startsAt = zonedTimeToUtc(local(minute), input.timeZone);
    if (startsAt && localDateTimeOf(startsAt, input.timeZone) === local(minute)) slots.push({ time, startsAt });
  }
  return slots;
}

/** The rules with their defaults filled in. */
function rulesOf(input: TestDriveSlotsInput) {
  const { days = TEST_DRIVE_SLOT_RULES.days, slotMinutes = TEST_DRIVE_SLOT_RULES.slotMinutes, leadMinutes = TEST_DRIVE_SLOT_RULES.leadMinutes } = input;
  return { days, slotMinutes, leadMinutes, earliest: input.from.getTime() + leadMinutes * MINUTE_MS, today: isoDateIn(input.from, input.timeZone) };
}

/** The free times of one date: offered by the hours, not too soon, not overlapping a booked slot. */
function freeTimesOn(date: string, input: TestDriveSlotsInput, rules: ReturnType<typeof rulesOf>): string[] {
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const taken = (input.booked ?? []).map((start) => start.getTime()).filter(Number.isFinite);
  return openSlots(date, input, rules.slotMinutes)
    .filter(({ startsAt }) => startsAt.getTime() >= rules.earliest)
    .filter(({ startsAt }) => !taken.some((start) => Math.abs(start - startsAt.getTime()) < slotMs))
    .map(({ time }) => time);
}

/**
 * The free test-drive times of the `days` days from `from`'s date at the location: within the day's hours (the last
 * slot ends by closing), none sooner than `leadMinutes` after `from`, none overlapping a booked slot. Days with no
 * free time are left out.
 */
export function testDriveSlots(input: TestDriveSlotsInput): TestDriveDay[] {
  const rules = rulesOf(input);
  const result: TestDriveDay[] = [];
  for (let offset = 0; offset < rules.days; offset++) {
    const date = addDays(rules.today, offset);
    const times = freeTimesOn(date, input, rules);
    if (times.length > 0) result.push({ date, times });
  }
  return result;
}

export type TestDriveTimeVerdict =
  | { ok: true; startsAt: Date; endsAt: Date }
  | { ok: false; reason: "invalid" | "too_soon" | "too_far" | "closed" | "booked" };

/** What a shopper reads when the time they sent cannot be booked. */
export const TEST_DRIVE_TIME_MESSAGES: Record<Exclude<TestDriveTimeVerdict, { ok: true }>["reason"], string> = {
  invalid: "Please choose a date and time from the list",
  too_soon: "That time is too soon; please choose a later one",
  too_far: "Please choose a day in the next 14 days",
  closed: "The dealership is closed then; please choose one of the times offered",
  booked: "That time has just been booked; please choose another",
};

/**
 * Whether a shopper may book a test drive at `localTime` ("YYYY-MM-DDTHH:MM" at the location), by the same rules as
 * `testDriveSlots`, and if so the slot's start and end. The server checks again what the form offered.
 */
export function checkTestDriveTime(input: TestDriveSlotsInput & { localTime: string }): TestDriveTimeVerdict {
  const rules = rulesOf(input);
  const local = parseLocalDateTime(input.localTime);
  if (!local) return { ok: false, reason: "invalid" };
  const startsAt = zonedTimeToUtc(local, input.timeZone);
  if (!startsAt) return { ok: false, reason: "invalid" };
  if (startsAt.getTime() < rules.earliest) return { ok: false, reason: "too_soon" };
  if (local.date >= addDays(rules.today, rules.days)) return { ok: false, reason: "too_far" };
  if (!openSlots(local.date, input, rules.slotMinutes).some((slot) => slot.time === local.time)) return { ok: false, reason: "closed" };
  if (!freeTimesOn(local.date, input, rules).includes(local.time)) return { ok: false, reason: "booked" };
  return { ok: true, startsAt, endsAt: new Date(startsAt.getTime() + rules.slotMinutes * MINUTE_MS) };
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A day as the picker shows it: "2026-11-26" → "Thu 26 Nov". */
export function testDriveDayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

/** A slot's time as the picker shows it: "09:00" → "9:00 am", "13:30" → "1:30 pm". */
export function testDriveTimeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}
