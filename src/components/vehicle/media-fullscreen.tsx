"use client";
import { useEffect, useRef, type RefObject } from "react";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { galleryIndexAfterKey, NOT_FOUND_IMAGE_URL, type GallerySlide } from "@/domain/vehicle-page/media-viewer";
import type { ViewerImage } from "@/view-models/vehicle-page";
import { VideoSlide } from "./video-slide";

/**
 * The gallery full screen: left and right arrow keys (and the buttons) move through the pictures, wrapping;
 * Escape or Close leaves and focus returns to `opener`. Loaded only when a shopper first opens it, so the dialog's code is not part of the
 * page's first load.
 */
export default function MediaFullscreen({ title, slides, index, onIndexChange, onClose, opener }: { title: string; slides: GallerySlide<ViewerImage>[]; index: number; onIndexChange: (index: number) => void; onClose: () => void; opener: RefObject<HTMLElement | null> }) {
  const current = slides[index];
  // Each key steps from the index the previous key chose, even before the page has re-rendered with it: two quick
  // presses move two pictures (stepping from the rendered index lost the second on a busy machine).
  const latest = useRef(index);
  useEffect(() => {
    latest.current = index;
  }, [index]);
  const step = (key: "ArrowLeft" | "ArrowRight") => {
    const next = galleryIndexAfterKey(latest.current, slides.length, key) ?? 0;
    latest.current = next;
    onIndexChange(next);
  };
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        {/* Opaque and above the site's header (z-40) and the sticky bars: nothing of the page shows through. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
          aria-describedby={undefined}
          // Leaving (Escape, Close) puts focus back on the control that opened full screen, not on the page's body.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            event.preventDefault();
            step(event.key);
          }}
        >
          <div className="flex items-center justify-between p-3">
            <DialogPrimitive.Title className="text-sm font-medium">
              {title} · {index + 1} / {slides.length}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white" aria-label="Close full screen">
              <X aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex-1">
            {current?.kind === "image" ? (
              <OptimisedImage src={current.image.url} alt={current.image.alt ?? `${title}, photo ${current.index + 1}`} fill sizes="100vw" className="object-contain" unoptimized={current.image.url === NOT_FOUND_IMAGE_URL} />
            ) : current ? (
              <VideoSlide url={current.url} title={title} />
            ) : null}
            <button type="button" onClick={() => step("ArrowLeft")} className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" aria-label="Previous photo">
              <ChevronLeft aria-hidden />
            </button>
            <button type="button" onClick={() => step("ArrowRight")} className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" aria-label="Next photo">
              <ChevronRight aria-hidden />
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
