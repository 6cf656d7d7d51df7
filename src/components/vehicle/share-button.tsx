"use client";
import { useState } from "react";
import { Check, Link2, Share2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

const COPIED_MS = 1_500;
const TOAST_MS = 3_000;

/**
 * Share (spec 002 §4): copy the page address with the toast 'Copied {car name} to your clipboard!' (3 s) and
 * the link showing 'Copied' for 1.5 s; share to Facebook in a 550 × 400 popup.
 */
export function ShareButtons({ carName }: { carName: string }) {
  const [copied, setCopied] = useState(false);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(`Copied ${carName} to your clipboard!`, { duration: TOAST_MS });
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.warn("clipboard unavailable", error);
      window.prompt("Copy this link:", window.location.href);
    }
  }
  function share(): void {
    const url = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.href)}`;
    window.open(url, "share", "width=550,height=400,noopener");
  }
  return (
    <div className="flex gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-live="polite">
        {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
        {copied ? "Copied" : "Copy link"}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={share}>
        <Share2 aria-hidden /> Share
      </Button>
    </div>
  );
}
