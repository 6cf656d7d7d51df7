"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useVisiblePoll } from "../use-visible-poll";

/**
 * The inbox polls this often while visible, so a new lead is on the list within two seconds of arriving: at most a
 * second until the poll sees it, then the list's render (a few hundred ms on a busy server). The poll is one indexed
 * query; only an open, visible inbox makes it.
 */
const INBOX_POLL_MS = 1_000;

/**
 * Keeps the inbox current: when the newest lead the staff member can see is newer than the one the page was rendered
 * with, the page is refreshed in place (`router.refresh()`: the server renders the list again, the filters and scroll
 * stay) and "New lead received" is announced in a polite live region.
 */
export function InboxLiveRefresh({ latestId }: { latestId: number }) {
  const router = useRouter();
  const seen = useRef(latestId);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (latestId > seen.current) seen.current = latestId;
  }, [latestId]);
  useVisiblePoll(INBOX_POLL_MS, (counts) => {
    if (counts.latestId > seen.current) {
      seen.current = counts.latestId;
      setAnnouncement((previous) => (previous === "New lead received" ? "New lead received." : "New lead received"));
      router.refresh();
    }
  });
  return (
    <p className="sr-only" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
