"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { saveButtonVisible, type SaveVisibility } from "@/domain/shopper/watchlist-visibility";
import { cn } from "@/lib/utils";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { changeSaved, rememberPendingSave, signInHref, takePendingSave, useWatchlist } from "./watchlist-store";

/**
 * Save / Saved (spec 001 §4–§5). Anonymous shoppers are sent to sign in first. Shown by `saveButtonVisible`: a
 * car the shopper already saved keeps its button (so a sold car can be removed).
 */
export function FavouriteButton({ carId, title, visibility, className }: { carId: number; title: string; visibility: SaveVisibility; className?: string }) {
  const router = useRouter();
  const watchlist = useWatchlist();
  const saved = watchlist.saved.has(carId);

  async function change(save: boolean): Promise<void> {
    const outcome = await changeSaved(carId, save);
    if (!outcome.success) {
      window.alert(outcome.message);
      return;
    }
    if (save) trackEvent(ANALYTICS_EVENTS.favouriteSave, { vehicleId: carId, label: title });
    toast.success(save ? "Car Saved In Watchlist" : "Car Removed", { action: { label: "View List", onClick: () => router.push("/watchlist") } });
  }

  // Back from signing in: finish the save the shopper asked for (issue 15), once the watchlist has loaded.
  const ready = watchlist.status === "ready";
  useEffect(() => {
    if (ready && takePendingSave(carId)) void change(true);
    // Runs when the list is ready; `change` reads the latest state itself.
  }, [ready, carId]);

  if (!saveButtonVisible(visibility, saved)) return null;
  // Until the list has loaded the button waits: a tap then would not know who is signed in.
  const busy = watchlist.status === "idle" || watchlist.pending.has(carId);

  async function onClick(): Promise<void> {
    if (!watchlist.signedIn) {
      rememberPendingSave(carId);
      router.push(signInHref(window.location.pathname + window.location.search));
      return;
    }
    await change(!saved);
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-pressed={saved}
      // The name says which car (the visible word first, WCAG 2.5.3): a card list has one such button per car.
      aria-label={`${saved ? "Saved" : "Save"} the ${title}${saved ? " (in your watchlist)" : " to your watchlist"}`}
      data-watchlist-button
      className={cn(
        "card-chip",
        className,
      )}
    >
      <SpriteIcon name="heart" {...(saved ? { className: "fill-current text-destructive" } : {})} />
      {saved ? "Saved" : "Save"}
    </button>
  );
}
