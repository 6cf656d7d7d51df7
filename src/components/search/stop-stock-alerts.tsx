"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";

/** The stop page's button: `POST /api/stock-alerts/stop` with the link's token. */
export function StopStockAlerts({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "sending" | "stopped" | "failed">("idle");
  async function stop() {
    setState("sending");
    try {
      const response = await fetch("/api/stock-alerts/stop", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
      setState(response.ok ? "stopped" : "failed");
    } catch {
      setState("failed");
    }
  }
  if (state === "stopped") return <p role="status" className="mt-6 font-medium">Your alerts are stopped. We won&apos;t contact you about them again.</p>;
  return (
    <div className="mt-6 space-y-2">
      <Button type="button" onClick={() => void stop()} disabled={state === "sending"}>
        Stop my alerts
      </Button>
      <FieldError message={state === "failed" ? "The alerts could not be stopped; please try again" : null} />
    </div>
  );
}
