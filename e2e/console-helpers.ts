import { inject } from "vitest";
import type { Browser, Page } from "playwright-core";
import { platformUrl, request } from "./site-http";

/** The demo staff's password (src/demo/seed/staff.ts; the README names the accounts). */
export const DEMO_PASSWORD = "forecourt-demo";

let address = 10;
/** A loopback address of its own for each sign-in: staff sign-in is limited per address, as in production. */
const nextAddress = () => `127.0.0.${++address}`;

/** Signs a staff member in over HTTP as the console's page does, and answers the session cookie to send after it. */
export async function staffCookie(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request("localhost", "/console/api/auth/sign-in/email", {
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "content-type": "application/json" },
    from: nextAddress(),
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status} ${answer.body}`);
  const setCookie = answer.headers["set-cookie"] ?? [];
  return setCookie.map((c) => c.split(";")[0]).join("; ");
}

/** A console request as the signed-in member (a POST carries the console's own Origin, as the browser's would). */
export function asStaff(cookie: string, pathname: string, init: { method?: string; body?: unknown } = {}) {
  return request("localhost", pathname, {
    ...(init.method ? { method: init.method } : {}),
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    headers: { cookie, ...(init.body !== undefined ? { "content-type": "application/json" } : {}) },
  });
}

/** Signs in through the console's sign-in page in a browser page, and waits for the inbox. */
export async function signInInBrowser(browser: Browser, email: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(platformUrl("/console/sign-in"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/console\/leads$/);
  await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
  return page;
}

/**
 * A shopper's contact form sent to a site for one of its dealerships and the location nearest a postcode (the group
 * sites ask for both; the location's dealership owns the lead): answers the lead's id.
 */
export async function contactLead(
  slug: string,
  dealershipSlug: string,
  postcode: string,
  shopper: { firstName: string; lastName: string; email: string; message: string },
  /** Called the moment the platform has answered the lead's POST. */
  onSent?: () => void,
): Promise<number> {
  const host = `${slug}.localhost`;
  // The location (department) nearest the postcode, which the group sites' contact form asks for too.
  const nearest = JSON.parse((await request(host, `/api/locations/nearest?postcode=${postcode}`)).body) as { id: number };
  const answer = await request(host, "/api/leads", {
    method: "POST",
    body: JSON.stringify({ kind: "contact", category: "General Enquiry", dealershipSlug, locationId: nearest.id, phone: "0412 345 678", postcode, termsAccepted: true, ...shopper }),
    headers: { "content-type": "application/json", origin: `http://${host}:${inject("port")}` },
  });
  onSent?.();
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`the lead was refused: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { lead_id: number }).lead_id;
}
