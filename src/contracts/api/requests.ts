/**
 * The shopper APIs' query strings and the bodies that had no feature contract of their own, as the routes validate them
 * (each route imports its schema from here) and as the OpenAPI document (`openapi.ts`) describes them.
 */
import { z } from "zod";
import { LOCATION_DEPARTMENTS } from "@/domain/geo/nearest-location";
import { POSTCODE_FORMAT_MESSAGE } from "@/domain/geo/postcode";
import { rowIdParam } from "@/lib/row-id";
import { searchRequestSchema } from "@/contracts/search/search-request";

/** GET /api/finance/disclaimer?car_id= */
export const financeDisclaimerQuerySchema = z.strictObject({
  car_id: rowIdParam("must be a car id"),
});

/** GET /api/locations/nearest?postcode=&type= */
export const nearestLocationQuerySchema = z.object({
  postcode: z.string({ error: POSTCODE_FORMAT_MESSAGE }).regex(/^[0-9]{4}$/, POSTCODE_FORMAT_MESSAGE),
  type: z.enum(LOCATION_DEPARTMENTS, { error: `must be one of ${LOCATION_DEPARTMENTS.join(", ")}` }).optional(),
});

const ORG_ID = "must be a Snap 21 organisation id (letters, digits, '-' or '_', at most 64)";
/** GET /api/reviews/snap21?orgId= */
export const snap21QuerySchema = z.object({ orgId: z.string({ error: ORG_ID }).regex(/^[A-Za-z0-9_-]{1,64}$/, ORG_ID) });

const optionalRowId = (what: string) => rowIdParam(`must be a ${what} id`).optional();
/** GET /api/test-drive-slots?carId= (or ?locationId=) */
export const testDriveSlotsQuerySchema = z
  .object({ carId: optionalRowId("car"), locationId: optionalRowId("location") })
  .refine((q) => q.carId !== undefined || q.locationId !== undefined, { path: ["carId"], message: "give carId or locationId" });

const positiveId = z.number({ error: "must be a whole positive number" }).int("must be a whole positive number").positive("must be a whole positive number").max(2_147_483_647);
/** POST /api/phone-reveals */
export const phoneRevealSchema = z.strictObject({ car_id: positiveId, dealership_id: positiveId, website_id: positiveId });

/** POST /api/search: the search request and the fixed filters of the caller's page (the spec's search_filters). */
export const searchApiRequestSchema = searchRequestSchema.extend({
  searchFilters: z.partialRecord(z.enum(["car_type", "make", "model", "body", "location_slug", "dealership_slug"]), z.array(z.string().trim().min(1).max(100)).max(20)).default({}),
});
