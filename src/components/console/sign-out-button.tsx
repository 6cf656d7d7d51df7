"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { staffAuthClient } from "./auth-client";

/** Ends this session (the server forgets it) and goes back to the sign-in page. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await staffAuthClient.signOut();
        window.location.assign("/console");
      }}
    >
      Sign out
    </Button>
  );
}
