/**
 * The announcement bar of the vehicle page (spec 002 §4 "Announcement bar: dismissible; shown only when the
 * car's city differs from the primary location's city"). Cities compare trimmed and case-insensitively; when
 * either city is unknown the bar does not show (there is nothing to announce).
 */

export interface CityLocation {
  primary: boolean;
  city: string | null;
}

/** The city of the site's primary location (the first marked primary), or null. */
export function primaryLocationCity(locations: readonly CityLocation[]): string | null {
  return locations.find((l) => l.primary)?.city ?? null;
}

function cityKey(city: string | null | undefined): string {
  return (city ?? "").trim().toLowerCase();
}

/** Whether the bar shows: enabled (`vehiclePage.announcementBar`), not dismissed, and the cities differ. */
export function announcementBarVisible(input: { enabled: boolean; dismissed: boolean; carCity: string | null | undefined; primaryCity: string | null | undefined }): boolean {
  if (!input.enabled || input.dismissed) return false;
  const car = cityKey(input.carCity);
  const primary = cityKey(input.primaryCity);
  return car !== "" && primary !== "" && car !== primary;
}
