/**
 * What the shopper APIs answer, as zod schemas: the OpenAPI document (`openapi.ts`) is generated from them, and the
 * route fuzz suite (src/server/http/route-fuzz.int.test.ts) checks every answer against that document. Objects that
 * carry more than an integrator needs (a car's card, a valuation's outcome) are described by the fields they always
 * have and allow more.
 */
import { z } from "zod";
import { testDriveSlotsResponseSchema } from "@/contracts/test-drive/test-drive-slots";

/** The one error shape of every API (src/server/http/api-errors.ts). */
export const apiErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().min(1).meta({ description: "A stable machine-readable code: invalid_request, invalid_json, not_found, payload_too_large, unavailable..." }),
      message: z.string().min(1).meta({ description: "A sentence for a person; for a bad field it starts with the field's name (\"email: Please enter a valid email address\")." }),
      field: z.string().min(1).optional().meta({ description: "The field (dotted path for a nested one), header or query parameter the error is about." }),
    }),
  })
  .meta({ description: "Every 4xx and 5xx of the APIs." });

const id = z.number().int().positive();

export const leadCreatedSchema = z.strictObject({ lead_id: id });

export const sentCodeSchema = z.strictObject({ sent: z.literal(true) });
export const signedInSchema = z.strictObject({ phone_number: z.string() });

export const financeDisclaimerSchema = z.strictObject({ disclaimer: z.string(), source: z.enum(["lender", "site"]) });

export const nearestLocationSchema = z.strictObject({ id, slug: z.string(), name: z.string(), distanceKm: z.number().nonnegative() });

export const postcodePlaceSchema = z.strictObject({ postcode: z.string().regex(/^[0-9]{4}$/), state: z.string(), suburbs: z.array(z.string()), lat: z.number(), lng: z.number() });

export const snap21RatingSchema = z.strictObject({
  orgId: z.string(),
  rating: z.string().meta({ description: "One decimal, as shown: \"4.6\"" }),
  count: z.number().int().nonnegative(),
  stars: z.strictObject({ full: z.number(), partial: z.number(), empty: z.number() }),
});

const vehicleCardSchema = z.looseObject({ id, slug: z.string(), title: z.string() }).meta({ description: "A car as a stock card shows it." });
const range = z.strictObject({ min: z.number(), max: z.number() }).nullable();
export const searchResultSchema = z.looseObject({
  hits: z.array(vehicleCardSchema),
  count: z.number().int().nonnegative(),
  approximate: z.boolean(),
  facets: z.record(z.string(), z.array(z.looseObject({ value: z.string(), count: z.number().int().nonnegative() }))),
  facetStats: z.looseObject({
    price: range,
    km: range,
    year: range,
    subscription_price: range.meta({ description: "Dollars a week; null where the site offers no subscriptions." }),
    created_at_timestamp: range.meta({ description: "When the cars were listed, seconds since 1970." }),
  }),
  listedSince: z
    .array(z.looseObject({ days: z.number().int().positive(), min: z.number().int(), label: z.string(), count: z.number().int().nonnegative(), isRefined: z.boolean() }))
    .meta({ description: "The filter panel's 'Listed' choices: cars listed since `min` (created_at_timestamp_min, seconds since 1970) under the other filters." }),
  page: z.number().int(),
  pages: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().positive(),
  suggestion: z.string().nullable(),
  ms: z.number().nonnegative(),
});

const lookedUpVehicleSchema = z.looseObject({
  rego: z.string(),
  regoState: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  body: z.string().nullable(),
  fuel: z.string().nullable(),
  transmission: z.string().nullable(),
  colour: z.string().nullable(),
  title: z.string(),
});
export const vehicleLookupSchema = z.strictObject({ vehicle: lookedUpVehicleSchema, source: z.strictObject({ name: z.string(), demo: z.boolean() }) });

export const tradeInValuationSchema = z.looseObject({
  valuation_id: z.uuid(),
  vehicle: lookedUpVehicleSchema,
  kms: z.number().nonnegative(),
  outcome: z.looseObject({}),
  message: z.string(),
  basis: z.string().nullable(),
  offer_valid_until: z.string(),
  car: z.looseObject({ id, title: z.string(), slug: z.string(), price: z.number().nullable(), change_over_price: z.number().nullable() }).nullable(),
});

export const reservationCreatedSchema = z.strictObject({
  reservation: z.looseObject({
    reservationId: id,
    status: z.string(),
    title: z.string(),
    slug: z.string(),
    depositText: z.string(),
    endsAt: z.string().nullable(),
    message: z.string(),
    paymentReference: z.string().nullable(),
    card: z.strictObject({ brand: z.string(), last4: z.string() }).nullable(),
    testMode: z.boolean(),
    leadId: id.nullable(),
  }),
});

export const watchlistSchema = z.strictObject({ signedIn: z.boolean(), phone_number: z.string().nullable(), car_ids: z.array(id) });
export const watchlistChangedSchema = z.strictObject({ success: z.literal(true) });

export const financeQuoteSchema = z.looseObject({ weeklyRepaymentAmount: z.number(), advertisedRate: z.number(), comparisonRate: z.number() });

export { testDriveSlotsResponseSchema };

export const healthSchema = z.looseObject({ status: z.enum(["ok", "unavailable"]), database: z.string() });

export const stockAlertSignedUpSchema = z.strictObject({ created: z.boolean(), message: z.string() });
export const stockAlertsStoppedSchema = z.strictObject({ stopped: z.number().int().nonnegative() });

