"use client";
import Image from "next/image";
import { useCallback, useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, type CarouselApi } from "@/components/ui/carousel";
import { changeMediaView, galleryImagePriority, galleryIndexAfterKey, gallerySlides, THUMBNAIL_STRIP_SIZE, type MediaView, type VideoPosition } from "@/domain/media-viewer";
import type { SpinHotspot } from "@/domain/media-viewer-spin";
import { videoPlayback } from "@/domain/media-viewer-video";
import { cn } from "@/lib/utils";
import { SpinViewer } from "./spin-viewer";

export interface ViewerImage {
  url: string;
  thumbUrl: string;
  alt?: string;
}

export interface MediaViewerProps {
  title: string;
  images: ViewerImage[];
  videoUrl: string | null;
  videoPosition: VideoPosition;
  walkaroundUrl: string | null;
  spinFrames: string[];
  interiorUrl: string | null;
  hotspots: SpinHotspot[];
  views: MediaView[];
  initialView: MediaView;
  showThumbnails: boolean;
  autoRotate: boolean;
}

const VIEW_LABELS: Record<MediaView, string> = { spinner: "360°", walkaround: "Walkaround", gallery: "Gallery", interior: "Interior" };
const NOT_FOUND_IMAGE = "/media/not-found.svg";

function VideoSlide({ url, title }: { url: string; title: string }) {
  const playback = videoPlayback(url);
  if (!playback) return null;
  if (playback.kind === "embed") {
    return <iframe src={playback.src} title={`${title} video`} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />;
  }
  return <video src={playback.src} muted loop autoPlay playsInline className="h-full w-full object-cover" aria-label={`${title} video`} />;
}

/**
 * The vehicle's media (spec 001 §4): 360° spin, walkaround, gallery and interior, with the view tabs; the
 * gallery has a thumbnail strip and a full-screen mode whose arrow keys move through the pictures. Full
 * screen marks <html data-media-fullscreen> so the sticky header and bar hide, and unmarks it on close.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { title, images, views } = props;
  const [state, setState] = useState<{ view: MediaView; galleryIndex: number }>({ view: props.initialView, galleryIndex: 0 });
  const [api, setApi] = useState<CarouselApi>();
  const [fullscreen, setFullscreen] = useState(false);
  const slides = gallerySlides(images.length > 0 ? images : [{ url: NOT_FOUND_IMAGE, thumbUrl: NOT_FOUND_IMAGE }], props.videoUrl, props.videoPosition);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setState((s) => ({ ...s, galleryIndex: api.selectedScrollSnap() }));
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  useEffect(() => {
    const root = document.documentElement;
    if (fullscreen) root.dataset.mediaFullscreen = "true";
    else delete root.dataset.mediaFullscreen;
    return () => {
      delete root.dataset.mediaFullscreen;
    };
  }, [fullscreen]);

  const goTo = useCallback(
    (index: number) => {
      setState((s) => ({ ...s, galleryIndex: index }));
      api?.scrollTo(index);
    },
    [api],
  );

  const current = slides[state.galleryIndex];

  return (
    <div>
      <div className="relative">
        {state.view === "spinner" && props.spinFrames.length > 0 ? <SpinViewer frames={props.spinFrames} hotspots={props.hotspots} title={title} autoRotate={props.autoRotate} /> : null}
        {state.view === "walkaround" && props.walkaroundUrl ? (
          <div className="aspect-[3/2] overflow-hidden rounded-lg bg-black"><VideoSlide url={props.walkaroundUrl} title={title} /></div>
        ) : null}
        {state.view === "interior" && props.interiorUrl ? (
          <div className="aspect-[3/2] overflow-x-auto overflow-y-hidden rounded-lg bg-muted" tabIndex={0} role="region" aria-label={`Interior panorama of the ${title}; scroll sideways to look around`}>
            {/* The panorama is wider than the frame: it scrolls sideways by touch, trackpad or arrow keys. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={props.interiorUrl} alt={`Interior of the ${title}`} className="h-full w-auto max-w-none" />
          </div>
        ) : null}
        {state.view === "gallery" ? (
          <Carousel setApi={setApi} opts={{ loop: false }} aria-label={`Photos of the ${title}`}>
            <CarouselContent className="-ml-0">
              {slides.map((slide, i) => (
                <CarouselItem key={slide.kind === "image" ? `${slide.image.url}-${i}` : "video"} className="pl-0" aria-label={`${i + 1} of ${slides.length}`}>
                  <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-muted">
                    {slide.kind === "image" ? (
                      <Image
                        src={slide.image.url}
                        alt={slide.image.alt ?? `${title}, photo ${slide.index + 1}`}
                        fill
                        sizes="(min-width: 1024px) 60vw, 100vw"
                        priority={galleryImagePriority(i)}
                        className="object-cover"
                        unoptimized={slide.image.url === NOT_FOUND_IMAGE}
                      />
                    ) : (
                      <VideoSlide url={slide.url} title={title} />
                    )}
                  </div>
                </CarouselItem>
              ))}
            </CarouselContent>
            {slides.length > 1 ? (
              <>
                <CarouselPrevious />
                <CarouselNext />
              </>
            ) : null}
            <p className="absolute top-2 left-2 rounded-full bg-background/85 px-2.5 py-0.5 text-xs font-medium shadow" aria-live="polite">
              {state.galleryIndex + 1} / {slides.length}
            </p>
            <button
              type="button"
              onClick={() => setFullscreen(true)}
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="View photos full screen"
            >
              <Expand aria-hidden className="size-4" />
            </button>
          </Carousel>
        ) : null}
      </div>

      {views.length > 1 ? (
        <div role="group" aria-label="Media views" className="mt-3 flex flex-wrap gap-2">
          {views.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={state.view === view}
              onClick={() => setState((s) => changeMediaView(s, view))}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                state.view === view ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {VIEW_LABELS[view]}
            </button>
          ))}
        </div>
      ) : null}

      {state.view === "gallery" && props.showThumbnails ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Photo thumbnails">
          {slides.map((slide, i) => (
            <li key={slide.kind === "image" ? `thumb-${slide.image.url}-${i}` : "thumb-video"} className="shrink-0" style={{ width: `calc((100% - ${(THUMBNAIL_STRIP_SIZE - 1) * 0.5}rem) / ${THUMBNAIL_STRIP_SIZE})` }}>
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-current={state.galleryIndex === i}
                aria-label={slide.kind === "image" ? `Show photo ${slide.index + 1}` : "Show the video"}
                className={cn("relative block aspect-[3/2] w-full overflow-hidden rounded border-2 bg-muted focus-visible:outline-2 focus-visible:outline-ring", state.galleryIndex === i ? "border-primary" : "border-transparent opacity-80 hover:opacity-100")}
              >
                {slide.kind === "image" ? <Image src={slide.image.thumbUrl} alt="" fill sizes="120px" className="object-cover" /> : <span className="flex h-full items-center justify-center text-xs font-semibold">Video</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <DialogPrimitive.Root open={fullscreen} onOpenChange={setFullscreen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95" />
          <DialogPrimitive.Content
            className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
            aria-describedby={undefined}
            onKeyDown={(event) => {
              const next = galleryIndexAfterKey(state.galleryIndex, slides.length, event.key);
              if (next === null) return;
              event.preventDefault();
              goTo(next);
            }}
          >
            <div className="flex items-center justify-between p-3">
              <DialogPrimitive.Title className="text-sm font-medium">
                {title} · {state.galleryIndex + 1} / {slides.length}
              </DialogPrimitive.Title>
              <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white" aria-label="Close full screen">
                <X aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <div className="relative flex-1">
              {current?.kind === "image" ? (
                <Image src={current.image.url} alt={current.image.alt ?? `${title}, photo ${current.index + 1}`} fill sizes="100vw" className="object-contain" unoptimized={current.image.url === NOT_FOUND_IMAGE} />
              ) : current ? (
                <VideoSlide url={current.url} title={title} />
              ) : null}
              <button type="button" onClick={() => goTo(galleryIndexAfterKey(state.galleryIndex, slides.length, "ArrowLeft") ?? 0)} className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" aria-label="Previous photo">
                <ChevronLeft aria-hidden />
              </button>
              <button type="button" onClick={() => goTo(galleryIndexAfterKey(state.galleryIndex, slides.length, "ArrowRight") ?? 0)} className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" aria-label="Next photo">
                <ChevronRight aria-hidden />
              </button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
