import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { consoleReturnPath } from "@/contracts/console/sign-in";
import { currentStaff } from "@/server/http/staff-session";
import { SignInPage } from "@/components/console/sign-in-page";

export const metadata: Metadata = { title: "Sign in" };

export default async function ConsoleSignIn({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = consoleReturnPath((await searchParams).next);
  if (await currentStaff()) redirect(next);
  return <SignInPage next={next} />;
}
