"use client";
import { useState } from "react";

/** Ends the session, then reloads so every part of the page forgets the shopper. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  async function signOut(): Promise<void> {
    setBusy(true);
    try {
      // JSON, as every state-changing request must be (the server's front door refuses other types).
      const response = await fetch("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
      window.location.assign("/");
    } catch (error) {
      setBusy(false);
      window.alert(error instanceof Error ? error.message : "You could not be signed out; try again");
    }
  }
  return (
    <button type="button" onClick={() => void signOut()} disabled={busy} className="font-medium text-primary underline-offset-4 hover:underline disabled:opacity-60">
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
