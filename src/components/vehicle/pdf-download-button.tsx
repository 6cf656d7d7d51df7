"use client";
import { useState } from "react";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The PDF could not be made (${response.status})`;
  } catch {
    return `The PDF could not be made (${response.status})`;
  }
}

/** 'Print PDF' (spec 002 §2): 'Preparing...' while the server makes it, then {slug}.pdf; an alert on failure. */
export function PdfDownloadButton({ slug, carId, variant = "outline", size = "default" }: { slug: string; carId: number; variant?: "outline" | "default"; size?: "default" | "sm" }) {
  const [preparing, setPreparing] = useState(false);
  async function download(): Promise<void> {
    setPreparing(true);
    trackEvent(ANALYTICS_EVENTS.print, { vehicleId: carId });
    try {
      const response = await fetch(`/cars/${slug}/pdf`);
      if (!response.ok) throw new Error(await failureMessage(response));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "The PDF could not be made");
    } finally {
      setPreparing(false);
    }
  }
  return (
    <Button type="button" variant={variant} size={size} onClick={() => void download()} disabled={preparing} aria-live="polite">
      <FileDown aria-hidden />
      {preparing ? "Preparing..." : "Print PDF"}
    </Button>
  );
}
