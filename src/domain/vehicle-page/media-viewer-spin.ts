/**
 * The 360 spin of the media viewer (spec 001 §3 "hotspots (exterior and interior; each with id, description,
 * anchors and per-angle positions posX/posY)", §4 "Spin: images preload, and the view is loading until all
 * are loaded. Auto-rotate runs at the given interval unless disabled or the user has started dragging.
 * Dragging moves one frame per sensitivity step. Left and right arrow keys step frames. The right mouse
 * button is ignored.", §9 "Spin: auto-rotate interval default 100 ms, drag sensitivity default 20 px, default
 * image size 600 by 400").
 *
 * Frames are in clockwise order. Dragging right (positive dx) and ArrowRight move forward; dragging left and
 * ArrowLeft move back; both wrap around. A partial step does not move (19 px is 0 frames, 20 px is 1). Only
 * the primary mouse button starts a drag (the right button is ignored, and so is the middle one); touch and
 * pen always do.
 */

export const SPIN_AUTO_ROTATE_INTERVAL_MS = 100;
export const SPIN_DRAG_SENSITIVITY_PX = 20;
export const SPIN_IMAGE_WIDTH = 600;
export const SPIN_IMAGE_HEIGHT = 400;
export const RIGHT_MOUSE_BUTTON = 2;

/** `index` wrapped into 0..count-1 (0 when there are no frames). */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

/** The frame after dragging `dx` px from `startFrame`: one frame per `sensitivity` px, wrapping. */
export function frameAfterDrag(startFrame: number, dx: number, count: number, sensitivity: number = SPIN_DRAG_SENSITIVITY_PX): number {
  const step = sensitivity > 0 && Number.isFinite(dx) ? Math.trunc(dx / sensitivity) : 0;
  return wrapFrame(startFrame + step, count);
}

/** The frame after an arrow key (ArrowRight +1, ArrowLeft −1, wrapping); null for any other key. */
export function frameAfterKey(frame: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  if (key === "ArrowRight") return wrapFrame(frame + 1, count);
  if (key === "ArrowLeft") return wrapFrame(frame - 1, count);
  return null;
}

/** The next auto-rotate frame (every interval). */
export function nextAutoRotateFrame(frame: number, count: number): number {
  return wrapFrame(frame + 1, count);
}

/** Whether a pointer-down starts a drag: the primary mouse button, or any touch or pen. */
export function startsSpinDrag(event: { button: number; pointerType?: string }): boolean {
  if (event.pointerType === "touch" || event.pointerType === "pen") return true;
  return event.button === 0;
}

/**
 * The width of a spin frame's preview (issue 39, 10: the spin took 2.9–4.2 s before it could turn): every frame
 * first loads this small (a few kB each), the spin turns once the previews are in, and each frame's full picture
 * replaces its preview as it arrives.
 */
export const SPIN_PREVIEW_WIDTH = 150;

/**
 * Which picture a frame shows: its full picture once loaded (the first frame's is in the page's HTML, so always),
 * else its preview once loaded, else the full picture (the browser fetches it).
 */
export function spinFramePicture(index: number, loaded: { full: (index: number) => boolean; preview: (index: number) => boolean }): "full" | "preview" {
  if (index === 0 || loaded.full(index)) return "full";
  return loaded.preview(index) ? "preview" : "full";
}

/** The spin is loading until every frame has loaded (a failed frame counts as settled, and is only logged). */
export function spinLoading(settledFrames: number, totalFrames: number): boolean {
  return settledFrames < totalFrames;
}

/** Auto-rotate runs when enabled, loaded, with more than one frame, and the user has not started dragging. */
export function autoRotateRunning(state: { enabled: boolean; loading: boolean; userHasDragged: boolean; frameCount: number }): boolean {
  return state.enabled && !state.loading && !state.userHasDragged && state.frameCount > 1;
}

export interface SpinHotspot {
  id: string;
  description: string;
  view: "exterior" | "interior";
  anchors: ReadonlyArray<{ frame: number; posX: number; posY: number }>;
}

export interface PlacedHotspot {
  id: string;
  description: string;
  /** Percent of the frame's width and height. */
  posX: number;
  posY: number;
}

/** The hotspots of a view placed on the current frame: those with an anchor for that frame. */
export function hotspotsAt(hotspots: readonly SpinHotspot[], view: "exterior" | "interior", frame: number): PlacedHotspot[] {
  const placed: PlacedHotspot[] = [];
  for (const hotspot of hotspots) {
    if (hotspot.view !== view) continue;
    const anchor = hotspot.anchors.find((a) => a.frame === frame);
    if (anchor && Number.isFinite(anchor.posX) && Number.isFinite(anchor.posY)) {
      placed.push({ id: hotspot.id, description: hotspot.description, posX: anchor.posX, posY: anchor.posY });
    }
  }
  return placed;
}
