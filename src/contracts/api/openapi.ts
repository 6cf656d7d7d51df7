/**
 * The shopper APIs as an OpenAPI 3.1 document, generated from the zod schemas the routes validate with (the request
 * bodies and query strings) and the answers' schemas (`answers.ts`) by zod's own `z.toJSONSchema`. Served at
 * `GET /api/openapi.json` (src/app/(platform)/api/openapi.json/route.ts); the route fuzz suite checks every answer of
 * every shopper route against it. One table, `SHOPPER_ENDPOINTS`, lists the routes: a route added without a row here is
 * caught by openapi.test.ts, which compares the table with the route files.
 */
import { z } from "zod";
import { analyticsEventSchema } from "@/contracts/analytics/analytics-request";
import { chatMessageSchema } from "@/contracts/chat/chat-message";
import { youxQuoteBodySchema } from "@/contracts/finance/youx-quote-request";
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";
import { leadRequestSchema } from "@/contracts/leads";
import { reservationRequestSchema } from "@/contracts/reservations/reservation-request";
import { sendCodeSchema, verifyCodeSchema, watchlistChangeSchema } from "@/contracts/sign-in/sign-in-request";
import { stockAlertSignupSchema, stockAlertStopSchema } from "@/contracts/stock-alerts/signup";
import { valuationRequestSchema, vehicleLookupRequestSchema } from "@/contracts/trade-in/trade-in-request";
import * as answers from "./answers";
import { financeDisclaimerQuerySchema, nearestLocationQuerySchema, phoneRevealSchema, searchApiRequestSchema, snap21QuerySchema, testDriveSlotsQuerySchema } from "./requests";

type JsonSchema = Record<string, unknown>;

interface Answer {
  description: string;
  /** The JSON body; none for a 204. */
  schema?: z.ZodType;
}

export interface ApiEndpoint {
  method: "get" | "post";
  /** The path as a site serves it, `{name}` for a path parameter. */
  path: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  /** A description for each query or path parameter. */
  parameterDescriptions?: Record<string, string>;
  pathParameters?: string[];
  body?: z.ZodType;
  /** The most bytes of JSON the route reads (a larger body is a 413). */
  maxBodyBytes?: number;
  idempotencyKey?: "optional" | "required";
  /** The 2xx answers. */
  ok: Record<number, Answer>;
  /** The 4xx and 5xx this route gives, each in the one error shape, with what each means here. */
  errors: Record<number, string>;
}

const ROW_ID = "A row id in decimal digits only, 1 to 2147483647 (not 0x10, 1e1, +16 or 16.0).";
const BAD_INPUT = "The body or query is not what this route takes: `field` names the first problem, and `message` starts with it.";
const NO_SITE = "No site is served at this host, or the site does not offer this feature.";
const UNAVAILABLE = "The platform could not answer just now (its database, or a provider); nothing was stored. Send the same request again after Retry-After seconds.";
const TOO_LARGE = "The body is larger than this route reads.";

/** Every public shopper API, as each dealer site serves it at `https://{site host}/api/...`. */
export const SHOPPER_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: "post",
    path: "/api/leads",
    summary: "Send a lead (any of the site's forms)",
    description:
      "Every form a shopper sends to the dealer: enquiries, test drives, finance, contact, service, parts, fleet, sell my car, trade-ins... chosen by `kind`. The lead and its delivery to the dealer (email, the CRM webhook) are stored together before the answer. With an Idempotency-Key, a retry of the same request answers the first lead (`Idempotent-Replayed: true`). A car must be one the site shows; a location or dealership one it offers. The schema below is under the default form rules; a site may also require a message, a location, a dealership or a ticked terms box.",
    body: leadRequestSchema,
    maxBodyBytes: 16 * 1024,
    idempotencyKey: "optional",
    ok: { 201: { description: "The lead was stored (or, for a replayed key, had been).", schema: answers.leadCreatedSchema } },
    errors: { 400: BAD_INPUT, 404: NO_SITE, 409: "A booking or valuation conflicts with what is stored (a taken test-drive time).", 413: TOO_LARGE, 422: "The Idempotency-Key was used before for a different request.", 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/chat-messages",
    summary: "Send an Instant Message about a car",
    description: "Stored and delivered as a lead (General Enquiry / Instant Message), and texted to the site's chat mobile.",
    body: chatMessageSchema,
    maxBodyBytes: 96 * 1024,
    idempotencyKey: "optional",
    ok: { 201: { description: "The message was stored as a lead.", schema: answers.leadCreatedSchema } },
    errors: { 400: BAD_INPUT, 404: NO_SITE, 409: "Conflicts with what is stored.", 413: TOO_LARGE, 422: "The Idempotency-Key was used before for a different request.", 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/reservations",
    summary: "Reserve a car with a deposit",
    description: "The shopper, the car and the payment processor's token of the card (never a card number). An Idempotency-Key is required: a double submit or a retry pays once. On a site that gates checkout the shopper must be signed in.",
    body: reservationRequestSchema,
    maxBodyBytes: 8 * 1024,
    idempotencyKey: "required",
    ok: { 201: { description: "Paid and held.", schema: answers.reservationCreatedSchema } },
    errors: { 400: BAD_INPUT, 401: "The site reserves cars for signed-in shoppers only.", 402: "The card was declined (`field`: paymentMethod).", 404: NO_SITE, 409: "The car cannot be held (reserved by someone else, or sold).", 413: TOO_LARGE, 422: "The Idempotency-Key was used before for a different request.", 503: "The payment could not finish this time; nothing was charged. Send the same request with the same key again (see Retry-After)." },
  },
  {
    method: "post",
    path: "/api/search",
    summary: "Search the site's stock",
    body: searchApiRequestSchema,
    maxBodyBytes: 16 * 1024,
    ok: { 200: { description: "The page of results, its facets and counts.", schema: answers.searchResultSchema } },
    errors: { 400: BAD_INPUT, 404: NO_SITE, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/analytics",
    summary: "Record an analytics event",
    body: analyticsEventSchema,
    maxBodyBytes: 8 * 1024,
    ok: { 204: { description: "Recorded." } },
    errors: { 400: `${BAD_INPUT} A car the site does not show is a 400 naming vehicleId.`, 404: NO_SITE, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/phone-reveals",
    summary: "Count a revealed phone number",
    body: phoneRevealSchema,
    maxBodyBytes: 1024,
    ok: { 204: { description: "Counted." } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a car the site does not show (field car_id).`, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/youx/quote",
    summary: "A finance quote for a car",
    body: youxQuoteBodySchema,
    maxBodyBytes: 2 * 1024,
    ok: { 200: { description: "The lender's figures.", schema: answers.financeQuoteSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a car the site does not show (car_id), or no quote from the lender (no_quote).`, 413: TOO_LARGE, 502: "The lender could not give a quote just now." },
  },
  {
    method: "post",
    path: "/api/auth/send-code",
    summary: "Text a sign-in code to an Australian mobile",
    body: sendCodeSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "Sent.", schema: answers.sentCodeSchema } },
    errors: { 400: BAD_INPUT, 404: NO_SITE, 413: TOO_LARGE, 429: "Too many codes for this number, address or the platform (see Retry-After).", 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/auth/verify-code",
    summary: "Check a sign-in code and sign the shopper in",
    description: "Sets the shopper's session cookie.",
    body: verifyCodeSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "Signed in.", schema: answers.signedInSchema } },
    errors: { 400: `${BAD_INPUT} A wrong, expired or unknown code is a 400 naming code.`, 404: NO_SITE, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    summary: "End the shopper's session",
    ok: { 204: { description: "Signed out; the cookie is cleared." } },
    errors: { 503: UNAVAILABLE },
  },
  {
    method: "get",
    path: "/api/watchlist",
    summary: "Who is signed in and the cars they saved on this site",
    ok: { 200: { description: "The watchlist (empty when signed out).", schema: answers.watchlistSchema } },
    errors: { 404: NO_SITE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/watchlist/save-car",
    summary: "Save a car to the signed-in shopper's watchlist",
    body: watchlistChangeSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "Saved.", schema: answers.watchlistChangedSchema } },
    errors: { 400: BAD_INPUT, 401: "Not signed in.", 403: "phone_number is not the signed-in number.", 404: `${NO_SITE} Also a car the site does not show (car_id).`, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/watchlist/remove-car",
    summary: "Remove a car from the signed-in shopper's watchlist",
    body: watchlistChangeSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "Removed (or was not saved).", schema: answers.watchlistChangedSchema } },
    errors: { 400: BAD_INPUT, 401: "Not signed in.", 403: "phone_number is not the signed-in number.", 404: NO_SITE, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/vehicle-lookup",
    summary: "Look a registration up (trade-in)",
    description: "Nothing is stored.",
    body: vehicleLookupRequestSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "The registered car.", schema: answers.vehicleLookupSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a plate the register does not hold (rego).`, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/miscellaneous",
    summary: "Value a trade-in and store the valuation",
    body: valuationRequestSchema,
    maxBodyBytes: 4 * 1024,
    ok: { 201: { description: "The stored valuation.", schema: answers.tradeInValuationSchema } },
    errors: { 400: `${BAD_INPUT} Also a plate the register does not hold, or a car with no change-over.`, 404: NO_SITE, 409: "Conflicts with what is stored.", 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/stock-alerts",
    summary: "Sign up to be told when a car matching a search arrives",
    description: "On a search that found fewer than three cars. A mobile number or an email, with the consent box ticked (its wording and time are stored). The same contact for the same search is one signup. The shopper is told once, with a stop link.",
    body: stockAlertSignupSchema,
    maxBodyBytes: 2 * 1024,
    ok: { 201: { description: "Signed up.", schema: answers.stockAlertSignedUpSchema }, 200: { description: "Already signed up for this search.", schema: answers.stockAlertSignedUpSchema } },
    errors: { 400: BAD_INPUT, 404: NO_SITE, 413: TOO_LARGE, 429: "Too many signups from this address or for this site just now.", 503: UNAVAILABLE },
  },
  {
    method: "post",
    path: "/api/stock-alerts/stop",
    summary: "Stop a contact's waiting alerts (the notice's stop link)",
    body: stockAlertStopSchema,
    maxBodyBytes: 1024,
    ok: { 200: { description: "How many waiting alerts stopped.", schema: answers.stockAlertsStoppedSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a token that is no stop link of this site (token).`, 413: TOO_LARGE, 503: UNAVAILABLE },
  },
  {
    method: "get",
    path: "/api/finance/disclaimer",
    summary: "A car's finance disclaimer",
    query: financeDisclaimerQuerySchema,
    parameterDescriptions: { car_id: ROW_ID },
    ok: { 200: { description: "The car's lender disclaimer, or the site's.", schema: answers.financeDisclaimerSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a car the site does not show (car_id).`, 503: UNAVAILABLE },
  },
  {
    method: "get",
    path: "/api/test-drive-slots",
    summary: "Free test-drive times in the next 14 days",
    query: testDriveSlotsQuerySchema,
    parameterDescriptions: { carId: `${ROW_ID} Give carId or locationId.`, locationId: ROW_ID },
    ok: { 200: { description: "The days with free times, at the location, in its time zone.", schema: answers.testDriveSlotsResponseSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a car or location that is not the site's (named by field).`, 503: UNAVAILABLE },
  },
  {
    method: "get",
    path: "/api/locations/nearest",
    summary: "The site's location nearest a postcode",
    query: nearestLocationQuerySchema,
    ok: { 200: { description: "The nearest location, with the distance to 0.1 km.", schema: answers.nearestLocationSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also a postcode no place has (postcode), or no location of that type.`, 503: UNAVAILABLE },
  },
  {
    method: "get",
    path: "/api/postcodes/{postcode}",
    summary: "Geocode an Australian postcode",
    pathParameters: ["postcode"],
    parameterDescriptions: { postcode: "Four digits." },
    ok: { 200: { description: "The postcode's state, suburbs and centre.", schema: answers.postcodePlaceSchema } },
    errors: { 404: `${NO_SITE} Also a postcode no place has, or anything that is not four digits ("Invalid postcode", field postcode).` },
  },
  {
    method: "get",
    path: "/api/reviews/snap21",
    summary: "The site's Snap 21 rating",
    query: snap21QuerySchema,
    ok: { 200: { description: "The rating and its stars.", schema: answers.snap21RatingSchema } },
    errors: { 400: BAD_INPUT, 404: `${NO_SITE} Also an organisation that is not the site's (orgId), or no ratings yet.`, 503: UNAVAILABLE },
  },
];

/** The platform's own endpoints (every host). */
export const PLATFORM_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: "get",
    path: "/api/health",
    summary: "Whether the platform and its database answer",
    ok: { 200: { description: "Healthy.", schema: answers.healthSchema } },
    errors: {},
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    ok: { 200: { description: "The OpenAPI 3.1 document of the shopper APIs.", schema: z.looseObject({ openapi: z.string() }) } },
    errors: {},
  },
];

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete generated.$schema;
  return generated;
}

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };

function operationOf(endpoint: ApiEndpoint): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const name of endpoint.pathParameters ?? []) {
    parameters.push({ name, in: "path", required: true, description: endpoint.parameterDescriptions?.[name], schema: { type: "string" } });
  }
  if (endpoint.query) {
    const object = jsonSchemaOf(endpoint.query, "input");
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: "query", required: required.has(name), ...(endpoint.parameterDescriptions?.[name] ? { description: endpoint.parameterDescriptions[name] } : {}), schema });
    }
  }
  if (endpoint.idempotencyKey) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: endpoint.idempotencyKey === "required",
      description: "1 to 255 visible ASCII characters (a UUID): a retry under the same key answers the first request.",
      schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
    });
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(endpoint.ok)) {
    responses[status] = { description: answer.description, ...(answer.schema ? { content: { "application/json": { schema: jsonSchemaOf(answer.schema, "output") } } } : {}) };
  }
  for (const [status, description] of Object.entries(endpoint.errors)) {
    responses[status] = { description, content: { "application/json": { schema: ERROR_REF } } };
  }
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            description: `JSON${endpoint.maxBodyBytes ? `, at most ${endpoint.maxBodyBytes} bytes` : ""}. Strings may hold no NUL character and no lone surrogate. A form's hidden \`${HONEYPOT_FIELD}\` field, when sent, must be empty.`,
            content: { "application/json": { schema: jsonSchemaOf(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

let built: JsonSchema | undefined;

/** The document (built once: the schemas do not change while the process runs). */
export function openApiDocument(): JsonSchema {
  if (built) return built;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of [...SHOPPER_ENDPOINTS, ...PLATFORM_ENDPOINTS]) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(endpoint) };
  }
  built = {
    openapi: "3.1.0",
    info: {
      title: "Forecourt shopper APIs",
      version: "1",
      description:
        "The JSON APIs every dealer website on the platform serves at its own host (the site is chosen by the Host header). Every error is `{ \"error\": { \"code\", \"message\", \"field\"? } }`: a 4xx names the field, header or parameter at fault, and nothing is stored for a refused request. Leads reach a dealer's CRM as a signed webhook: see `webhooks`.",
    },
    servers: [{ url: "https://{siteHost}", variables: { siteHost: { default: "example-motors.com.au", description: "The dealer site's host name." } } }],
    paths,
    webhooks: {
      "lead.created": {
        post: {
          summary: "A new lead, sent to the site's CRM webhook URL",
          description:
            "POSTed as JSON `{ type: \"lead.created\", version: 1, id, createdAt, site, lead, adf }` (the ADF 1.0 XML in `adf`). Headers: `Forecourt-Event-Id` (`lead-{id}`, the same on every retry: drop a repeat), `Forecourt-Timestamp` (unix seconds) and `Forecourt-Signature: t={unix seconds},v1={hex HMAC-SHA256 of \"{t}.{raw body}\" under the site's webhook secret}`. To verify: recompute the HMAC over the raw bytes received, compare in constant time with any `v1` value (several during a secret's rotation), and refuse a `t` more than 300 seconds from your clock. Answer 2xx to acknowledge; 408, 425, 429 and 5xx (or no answer) are retried after 30 s doubling to an hour (±20 %, honouring Retry-After), up to 10 attempts; any other 4xx is final.",
          parameters: [
            { name: "Forecourt-Event-Id", in: "header", required: true, schema: { type: "string", pattern: "^lead-[0-9]+$" } },
            { name: "Forecourt-Timestamp", in: "header", required: true, schema: { type: "string", pattern: "^[0-9]+$" } },
            { name: "Forecourt-Signature", in: "header", required: true, schema: { type: "string", pattern: "^t=[0-9]+(,v1=[0-9a-f]{64})+$" } },
          ],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["type", "version", "id", "createdAt", "site", "lead", "adf"], properties: { type: { const: "lead.created" }, version: { const: 1 }, id: { type: "string" }, createdAt: { type: "string", format: "date-time" }, site: { type: "object" }, lead: { type: "object" }, adf: { type: "string" } } } } } },
          responses: { "200": { description: "Received (any 2xx)." } },
        },
      },
    },
    components: { schemas: { ApiError: jsonSchemaOf(answers.apiErrorSchema, "output") } },
  };
  return built;
}
