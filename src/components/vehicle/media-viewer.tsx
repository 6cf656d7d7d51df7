"use client";
import { OptimisedImage } from "@/components/ui/optimised-image";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { Expand } from "lucide-react";
import { SnapSlider } from "@/components/ui/snap-slider";
import { changeMediaView, galleryImagePriority, gallerySlides, NOT_FOUND_IMAGE_URL, THUMBNAIL_STRIP_SIZE, type MediaView } from "@/domain/vehicle-page/media-viewer";
import { usePageLoaded } from "./use-page-loaded";
import { cn } from "@/lib/utils";
import { SpinViewer } from "./spin-viewer";
import { VideoSlide } from "./video-slide";
import type { MediaViewerProps } from "@/view-models/vehicle-page";

// The full-screen dialog (and the dialog library under it) loads when a shopper first opens it.
const MediaFullscreen = dynamic(() => import("./media-fullscreen"), { ssr: false });

const VIEW_LABELS: Record<MediaView, string> = { spinner: "360°", walkaround: "Walkaround", gallery: "Gallery", interior: "Interior" };

/**
 * The vehicle's media (spec 001 §4): 360° spin, walkaround, gallery and interior, with the view tabs; the
 * gallery has a thumbnail strip and a full-screen mode whose arrow keys move through the pictures. Full
 * screen marks <html data-media-fullscreen> so the sticky header and bar hide, and unmarks it on close.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { title, images, views } = props;
  const [state, setState] = useState<{ view: MediaView; galleryIndex: number }>({ view: props.initialView, galleryIndex: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const fullscreenOpener = useRef<HTMLButtonElement>(null);
  // Pictures after the first two join the gallery once the page has loaded: until a shopper swipes they are
  // out of sight, and fetching them with the page would compete with the first picture and the page's script.
  const pageLoaded = usePageLoaded();
  const slides = gallerySlides(images.length > 0 ? images : [{ url: NOT_FOUND_IMAGE_URL, thumbUrl: NOT_FOUND_IMAGE_URL }], props.videoUrl, props.videoPosition);

  useEffect(() => {
    const root = document.documentElement;
    if (fullscreen) root.dataset.mediaFullscreen = "true";
    else delete root.dataset.mediaFullscreen;
    return () => {
      delete root.dataset.mediaFullscreen;
    };
  }, [fullscreen]);

  const goTo = useCallback((index: number) => setState((s) => (s.galleryIndex === index ? s : { ...s, galleryIndex: index })), []);


  return (
    <div>
      <div className="relative">
        {state.view === "spinner" && props.spinFrames.length > 0 ? <SpinViewer frames={props.spinFrames} hotspots={props.hotspots} title={title} autoRotate={props.autoRotate} intervalMs={props.spinIntervalMs} sensitivityPx={props.spinSensitivityPx} /> : null}
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
          <SnapSlider
            label={`Photos of the ${title}`}
            index={state.galleryIndex}
            onIndexChange={goTo}
            slideKeys={slides.map((slide, i) => (slide.kind === "image" ? `${slide.image.url}-${i}` : "video"))}
            slides={slides.map((slide, i) => (
              <div key={i} className="relative aspect-[3/2] overflow-hidden rounded-lg bg-muted">
                {slide.kind === "image" && (galleryImagePriority(slide.index) || pageLoaded || i === state.galleryIndex) ? (
                  <OptimisedImage
                    src={slide.image.url}
                    alt={slide.image.alt ?? `${title}, photo ${slide.index + 1}`}
                    fill
                    sizes="(min-width: 1024px) 60vw, 100vw"
                    // The first two pictures (by picture, not slide: a video may sit second) load at once; the
                    // first is also preloaded at high priority, as the page's largest paint.
                    preload={slide.index === 0}
                    loading={galleryImagePriority(slide.index) ? "eager" : "lazy"}
                    className="object-cover"
                    unoptimized={slide.image.url === NOT_FOUND_IMAGE_URL}
                  />
                ) : slide.kind === "video" && (pageLoaded || i === state.galleryIndex) ? (
                  <VideoSlide url={slide.url} title={title} />
                ) : null}
              </div>
            ))}
          >
            <p className="absolute top-2 left-2 rounded-full bg-background/85 px-2.5 py-0.5 text-xs font-medium shadow" aria-live="polite">
              {state.galleryIndex + 1} / {slides.length}
            </p>
            <button
              ref={fullscreenOpener}
              type="button"
              onClick={() => setFullscreen(true)}
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="View photos full screen"
            >
              <Expand aria-hidden className="size-4" />
            </button>
          </SnapSlider>
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
                {slide.kind === "image" ? <OptimisedImage src={slide.image.thumbUrl} alt="" fill sizes="120px" className="object-cover" /> : <span className="flex h-full items-center justify-center text-xs font-semibold">Video</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {fullscreen ? <MediaFullscreen title={title} slides={slides} index={state.galleryIndex} onIndexChange={goTo} onClose={() => setFullscreen(false)} opener={fullscreenOpener} /> : null}
    </div>
  );
}
