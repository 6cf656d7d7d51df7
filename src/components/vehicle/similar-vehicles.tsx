"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { similarPlaceholderCount, SIMILAR_LOAD_ROOT_MARGIN } from "@/domain/vehicle-page/similar-vehicles";
import type { VehicleCardData } from "@/view-models/vehicle-card";

// The cards' code arrives with the cards (the block loads as the shopper nears it), not with the page.
const VehicleCard = dynamic(() => import("./vehicle-card").then((module) => module.VehicleCard), { ssr: false, loading: () => <CardPlaceholder /> });

function CardPlaceholder() {
  return (
    <div className="overflow-hidden rounded-lg border">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
      </div>
    </div>
  );
}

/**
 * Similar vehicles, loaded when the block comes within 500 px of view; six placeholders meanwhile. A
 * failure ends loading quietly (logged) and the block disappears.
 */
export function SimilarVehicles({ slug, initialTitle }: { slug: string; initialTitle: string }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<{ status: "waiting" | "loading" | "done" | "failed"; title: string; cards: VehicleCardData[] }>({ status: "waiting", title: initialTitle, cards: [] });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const load = async () => {
      setState((s) => ({ ...s, status: "loading" }));
      try {
        const response = await fetch(`/cars/${slug}/similar`);
        if (!response.ok) throw new Error(`similar vehicles answered ${response.status}`);
        const body = (await response.json()) as { title: string; cards: VehicleCardData[] };
        if (!cancelled) setState({ status: "done", title: body.title, cards: body.cards });
      } catch (error) {
        console.warn("similar vehicles not loaded", error);
        if (!cancelled) setState((s) => ({ ...s, status: "failed" }));
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: SIMILAR_LOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [slug]);

  if (state.status === "failed" || (state.status === "done" && state.cards.length === 0)) return null;
  const placeholders = similarPlaceholderCount(state.status !== "done", state.cards.length);
  return (
    <section ref={ref} aria-labelledby="similar-vehicles" aria-busy={state.status !== "done"} className="mt-12 render-when-near">
      <h2 id="similar-vehicles" className="text-2xl font-bold tracking-tight">{state.title}</h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={state.title}>
        {state.cards.map((card) => (
          <li key={card.id}>
            <VehicleCard vehicle={card} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} aria-hidden>
            <CardPlaceholder />
          </li>
        ))}
      </ul>
    </section>
  );
}
