"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import type { StockFeedView } from "@/contracts/console/stock-feeds";
import { consoleDateTime } from "../format";
import { postFeedAction } from "./stock-feed-editor";

const scheduleText = (hours: number | null): string => (hours === null ? "Manual" : hours === 1 ? "Every hour" : hours === 24 ? "Every day" : hours === 168 ? "Every week" : `Every ${hours} hours`);

/** The saved feeds: each with its last run's outcome, Run now, Edit and Delete. */
export function StockFeedList({ feeds: initial }: { feeds: StockFeedView[] }) {
  const [feeds, setFeeds] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<{ id: number; message: string } | null>(null);

  // A feed queued or running (Run now, or the schedule's run): read again every 2 s until its outcome is in.
  const waiting = feeds.filter((f) => f.queued || f.running).map((f) => f.id).join(",");
  useEffect(() => {
    if (waiting === "") return;
    const timer = window.setInterval(async () => {
      for (const id of waiting.split(",").map(Number)) {
        const response = await fetch(`/console/api/stock/feeds/${id}`, { headers: { accept: "application/json" } }).catch(() => null);
        if (!response?.ok) continue;
        const fresh = (await response.json().catch(() => null)) as StockFeedView | null;
        if (fresh) setFeeds((all) => all.map((f) => (f.id === id ? fresh : f)));
      }
    }, 2_000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  async function run(feed: StockFeedView) {
    setBusy(feed.id);
    setError(null);
    const answer = await postFeedAction(`/console/api/stock/feeds/${feed.id}/run`, {});
    setBusy(null);
    if (answer.ok) setFeeds((all) => all.map((f) => (f.id === feed.id ? (answer.value as StockFeedView) : f)));
    else setError({ id: feed.id, message: answer.message });
  }

  async function remove(feed: StockFeedView) {
    if (!window.confirm(`Delete the feed “${feed.name}”? The cars it imported stay.`)) return;
    setBusy(feed.id);
    const answer = await postFeedAction(`/console/api/stock/feeds/${feed.id}/delete`, {});
    setBusy(null);
    if (answer.ok) setFeeds((all) => all.filter((f) => f.id !== feed.id));
    else setError({ id: feed.id, message: answer.message });
  }

  if (feeds.length === 0) return <p className="text-sm text-muted-foreground">No feeds are saved yet.</p>;
  return (
    <ul className="grid gap-3">
      {feeds.map((feed) => (
        <li key={feed.id} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{feed.name}</h3>
            <span className="text-sm text-muted-foreground">
              {feed.dealershipName} · {scheduleText(feed.scheduleHours)}
              {feed.full ? " · full feed" : ""}
            </span>
          </div>
          <p className="text-sm break-all text-muted-foreground">{feed.urlShown}</p>
          <p className="text-sm" aria-live="polite">
            {feed.running ? (
              "Being fetched now…"
            ) : feed.queued ? (
              "Queued: it is fetched in a moment…"
            ) : feed.lastRunAt ? (
              <>
                Last run {consoleDateTime(feed.lastRunAt)}: <strong>{feed.lastOutcome === "applied" ? "applied" : "failed"}</strong>
                {feed.lastMessage ? ` — ${feed.lastMessage}` : ""}
              </>
            ) : (
              "Not run yet"
            )}
          </p>
          {error?.id === feed.id ? <FieldError message={error.message} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => run(feed)} disabled={busy !== null || feed.queued || feed.running} aria-label={`Run now: ${feed.name}`}>
              {busy === feed.id ? "Queuing…" : "Run now"}
            </Button>
            <Button asChild size="sm" variant="secondary">
              <a href={`/console/stock/feeds/${feed.id}`} aria-label={`Edit ${feed.name}`}>
                Edit
              </a>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => remove(feed)} disabled={busy !== null} aria-label={`Delete ${feed.name}`}>
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
