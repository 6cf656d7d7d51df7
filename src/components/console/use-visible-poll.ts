"use client";

import { useEffect, useRef } from "react";
import type { InboxLiveCounts } from "@/contracts/console/inbox";

/**
 * Polls GET /console/api/leads/count every `intervalMs` while the page is visible (`document.visibilityState`), and
 * once at once when it becomes visible again: a console left open in a background tab costs the server nothing. A
 * failed poll (offline, signed out) is skipped; the next one tries again.
 */
export function useVisiblePoll(intervalMs: number, onCounts: (counts: InboxLiveCounts) => void): void {
  const handler = useRef(onCounts);
  useEffect(() => {
    handler.current = onCounts;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let inFlight: AbortController | null = null;
    const poll = async () => {
      if (stopped || document.visibilityState !== "visible") return;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const response = await fetch("/console/api/leads/count", { cache: "no-store", signal: controller.signal, headers: { accept: "application/json" } });
        if (response.ok) {
          const body = (await response.json()) as Partial<InboxLiveCounts>;
          if (typeof body.newLeads === "number" && typeof body.latestId === "number") handler.current({ newLeads: body.newLeads, latestId: body.latestId });
        }
      } catch {
        // Offline or aborted: the next poll tries again.
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== "visible") return;
      timer = setTimeout(async () => {
        await poll();
        schedule();
      }, intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void poll().then(schedule);
      else clearTimeout(timer);
    };
    void poll().then(schedule);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs]);
}
