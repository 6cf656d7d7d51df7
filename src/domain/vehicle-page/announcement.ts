/**
 * The announcement bar of the vehicle page (spec 002 §4 "Announcement bar: dismissible; shown only when the
 * car's city differs from the primary location's city"). Cities compare trimmed and case-insensitively; when
 * either city is unknown the bar does not show (there is nothing to announce).
 */

export interface CityLocation {
  primary: boolean;
  city: string | null;
}

/** The state of the site's primary location (the first marked primary), or null. */
export function primaryLocationState(locations: ReadonlyArray<{ primary: boolean; state: string | null }>): string | null {
  return locations.find((l) => l.primary)?.state ?? null;
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

export interface AnnouncementPlace {
  locationName: string;
  carCity: string;
  carState: string | null;
  primaryCity: string;
  primaryState: string | null;
}

function stateKey(state: string | null | undefined): string {
  return (state ?? "").trim().toUpperCase();
}

/**
 * What the bar says. It names where the car is (with its state); it offers to bring the car to the main location
 * only where the site says it moves cars between its locations (`vehiclePage.transfersToMainLocation`) and the two
 * are in the same state (issue 15: never 'We can bring it to Dandenong (VIC)' for a car in Ipswich (QLD)).
 */
export function announcementText(place: AnnouncementPlace, options: { transfersToMainLocation: boolean }): string {
  const carState = stateKey(place.carState);
  const where = `This car is at ${place.locationName} in ${place.carCity}${carState ? ` (${carState})` : ""}.`;
  const sameState = carState !== "" && carState === stateKey(place.primaryState);
  if (options.transfersToMainLocation && sameState) return `${where} We can bring it to ${place.primaryCity} for you to inspect.`;
  return `${where} Ask the team there about an inspection.`;
}
