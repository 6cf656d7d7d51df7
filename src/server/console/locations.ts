import "server-only";
import type { LocationHoursRequest, LocationHoursSaved } from "@/contracts/console/locations";
import { WEEKDAY_NAMES } from "@/domain/locations/opening-hours";
import { saveLocationHours, staffLocationHours, staffLocationRows, type StaffLocationRow } from "@/server/data/console-locations";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * The console's locations (issue 36): the member's dealerships' locations and one location's opening hours and holiday
 * hours. Managers and owners of the location's dealership save them (at once, on every site showing the dealership,
 * with an audit entry); sales read them (a save is a 403); another group's location is the console's 404.
 */

export interface ConsoleLocationRow extends StaffLocationRow {
  canEdit: boolean;
}

/** The locations list: by dealership and name. */
export async function consoleLocations(staff: ConsoleStaff): Promise<ConsoleLocationRow[]> {
  return (await staffLocationRows(staff.scope)).map((row) => ({ ...row, canEdit: staff.scope.managedDealershipIds.includes(row.dealershipId) }));
}

export interface LocationHoursEditorView {
  location: { id: number; name: string; dealershipName: string; city: string; visible: boolean };
  canEdit: boolean;
  /** The form's values: all seven days, Sunday (0) first, a missing day closed. */
  hours: LocationHoursRequest;
}

/** The hours editor of one of the member's locations, or null (the page's 404). */
export async function locationHoursEditor(staff: ConsoleStaff, locationId: number): Promise<LocationHoursEditorView | null> {
  const row = await staffLocationHours(staff.scope, locationId);
  if (!row) return null;
  const openingHours = WEEKDAY_NAMES.map((_, weekday) => {
    const entry = row.openingHours.find((h) => h.weekday === weekday);
    return entry ? { weekday, status: entry.status, open: entry.open, close: entry.close } : { weekday, status: "Closed" as const, open: null, close: null };
  });
  return {
    location: { id: row.id, name: row.name, dealershipName: row.dealershipName, city: row.city, visible: row.visible },
    canEdit: staff.scope.managedDealershipIds.includes(row.dealershipId),
    hours: {
      updatedAt: row.updatedAt.toISOString(),
      openingHours,
      specialHours: row.specialHours.map((s) => ({ date: s.date, name: s.name, status: s.status, startHour: s.startHour, endHour: s.endHour })),
    },
  };
}

/** Saves a location's hours (the request already passed the domain's rules): shown on the shopper's pages at commit. */
export async function saveConsoleLocationHours(staff: ConsoleStaff, locationId: number, input: LocationHoursRequest): Promise<ConsoleOutcome<LocationHoursSaved>> {
  const closedTimes = <T extends { status: "Open" | "Closed" }>(entry: T, open: keyof T, close: keyof T): T => (entry.status === "Closed" ? { ...entry, [open]: null, [close]: null } : entry);
  const outcome = await saveLocationHours(staff.scope, locationId, {
    updatedAt: input.updatedAt,
    openingHours: input.openingHours.map((entry) => closedTimes(entry, "open", "close")),
    specialHours: input.specialHours
      .map((entry) => closedTimes({ ...entry, name: entry.name?.trim() || null }, "startHour", "endHour"))
      .toSorted((a, b) => a.date.localeCompare(b.date)),
  });
  if (outcome.ok) return { ok: true, value: { id: locationId, updatedAt: outcome.updatedAt.toISOString() } };
  switch (outcome.refused) {
    case "not_found":
      return NOT_FOUND;
    case "role":
      return refused({ kind: "forbidden", field: "openingHours", message: "Only a manager or owner may change a location's hours; as sales you may read them." });
    case "conflict":
      return refused({ kind: "conflict", field: "updatedAt", message: "Someone else has saved this location's hours since you opened them; reload to see theirs, then make your change again." });
  }
}
