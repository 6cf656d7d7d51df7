"use client";
import { useSyncExternalStore } from "react";
import Link from "@/components/ui/link";
import { LEAD_SUCCESS_KEY, readLeadSuccess, type LeadSuccess } from "./lead-storage";

let cached: { raw: string | null; value: LeadSuccess | null } | null = null;
function snapshot(): LeadSuccess | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LEAD_SUCCESS_KEY);
  } catch {
    raw = null;
  }
  // The same object while the stored marker is the same (useSyncExternalStore compares snapshots).
  if (cached?.raw !== raw) cached = { raw, value: readLeadSuccess() };
  return cached.value;
}
const subscribe = () => () => {};

/**
 * What the /success page says about the lead just sent, from the marker the form stored: which car, to whom. The
 * lead was accepted and queued for the dealer, so it says it has been sent to their team, and promises no time.
 */
export function SuccessMessage({ dealerName, searchPath }: { dealerName: string; searchPath: string }) {
  const success = useSyncExternalStore(subscribe, snapshot, () => null);
  const about = success?.car ? `Your ${success.what} about the ${success.car.name}` : success ? `Your ${success.what}` : null;
  return (
    <div className="grid gap-4">
      <p className="text-lg" data-testid="success-message">
        {about ? `${about} has been sent to the ${dealerName} team.` : `Thanks for getting in touch with ${dealerName}.`}{" "}
        {about ? "They will contact you using the details you gave." : "If you sent us an enquiry, our team will contact you using the details you gave."}
      </p>
      <div className="flex flex-wrap gap-3">
        {success?.car ? (
          <Link href={`/cars/${success.car.slug}`} className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
            Back to the {success.car.name}
          </Link>
        ) : null}
        <Link href={searchPath} className="inline-flex h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-muted">
          Search our stock
        </Link>
        <Link href="/" className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Home
        </Link>
      </div>
    </div>
  );
}
