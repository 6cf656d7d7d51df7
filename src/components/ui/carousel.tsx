"use client";

import * as React from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ArrowLeft, ArrowRight } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

export type CarouselApi = UseEmblaCarouselType[1];
type EmblaParameters = Parameters<typeof useEmblaCarousel>;
export type CarouselOptions = EmblaParameters[0];
export type CarouselPlugin = EmblaParameters[1];
export type CarouselOrientation = "horizontal" | "vertical";

export type CarouselProps = React.ComponentProps<"div"> & {
  opts?: CarouselOptions;
  plugins?: CarouselPlugin;
  orientation?: CarouselOrientation;
  /** Receives the embla API once the carousel is ready. */
  setApi?: (api: CarouselApi) => void;
};

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0] | undefined;
  api: CarouselApi;
  orientation: CarouselOrientation;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const value = React.useContext(CarouselContext);
  if (!value) {
    throw new Error("useCarousel must be used within a <Carousel />");
  }
  return value;
}

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function Carousel({
  opts,
  plugins,
  orientation: orientationProp,
  setApi,
  className,
  children,
  onKeyDownCapture,
  ...props
}: CarouselProps) {
  const orientation: CarouselOrientation = orientationProp ?? (opts?.axis === "y" ? "vertical" : "horizontal");
  const [viewportRef, api] = useEmblaCarousel({ ...opts, axis: orientation === "horizontal" ? "x" : "y" }, plugins);
  // Embla measures every slide when it starts (forced layouts, ~25 ms on a mid-range phone per carousel): it starts
  // only when the carousel comes near the screen or the shopper reaches for it, not while the page is loading.
  // Until then the viewport scrolls natively (CarouselContent).
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [awake, setAwake] = React.useState(false);
  const wake = React.useCallback(() => setAwake(true), []);
  React.useEffect(() => {
    const root = rootRef.current;
    if (awake || !root) return;
    if (typeof IntersectionObserver === "undefined") {
      setAwake(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setAwake(true);
    }, { rootMargin: "200px" });
    observer.observe(root);
    return () => observer.disconnect();
  }, [awake]);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);

  const scrollPrev = React.useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = React.useCallback(() => api?.scrollNext(), [api]);

  React.useEffect(() => {
    if (api && setApi) setApi(api);
  }, [api, setApi]);

  // Before hydration the viewport scrolls natively (see CarouselContent); embla moves the slides with
  // transforms instead, so a native scroll made before it took over is undone.
  React.useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
  }, [api]);

  React.useEffect(() => {
    if (!api) return;
    const sync = (embla: NonNullable<CarouselApi>) => {
      setCanScrollPrev(embla.canScrollPrev());
      setCanScrollNext(embla.canScrollNext());
    };
    sync(api);
    api.on("select", sync);
    api.on("reInit", sync);
    return () => {
      api.off("select", sync);
      api.off("reInit", sync);
    };
  }, [api]);

  const handleKeyDownCapture = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDownCapture?.(event);
    if (event.defaultPrevented || isEditableTarget(event.target)) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  const contextValue = React.useMemo<CarouselContextValue>(
    () => ({ viewportRef: awake ? viewportRef : undefined, api, orientation, canScrollPrev, canScrollNext, scrollPrev, scrollNext }),
    [awake, viewportRef, api, orientation, canScrollPrev, canScrollNext, scrollPrev, scrollNext],
  );

  return (
    <CarouselContext.Provider value={contextValue}>
      <div
        ref={rootRef}
        data-slot="carousel"
        role="region"
        aria-roledescription="carousel"
        className={cn("relative", className)}
        onKeyDownCapture={handleKeyDownCapture}
        onPointerEnter={awake ? undefined : wake}
        onTouchStart={awake ? undefined : wake}
        onFocusCapture={awake ? undefined : wake}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/**
 * The viewport and the row of slides. Until embla is running (server HTML, JavaScript off or not yet
 * loaded) the viewport is a natively scrollable list with snap points, so every slide can be reached.
 */
export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { viewportRef, orientation, api } = useCarousel();
  const native = orientation === "horizontal" ? "overflow-x-auto snap-x snap-mandatory" : "overflow-y-auto snap-y snap-mandatory";
  return (
    <div
      ref={viewportRef}
      data-slot="carousel-content"
      data-enhanced={api ? "" : undefined}
      // relative: the viewport is the containing block of its slides' absolutely placed parts (a card's screen-reader
      // text, its picture link), which it then clips; otherwise they escape it and the page scrolls sideways.
      className={cn("relative", api ? "overflow-hidden" : native, "rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none")}
      // Reachable by keyboard (its slides may hold nothing focusable): natively scrolled, the arrow keys scroll it;
      // focus in it starts the carousel (Carousel), whose arrow keys then move it a slide at a time.
      tabIndex={0}
    >
      <div
        className={cn("flex", orientation === "horizontal" ? "-ml-4" : "-mt-4 flex-col", className)}
        {...props}
      />
    </div>
  );
}

export function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  const { orientation, api } = useCarousel();
  return (
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      className={cn("min-w-0 shrink-0 grow-0 basis-full", orientation === "horizontal" ? "pl-4" : "pt-4", api ? null : "snap-start", className)}
      {...props}
    />
  );
}

type CarouselButtonProps = React.ComponentProps<typeof Button>;

const navButtonBase = "absolute size-9 rounded-full bg-background/90 shadow-sm";

export function CarouselPrevious({ className, variant = "outline", size = "icon", onClick, ...props }: CarouselButtonProps) {
  const { orientation, scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant={variant}
      size={size}
      className={cn(
        navButtonBase,
        orientation === "horizontal" ? "left-2 top-1/2 -translate-y-1/2" : "left-1/2 top-2 -translate-x-1/2 rotate-90",
        className,
      )}
      disabled={!canScrollPrev}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollPrev();
      }}
      {...props}
    >
      <ArrowLeft aria-hidden="true" />
      <span className="sr-only">Previous slide</span>
    </Button>
  );
}

export function CarouselNext({ className, variant = "outline", size = "icon", onClick, ...props }: CarouselButtonProps) {
  const { orientation, scrollNext, canScrollNext } = useCarousel();
  return (
    <Button
      data-slot="carousel-next"
      variant={variant}
      size={size}
      className={cn(
        navButtonBase,
        orientation === "horizontal" ? "right-2 top-1/2 -translate-y-1/2" : "bottom-2 left-1/2 -translate-x-1/2 rotate-90",
        className,
      )}
      disabled={!canScrollNext}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollNext();
      }}
      {...props}
    >
      <ArrowRight aria-hidden="true" />
      <span className="sr-only">Next slide</span>
    </Button>
  );
}

/** "4–6 of 23": the counted slides of the selected snap point, or nothing before the carousel runs. */
function visibleRange(api: NonNullable<CarouselApi>): string {
  // A slide marked `data-uncounted` (an advert among the items) is neither numbered nor counted.
  const nodes = api.slideNodes();
  const counted = nodes.map((node) => !node.hasAttribute("data-uncounted"));
  const numberOf = (index: number) => counted.slice(0, index + 1).filter(Boolean).length;
  const count = counted.filter(Boolean).length;
  const slides = (api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? []).filter((index) => counted[index]);
  const first = slides[0];
  const last = slides[slides.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? `${numberOf(first)} of ${count}` : `${numberOf(first)}–${numberOf(last)} of ${count}`;
}

/**
 * Which slides the carousel is moving to, as "4–6 of 23", announced politely to screen readers (the
 * previous/next buttons keep focus, so this says what changed). Empty until the carousel runs.
 */
export function CarouselStatus({ className, ...props }: Omit<React.ComponentProps<"p">, "children">) {
  const { api } = useCarousel();
  const [text, setText] = React.useState("");
  React.useEffect(() => {
    if (!api) return;
    const sync = (embla: NonNullable<CarouselApi>) => setText(visibleRange(embla));
    sync(api);
    api.on("select", sync);
    api.on("reInit", sync);
    return () => {
      api.off("select", sync);
      api.off("reInit", sync);
    };
  }, [api]);
  return (
    <p data-slot="carousel-status" aria-live="polite" className={cn("text-sm text-muted-foreground tabular-nums", className)} {...props}>
      {text}
    </p>
  );
}
