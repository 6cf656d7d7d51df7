/**
 * A location's one phone number (issue 39, item 10: one Coastal location showed three different numbers: its phone and
 * mobile on its page and blocks, beside the car page's number). Wherever a location's number shows (its page, its
 * block beside a map, the dealer info tabs, the footer, a car's page), it is this one: the location's phone, else its
 * landline, else its mobile; null when it has none.
 */
export interface LocationPhoneFields {
  phone: string | null;
  landlinePhone: string | null;
  mobile: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

export function locationPhone(location: LocationPhoneFields): string | null {
  for (const value of [location.phone, location.landlinePhone, location.mobile]) if (present(value)) return value.trim();
  return null;
}
