import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";

/** The signed-in staff member of this console request, or null; read once per request. */
export const currentStaff = cache(async (): Promise<ConsoleStaff | null> => staffOfHeaders(await headers()));

/**
 * The signed-in staff member, or a redirect to the sign-in page that comes back to `returnTo` (a console path only).
 * Pages call it first: nothing of the console renders for a visitor who is not signed in.
 */
export async function requireStaff(returnTo = "/console/leads"): Promise<ConsoleStaff> {
  const staff = await currentStaff();
  if (!staff) redirect(`/console/sign-in?next=${encodeURIComponent(returnTo.startsWith("/console") ? returnTo : "/console/leads")}`);
  return staff;
}

/** The signed-in staff member, else the console's 404 (not a redirect): for pages that exist only for some roles. */
export async function requireStaffOr404(): Promise<ConsoleStaff> {
  const staff = await currentStaff();
  if (!staff) notFound();
  return staff;
}
