"use client";

import { useId, useState } from "react";
import { disclaimerView, SHOW_MORE } from "@/domain/finance/disclaimer";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Loaded = { status: "idle" } | { status: "loading" } | { status: "failed" } | { status: "loaded"; text: string };

/**
 * The finance summary's disclaimer (spec 002 §4, §9): cut at 197 characters with Show More / Show Less. A car without
 * one in its data fetches it on demand (GET /api/finance/disclaimer?car_id=), with a spinner meanwhile.
 */
export function FinanceDisclaimer({ carId, text }: { carId: number; text: string | null }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: "idle" });
  const known = text ?? (loaded.status === "loaded" ? loaded.text : null);

  async function fetchDisclaimer() {
    setLoaded({ status: "loading" });
    try {
      const response = await fetch(`/api/finance/disclaimer?car_id=${carId}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`disclaimer request answered ${response.status}`);
      const body = (await response.json()) as { disclaimer?: unknown };
      if (typeof body.disclaimer !== "string") throw new Error("disclaimer answer has no text");
      setLoaded({ status: "loaded", text: body.disclaimer });
      setExpanded(true);
    } catch (error) {
      console.warn("finance disclaimer not loaded", error);
      setLoaded({ status: "failed" });
    }
  }

  if (known === null) {
    return (
      <div id="financeDisclaimer" className="text-xs text-muted-foreground" aria-live="polite">
        {loaded.status === "loading" ? (
          <Spinner label="Loading the finance disclaimer" iconClassName="size-4" />
        ) : loaded.status === "failed" ? (
          <p>
            The finance disclaimer could not be loaded.{" "}
            <Button variant="link" size="sm" className="text-xs" onClick={() => void fetchDisclaimer()}>Try again</Button>
          </p>
        ) : (
          <Button variant="link" size="sm" className="text-xs" onClick={() => void fetchDisclaimer()}>{SHOW_MORE}</Button>
        )}
      </div>
    );
  }

  const view = disclaimerView(known, expanded);
  return (
    <div id="financeDisclaimer" className="text-xs leading-relaxed text-muted-foreground">
      <p id={id}>{view.text}</p>
      {view.toggle ? (
        <Button variant="link" size="sm" className="text-xs" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {view.toggle}
        </Button>
      ) : null}
    </div>
  );
}
