"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** A site page that failed: say so plainly and offer a retry; the header and footer still show. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("page failed", error.digest ?? error.message);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">We couldn&apos;t load this page just now. Please try again.</p>
      <Button onClick={() => reset()}>Try again</Button>
    </div>
  );
}
