import "server-only";
import type { z } from "zod";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import type { ConsoleOutcome, ConsoleRefusal } from "@/server/console/outcome";
import { apiError, readJson, validationError } from "./api-errors";

/** The services' outcome (src/server/console/outcome.ts), re-exported for the routes. */
export type { ConsoleOutcome, ConsoleRefusal };

const REFUSAL_STATUS: Record<ConsoleRefusal["kind"], number> = {
  not_found: 404,
  forbidden: 403,
  invalid: 400,
  conflict: 409,
  unavailable: 503,
  storage_full: 507,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
};

/**
 * A refusal as the one API error shape. Another dealership's row and a row that does not exist are the same 404 with
 * the same words, so the answer tells nothing of rows outside the staff member's scope.
 */
export function consoleRefusal(refusal: ConsoleRefusal): Response {
  const status = REFUSAL_STATUS[refusal.kind];
  // The same words whatever the service said: a refusal must not tell another dealership's lead from a missing one.
  if (refusal.kind === "not_found") return apiError(404, "not_found", "There is nothing at this address in your dealerships");
  if (refusal.kind === "invalid") return apiError(status, "invalid_request", `${refusal.field}: ${refusal.message}`, refusal.field);
  if (refusal.kind === "conflict" && refusal.current) {
    // Where the thing stands now, so the form can save over it once its user has been told and chosen to.
    const body = { error: { code: "conflict", message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) }, current: refusal.current };
    return Response.json(body, { status, headers: { "cache-control": "no-store" } });
  }
  return apiError(status, refusal.kind, refusal.message, refusal.field);
}

/** The answer to a console outcome: 200 with its value, or the refusal. */
export function consoleAnswer<T>(outcome: ConsoleOutcome<T>): Response {
  return outcome.ok ? Response.json(outcome.value, { headers: { "cache-control": "no-store" } }) : consoleRefusal(outcome);
}

/** Whether the request's Origin is the host it came to (the front door checks this too; a route checks its own). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A console action's body: at most 16 KB, the front door's CONSOLE_ACTION_BODY_LIMIT (front-door.test.ts reads this number). */
const CONSOLE_ACTION_BODY_BYTES = 16 * 1024;

/**
 * A console action (a POST from a console page): the same-origin check (the front door makes it too, this is the
 * route's own), the signed-in staff member (401 without one), the body read and validated by the action's shared zod
 * schema (a 400 naming the field), then `act`. Nothing is written before all of that has passed.
 */
export async function consoleAction<S extends z.ZodType>(
  request: Request,
  schema: S,
  act: (staff: ConsoleStaff, input: z.infer<S>) => Promise<Response>,
  /** A larger body for the actions that carry one (a draft, a page, a feed file): the front door's BODY_LIMITS entry. */
  options: { maxBytes?: number } = {},
): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, options.maxBytes ?? CONSOLE_ACTION_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  return act(staff, parsed.data);
}

/** A console read (GET): the signed-in staff member, else 401. */
export async function consoleRead(request: Request, read: (staff: ConsoleStaff) => Promise<Response>): Promise<Response> {
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  return read(staff);
}

/** The console's own origin as the request reached it (for links in the emails it sends). */
export function requestOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "localhost";
  const https = request.headers.get("x-forwarded-proto") === "https" || new URL(request.url).protocol === "https:";
  return `${https ? "https" : "http"}://${host}`;
}
