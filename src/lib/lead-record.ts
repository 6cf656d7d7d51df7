/**
 * What a lead request becomes on the platform, before the server adds what only it knows (the car, its
 * dealership and location, the booking): the category and subcategory the dealer sees, the message, whether the
 * shopper opted in, the lines of detail shown to the dealer, and the rest of the form kept with the lead.
 * One pure function, so every form's mapping is tested in one place and the API route stays thin.
 */
import { LEAD_KINDS, type LeadKind, type LeadRequest, requestPhotosMessage } from "./lead-request";

export interface LeadRecord {
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  postcode: string | null;
  message: string;
  optIn: boolean;
  /** Label → value lines a dealer reads with the lead (ADF comments, email). No duplicates of the fields above. */
  details: Array<[label: string, value: string]>;
  /** Everything else the form sent, kept as sent (search path, preferred location and time ...). */
  payload: Record<string, unknown>;
}

export function leadRecordOf(lead: LeadRequest): LeadRecord {
  const details: Array<[string, string]> = [];
  if (lead.preferredLocation) details.push(["Preferred location", lead.preferredLocation]);
  if (lead.preferredTime) details.push(["Preferred time", lead.preferredTime.replace("T", " ")]);
  return {
    kind: lead.kind,
    ...LEAD_KINDS[lead.kind],
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode ?? null,
    message: lead.kind === "request-photos" ? requestPhotosMessage(lead.message) : lead.message,
    optIn: true,
    details,
    payload: {
      ...(lead.searchPath ? { searchPath: lead.searchPath } : {}),
      ...(lead.preferredLocation ? { preferredLocation: lead.preferredLocation } : {}),
      ...(lead.preferredTime ? { preferredTime: lead.preferredTime } : {}),
    },
  };
}
