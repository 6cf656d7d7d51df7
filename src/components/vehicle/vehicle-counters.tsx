"use client";
import { useEffect, useState } from "react";
import { Eye, TrendingUp, X } from "lucide-react";
import { SALES_COUNTER_ANIMATION_MS, SALES_THIS_MONTH_TITLE } from "@/domain/vehicle-page/sales-this-month";
import { announcementBarVisible } from "@/domain/vehicle-page/announcement";
import { parseViewAnswer, VIEW_COUNT_ANIMATION_MS, viewCounterVisible, viewJsonUrl, type ViewAnswer } from "@/domain/vehicle-page/views";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { CountUp } from "./count-up";

/** Counts this view and shows how many people viewed the car (spec 002 §7 view.json); nothing on failure. */
export function ViewCounter({ slug, photosCount, updatedAt, websiteId, noun }: { slug: string; photosCount: number; updatedAt: string; websiteId: number; noun: string }) {
  const [answer, setAnswer] = useState<ViewAnswer | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch(viewJsonUrl("", slug, { photosCount, updatedAt, websiteId }), { cache: "no-store" })
      .then(async (response) => {
        const parsed = parseViewAnswer(response.ok, response.ok ? await response.json() : null);
        if (!cancelled) setAnswer(parsed);
      })
      .catch((error: unknown) => console.warn("view not counted", error));
    return () => {
      cancelled = true;
    };
  }, [slug, photosCount, updatedAt, websiteId]);
  // The line keeps its height while the count loads, so nothing below it moves.
  if (!viewCounterVisible(true, answer)) return <p className="h-5" aria-hidden />;
  return (
    <p className="flex h-5 items-center gap-1.5 text-sm text-muted-foreground" data-view-counter>
      <Eye aria-hidden className="size-4" />
      <span>
        <strong className="text-foreground"><CountUp to={answer.views} durationMs={VIEW_COUNT_ANIMATION_MS} /></strong> views of this {noun}
      </span>
      {Object.keys(answer.carFields).length > 0 ? <span className="sr-only"> (details changed since this page loaded)</span> : null}
    </p>
  );
}

/** 'Sales this Month': the site's real sales since the 1st (worked out on the server), counting up over 2 s. */
export function SalesCounter({ count }: { count: number }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-accent p-4 text-accent-foreground" role="group" aria-label={SALES_THIS_MONTH_TITLE}>
      <TrendingUp aria-hidden className="size-6" />
      <div>
        <p className="text-xs font-semibold tracking-wide uppercase">{SALES_THIS_MONTH_TITLE}</p>
        <p className="text-2xl font-bold tabular-nums" data-sales-counter={count}><CountUp to={count} durationMs={SALES_COUNTER_ANIMATION_MS} /></p>
      </div>
    </div>
  );
}

const DISMISSED_KEY = "forecourt:announcement-dismissed";

/** The dismissible bar telling the shopper the car is at another city than the dealer's main yard. */
export function AnnouncementBar({ carCity, primaryCity, text }: { carCity: string | null; primaryCity: string | null; text: string }) {
  // Rendered on the server as shown (no layout shift); a shopper who dismissed it this visit sees it go.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      setDismissed(window.sessionStorage.getItem(DISMISSED_KEY) === "1");
    } catch {
      setDismissed(false); // storage blocked: show it, dismissing lasts for this page
    }
  }, []);
  if (!announcementBarVisible({ enabled: true, dismissed, carCity, primaryCity })) return null;
  return (
    <div role="region" aria-label="Announcement" className="flex items-start justify-between gap-3 rounded-lg border border-primary/30 bg-primary/10 px-4 py-3 text-sm">
      <p>{text}</p>
      <button
        type="button"
        aria-label="Dismiss announcement"
        className="shrink-0 rounded p-1 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => {
          setDismissed(true);
          try {
            window.sessionStorage.setItem(DISMISSED_KEY, "1");
          } catch (error) {
            console.warn("announcement dismissal not kept", error);
          }
        }}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** The history report button: opens the report and fires event 60 (a failure to record is only logged). */
export function HistoryReportLink({ href, label, carId }: { href: string; label: string; carId: number }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackEvent(ANALYTICS_EVENTS.historyReport, { vehicleId: carId })}
      className="inline-flex h-10 w-full items-center justify-center rounded-md border px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {label}
    </a>
  );
}
