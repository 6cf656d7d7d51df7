import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentStaff } from "@/server/http/staff-session";
import { SignInPage } from "@/components/console/sign-in-page";

export const metadata: Metadata = { title: { absolute: "Sign in · Forecourt Console" } };

/** `/console`: the inbox for a signed-in staff member, else the sign-in form. */
export default async function ConsoleHome() {
  if (await currentStaff()) redirect("/console/leads");
  return <SignInPage next="/console/leads" />;
}
