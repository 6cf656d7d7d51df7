"use client";
import { useEffect, useRef, useState } from "react";
import { Pause, Play } from "lucide-react";
import { isOptimisable, optimisedImageUrl } from "@/lib/responsive-image";
import { usePageLoaded } from "./use-page-loaded";
import {
  autoRotateRunning,
  frameAfterDrag,
  frameAfterKey,
  hotspotsAt,
  nextAutoRotateFrame,
  SPIN_AUTO_ROTATE_INTERVAL_MS,
  SPIN_DRAG_SENSITIVITY_PX,
  SPIN_PREVIEW_WIDTH,
  spinFramePicture,
  spinLoading,
  startsSpinDrag,
  type SpinHotspot,
} from "@/domain/vehicle-page/media-viewer-spin";

/** How many spin frames download at once while the spin preloads. */
const SPIN_PRELOAD_CONCURRENCY = 4;

/** A frame's small preview: the optimiser's picture at SPIN_PREVIEW_WIDTH, or the frame itself where it serves none. */
function previewOf(src: string): string {
  return isOptimisable(src) ? optimisedImageUrl(src, SPIN_PREVIEW_WIDTH) : src;
}

/**
 * The 360° spin (spec 001 §4): every frame preloads behind a loading state; then it turns by itself every
 * 100 ms until the shopper drags (one frame per 20 px, mouse, pen or touch; never the right button) or
 * pauses it; left and right arrow keys step a frame. Hotspots sit where each frame puts them.
 *
 * Progressively (issue 39, 10): the frames preload first as small previews, so the spin is ready to turn within a
 * moment of the page's load; then each frame's full picture loads behind it and replaces its preview once decoded.
 */
export function SpinViewer({ frames, hotspots, title, autoRotate = true, intervalMs = SPIN_AUTO_ROTATE_INTERVAL_MS, sensitivityPx = SPIN_DRAG_SENSITIVITY_PX }: { frames: readonly string[]; hotspots: readonly SpinHotspot[]; title: string; autoRotate?: boolean; intervalMs?: number; sensitivityPx?: number }) {
  const [frame, setFrame] = useState(0);
  // The frames whose preview and whose full picture are loaded and decoded (redrawn at most every sixth frame).
  const [ready, setReady] = useState<{ previews: number; full: ReadonlySet<number>; preview: ReadonlySet<number> }>({ previews: 0, full: new Set(), preview: new Set() });
  const [dragged, setDragged] = useState(false);
  const [paused, setPaused] = useState(!autoRotate);
  const [openHotspot, setOpenHotspot] = useState<string | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);
  // The frame as last set, and whether the shopper has taken the spin over, both known at once (not at the next
  // render): an auto-rotation step due just as a drag starts must neither move the frame the drag starts from nor
  // move it afterwards.
  const frameNow = useRef(0);
  const turnedByHand = useRef(false);
  const show = (next: number) => {
    frameNow.current = next;
    setFrame(next);
  };
  const count = frames.length;
  const loading = spinLoading(ready.previews, count);

  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!pageLoaded) return;
    let stopped = false;
    const images: HTMLImageElement[] = [];
    const full = new Set<number>();
    const preview = new Set<number>();
    // The frames wait for the page's own load, then arrive a few at a time in idle moments: starting 36
    // downloads and decodes in one go is a long task on a phone, right when the page should answer taps.
    // Each is decoded as it arrives, so turning later swaps one picture for a ready one (no flicker). The previews
    // come first (every frame), then the full pictures; progress redraws at most every sixth frame.
    const idle = (work: () => void): void => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 500 });
      else setTimeout(work, 16); // Safari before 18.4 has no requestIdleCallback
    };
    const queue: Array<{ index: number; full: boolean }> = [
      ...frames.map((_, index) => ({ index, full: false })),
      ...frames.map((_, index) => ({ index, full: true })).filter((job) => job.index !== 0),
    ];
    let next = 0;
    let previews = 0;
    let fulls = 0;
    const startNext = () => {
      if (stopped || next >= queue.length) return;
      const job = queue[next++]!;
      const src = frames[job.index];
      if (src === undefined) return;
      const image = new window.Image();
      image.decoding = "async";
      const settle = (ok: boolean) => {
        if (job.full) {
          if (ok) full.add(job.index);
          fulls += 1;
        } else {
          if (ok) preview.add(job.index);
          previews += 1;
        }
        const settledNow = job.full ? fulls : previews;
        const last = job.full ? count - 1 : count;
        if (settledNow === last || settledNow % 6 === 0) setReady({ previews, full: new Set(full), preview: new Set(preview) });
        idle(startNext);
      };
      image.onload = () => void image.decode().then(() => settle(true), () => settle(true));
      image.onerror = () => {
        console.warn("spin frame not loaded", src);
        settle(false);
      };
      image.src = job.full ? src : previewOf(src);
      images.push(image);
    };
    for (let i = 0; i < SPIN_PRELOAD_CONCURRENCY; i++) idle(startNext);
    return () => {
      stopped = true;
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [frames, pageLoaded, count]);

  // A shopper who asks for less motion gets a still spin that turns only when dragged or stepped.
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  const rotating = autoRotateRunning({ enabled: !paused && !reducedMotion, loading, userHasDragged: dragged, frameCount: count });
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      if (turnedByHand.current) return;
      frameNow.current = nextAutoRotateFrame(frameNow.current, count);
      setFrame(frameNow.current);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const placed = hotspotsAt(hotspots, "exterior", frame);
  const shownPicture = spinFramePicture(frame, { full: (i) => ready.full.has(i), preview: (i) => ready.preview.has(i) });
  const frameSource = frames[frame] ?? frames[0] ?? "";
  const shownSource = shownPicture === "preview" ? previewOf(frameSource) : frameSource;
  const progress = count > 0 ? Math.round((ready.previews / count) * 100) : 100;

  return (
    <div className="relative aspect-[3/2] w-full overflow-hidden rounded-lg bg-muted select-none">
      <div
        role="slider"
        tabIndex={0}
        aria-label={`360° view of the ${title}`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${Math.round((frame / Math.max(1, count)) * 360)}°, frame ${frame + 1} of ${count}`}
        aria-busy={loading}
        data-spin-frame={frame}
        className="absolute inset-0 cursor-grab touch-pan-y focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring active:cursor-grabbing"
        onKeyDown={(event) => {
          const next = frameAfterKey(frameNow.current, event.key, count);
          if (next === null) return;
          event.preventDefault();
          turnedByHand.current = true;
          setDragged(true);
          show(next);
        }}
        onPointerDown={(event) => {
          if (loading || !startsSpinDrag(event)) return;
          turnedByHand.current = true;
          drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frameNow.current };
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragged(true);
        }}
        onPointerMove={(event) => {
          const current = drag.current;
          if (!current || current.pointerId !== event.pointerId) return;
          show(frameAfterDrag(current.startFrame, event.clientX - current.startX, count, sensitivityPx));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onContextMenu={(event) => event.preventDefault()}
      >
        {/*
          One picture: the first frame is in the server's HTML and loads first (it is the page's largest picture);
          turning swaps its source for a frame already fetched and decoded, so each turn repaints one image and
          React re-renders one element.
        */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={shownSource}
          data-spin-picture={shownPicture}
          alt=""
          draggable={false}
          width={600}
          height={400}
          fetchPriority="high"
          loading="eager"
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
      {!loading
        ? placed.map((spot) => (
            <div key={spot.id} className="absolute" style={{ left: `${spot.posX}%`, top: `${spot.posY}%` }}>
              <button
                type="button"
                className="relative -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/90 size-6 text-xs font-bold text-primary-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-ring"
                aria-expanded={openHotspot === spot.id}
                aria-label={spot.description}
                onClick={() => setOpenHotspot((open) => (open === spot.id ? null : spot.id))}
              >
                +
              </button>
              {openHotspot === spot.id ? (
                <p role="status" className="absolute top-4 left-1/2 z-10 w-48 -translate-x-1/2 rounded-md bg-popover p-2 text-xs text-popover-foreground shadow-lg">{spot.description}</p>
              ) : null}
            </div>
          ))
        : null}
      {loading ? (
        <div role="status" className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center">
          <span className="flex items-center gap-2 rounded-full bg-background/90 px-3 py-1 text-xs font-medium shadow">
            Loading 360° view… {progress}%
            <span className="h-1.5 w-20 overflow-hidden rounded-full bg-muted"><span className="block h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} /></span>
          </span>
        </div>
      ) : (
        <div className="pointer-events-none absolute inset-x-0 bottom-2 flex items-center justify-center gap-2">
          <span className="rounded-full bg-background/85 px-3 py-1 text-xs font-medium shadow">Drag or use ← → to turn</span>
          <button
            type="button"
            className="pointer-events-auto inline-flex size-7 items-center justify-center rounded-full bg-background/85 shadow focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => {
              turnedByHand.current = false;
              setDragged(false);
              setPaused((p) => !p);
            }}
            aria-label={rotating ? "Stop turning" : "Turn automatically"}
          >
            {rotating ? <Pause aria-hidden className="size-3.5" /> : <Play aria-hidden className="size-3.5" />}
          </button>
        </div>
      )}
    </div>
  );
}
