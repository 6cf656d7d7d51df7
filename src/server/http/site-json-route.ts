import "server-only";
import type { z } from "zod";
import { resolveSite } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";
import { apiError, readJson, validationError } from "./api-errors";
import { honeypotTripped, withoutHoneypot } from "./honeypot";

/**
 * The start every site's JSON POST route shares: the host's site (404 when none), a body of at most
 * `maxBytes` that parses as JSON, the honeypot (a filled one is a 400 naming it, and nothing is stored; an empty one
 * is dropped), and that body checked against the route's zod schema (400 naming the field). Each failure is already
 * the answer, in the one error shape.
 */
export async function siteJsonRequest<S extends z.ZodType>(
  request: Request,
  /** The site's host name: Next's `[host]` route parameter, or the validated host name itself. */
  params: Promise<{ host: string }> | string,
  /** The route's schema, or a function building it from the site's settings (the lead forms' rules differ by site). */
  schema: S | ((site: Site) => Promise<S>),
  maxBytes: number,
): Promise<{ ok: true; site: Site; data: z.infer<S> } | { ok: false; response: Response }> {
  const site = await resolveSite(typeof params === "string" ? params : (await params).host);
  if (!site) return { ok: false, response: apiError(404, "unknown_site", "No site is served at this address") };
  const body = await readJson(request, maxBytes);
  if (!body.ok) return body;
  if (honeypotTripped(body.value)) return { ok: false, response: apiError(400, "invalid_request", "Please leave the last field empty", HONEYPOT_FIELD) };
  const siteSchema = typeof schema === "function" ? await schema(site) : schema;
  const parsed = siteSchema.safeParse(withoutHoneypot(body.value));
  if (!parsed.success) return { ok: false, response: validationError(parsed.error) };
  return { ok: true, site, data: parsed.data };
}
