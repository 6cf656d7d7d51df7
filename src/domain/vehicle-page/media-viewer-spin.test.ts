import { describe, expect, it } from "vitest";
import {
  autoRotateRunning,
  frameAfterDrag,
  frameAfterKey,
  hotspotsAt,
  nextAutoRotateFrame,
  SPIN_AUTO_ROTATE_INTERVAL_MS,
  SPIN_DRAG_SENSITIVITY_PX,
  SPIN_IMAGE_HEIGHT,
  SPIN_IMAGE_WIDTH,
  spinFramePicture,
  spinLoading,
  SPIN_PREVIEW_WIDTH,
  startsSpinDrag,
  wrapFrame,
  type SpinHotspot,
} from "./media-viewer-spin";

describe("constants", () => {
  it("100 ms, 20 px, 600 x 400", () => {
    expect([SPIN_AUTO_ROTATE_INTERVAL_MS, SPIN_DRAG_SENSITIVITY_PX, SPIN_IMAGE_WIDTH, SPIN_IMAGE_HEIGHT]).toEqual([100, 20, 600, 400]);
  });
});

describe("frameAfterDrag: one frame per 20 px, wrapping", () => {
  it.each([
    [0, 19, 0],
    [0, 20, 1],
    [0, 39, 1],
    [0, 40, 2],
    [0, -19, 0],
    [0, -20, 35],
    [35, 20, 0],
    [10, 720, 10],
    [10, 740, 11],
    [5, -200, 31],
  ])("frame %s, dx %s -> %s (36 frames)", (start, dx, frame) => expect(frameAfterDrag(start, dx, 36)).toBe(frame));
  it("a custom sensitivity", () => expect(frameAfterDrag(0, 25, 36, 5)).toBe(5));
  it("no frames or a bad sensitivity does not move", () => {
    expect(frameAfterDrag(3, 100, 0)).toBe(0);
    expect(frameAfterDrag(3, 100, 36, 0)).toBe(3);
    expect(frameAfterDrag(3, Number.NaN, 36)).toBe(3);
  });
});

describe("keys and auto-rotate", () => {
  it.each([
    [0, "ArrowRight", 1],
    [35, "ArrowRight", 0],
    [0, "ArrowLeft", 35],
    [10, "ArrowLeft", 9],
    [10, "ArrowUp", null],
  ])("frame %s, %s -> %s", (frame, key, next) => expect(frameAfterKey(frame, key, 36)).toBe(next));
  it("no frames: keys do nothing", () => expect(frameAfterKey(0, "ArrowRight", 0)).toBeNull());
  it("auto-rotate steps forward and wraps", () => {
    expect(nextAutoRotateFrame(34, 36)).toBe(35);
    expect(nextAutoRotateFrame(35, 36)).toBe(0);
  });
  it.each([
    [{ enabled: true, loading: false, userHasDragged: false, frameCount: 36 }, true],
    [{ enabled: false, loading: false, userHasDragged: false, frameCount: 36 }, false],
    [{ enabled: true, loading: true, userHasDragged: false, frameCount: 36 }, false],
    [{ enabled: true, loading: false, userHasDragged: true, frameCount: 36 }, false],
    [{ enabled: true, loading: false, userHasDragged: false, frameCount: 1 }, false],
  ])("auto-rotate %j -> %s", (state, running) => expect(autoRotateRunning(state)).toBe(running));
  it("loading until every frame settles", () => {
    expect(spinLoading(35, 36)).toBe(true);
    expect(spinLoading(36, 36)).toBe(false);
    expect(spinLoading(0, 0)).toBe(false);
  });
  it("wrapFrame", () => {
    expect(wrapFrame(-1, 36)).toBe(35);
    expect(wrapFrame(72, 36)).toBe(0);
    expect(wrapFrame(Number.NaN, 36)).toBe(0);
  });
});

describe("startsSpinDrag: the right mouse button is ignored", () => {
  it.each([
    [{ button: 0, pointerType: "mouse" }, true],
    [{ button: 0 }, true],
    [{ button: 2, pointerType: "mouse" }, false],
    [{ button: 2 }, false],
    [{ button: 1, pointerType: "mouse" }, false],
    [{ button: 0, pointerType: "touch" }, true],
    [{ button: -1, pointerType: "pen" }, true],
  ])("%j -> %s", (event, starts) => expect(startsSpinDrag(event)).toBe(starts));
});

describe("hotspotsAt", () => {
  const hotspots: SpinHotspot[] = [
    { id: "wheel", description: "19-inch alloys", view: "exterior", anchors: [{ frame: 0, posX: 20, posY: 70 }, { frame: 1, posX: 24, posY: 70 }] },
    { id: "light", description: "LED headlights", view: "exterior", anchors: [{ frame: 1, posX: 80, posY: 40 }] },
    { id: "screen", description: "12.3-inch screen", view: "interior", anchors: [{ frame: 0, posX: 50, posY: 45 }] },
  ];
  it("places the view's hotspots that have an anchor for the frame", () => {
    expect(hotspotsAt(hotspots, "exterior", 0)).toEqual([{ id: "wheel", description: "19-inch alloys", posX: 20, posY: 70 }]);
    expect(hotspotsAt(hotspots, "exterior", 1).map((h) => [h.id, h.posX])).toEqual([["wheel", 24], ["light", 80]]);
    expect(hotspotsAt(hotspots, "exterior", 2)).toEqual([]);
    expect(hotspotsAt(hotspots, "interior", 0).map((h) => h.id)).toEqual(["screen"]);
  });
});

describe("issue 39, 10: the spin turns at once on previews, each frame sharpening as its full picture arrives", () => {
  const none = () => false;
  const all = () => true;
  it("shows the first frame's full picture always (it is in the page's HTML)", () => {
    expect(spinFramePicture(0, { full: none, preview: none })).toBe("full");
  });
  it("shows a frame's preview until its full picture has loaded, then the full one", () => {
    expect(spinFramePicture(7, { full: none, preview: all })).toBe("preview");
    expect(spinFramePicture(7, { full: (i) => i === 7, preview: all })).toBe("full");
  });
  it("asks for the full picture when neither has loaded (never a blank frame)", () => {
    expect(spinFramePicture(7, { full: none, preview: none })).toBe("full");
  });
  it("previews at a width the optimiser serves, far below the full 600", () => {
    expect(SPIN_PREVIEW_WIDTH).toBeLessThanOrEqual(SPIN_IMAGE_WIDTH / 4);
  });
});

