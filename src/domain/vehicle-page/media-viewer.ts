/**
 * The vehicle page's media viewer: its views and the gallery (spec 001 §2 "A media area with a gallery slider
 * and thumbnails, a 360 spin view, a walkaround video or embedded video, an interior view and fullscreen
 * mode", §4 "Media viewer", §9 "Gallery: the thumbnail strip is sized for 5 thumbnails and shows only with
 * more than 3 images. Images are 600 wide by 400 high."; spec 002 §9 "gallery images 600 x 400, first 2
 * priority loaded; stock video position start, second (default), middle or end", "Left/right arrows navigate
 * the full-screen gallery").
 *
 * Default view: a provided default, else the site's (`vehiclePage.defaultMediaView`: gallery on one variant,
 * spinner otherwise). A view the car cannot show falls back to the spinner when the car has spin frames, else
 * to the gallery, which always shows (the not-found picture when there are no images).
 */

export const MEDIA_VIEWS = ["spinner", "walkaround", "gallery", "interior"] as const;
export type MediaView = (typeof MEDIA_VIEWS)[number];

export const VIDEO_POSITIONS = ["start", "second", "middle", "end"] as const;
export type VideoPosition = (typeof VIDEO_POSITIONS)[number];
export const DEFAULT_VIDEO_POSITION: VideoPosition = "second";

export const THUMBNAIL_STRIP_SIZE = 5;
export const THUMBNAIL_STRIP_MIN_IMAGES_EXCLUSIVE = 3;
export const GALLERY_IMAGE_WIDTH = 600;
export const GALLERY_IMAGE_HEIGHT = 400;
export const GALLERY_PRIORITY_IMAGES = 2;
/** What shows where a vehicle has no picture, or a picture is missing (spec 001 §4 "the not-found image"). */
export const NOT_FOUND_IMAGE_URL = "/media/not-found.svg";

/** What the viewer needs to know of the car's media (the shape of `VehicleMedia`). */
export interface ViewerMedia {
  images: readonly unknown[];
  spinImages: readonly string[];
  walkaroundVideos: ReadonlyArray<{ url: string }>;
  spinInteriorImage?: string | null;
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
  videos?: ReadonlyArray<{ url: string }>;
}

const filled = (s: string | null | undefined): s is string => typeof s === "string" && s.trim() !== "";

/** The views this car can show, in the spec's order (spinner, walkaround, gallery, interior). */
export function availableMediaViews(media: ViewerMedia): MediaView[] {
  return MEDIA_VIEWS.filter((view) => {
    if (view === "spinner") return media.spinImages.length > 0;
    if (view === "walkaround") return media.walkaroundVideos.some((v) => filled(v.url));
    if (view === "interior") return filled(media.spinInteriorImage);
    return true;
  });
}

/** The view the viewer opens on: provided default, else the site's; falling back to spinner, then gallery. */
export function defaultMediaView(media: ViewerMedia, options: { siteDefault: MediaView; providedDefault?: MediaView | null }): MediaView {
  const available = availableMediaViews(media);
  const wanted = options.providedDefault ?? options.siteDefault;
  if (available.includes(wanted)) return wanted;
  return available.includes("spinner") ? "spinner" : "gallery";
}

export interface MediaViewerState {
  view: MediaView;
  galleryIndex: number;
}

/** Switches view; leaving the gallery resets the gallery index to 0. */
export function changeMediaView(state: MediaViewerState, view: MediaView): MediaViewerState {
  if (view === state.view) return state;
  return { view, galleryIndex: state.view === "gallery" ? 0 : state.galleryIndex };
}

/** The index the video goes in a list of `length` images: start 0, second 1, middle ⌊n/2⌋, end n. */
export function videoInsertIndex(length: number, position: VideoPosition): number {
  const n = Math.max(0, Math.floor(length));
  if (position === "start") return 0;
  if (position === "second") return Math.min(1, n);
  if (position === "middle") return Math.floor(n / 2);
  return n;
}

export type GallerySlide<I> = { kind: "image"; image: I; index: number } | { kind: "video"; url: string };

/** The gallery's slides: the images with the video (when any) inserted at its position. */
export function gallerySlides<I>(images: readonly I[], videoUrl: string | null, position: VideoPosition = DEFAULT_VIDEO_POSITION): GallerySlide<I>[] {
  const slides: GallerySlide<I>[] = images.map((image, index) => ({ kind: "image", image, index }));
  if (filled(videoUrl)) slides.splice(videoInsertIndex(images.length, position), 0, { kind: "video", url: videoUrl.trim() });
  return slides;
}

/** The car's gallery video: video_url, else external_video_url, else the first of its videos. */
export function galleryVideoUrl(media: ViewerMedia): string | null {
  const candidates = [media.videoUrl, media.externalVideoUrl, media.videos?.[0]?.url];
  return candidates.find(filled) ?? null;
}

/** The thumbnail strip shows for in-stock cars with more than 3 images. */
export function thumbnailStripVisible(inStock: boolean, imageCount: number): boolean {
  return inStock && imageCount > THUMBNAIL_STRIP_MIN_IMAGES_EXCLUSIVE;
}

/** The first 2 gallery images load with priority. */
export function galleryImagePriority(index: number): boolean {
  return index >= 0 && index < GALLERY_PRIORITY_IMAGES;
}

/** Left/right arrow keys move through the full-screen gallery, wrapping at both ends; other keys: null. */
export function galleryIndexAfterKey(index: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  if (step === 0) return null;
  return (((index + step) % count) + count) % count;
}
