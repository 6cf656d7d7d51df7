import { describe, expect, it } from "vitest";
import {
  availableMediaViews,
  changeMediaView,
  defaultMediaView,
  galleryImagePriority,
  galleryIndexAfterKey,
  gallerySlides,
  galleryVideoUrl,
  thumbnailStripVisible,
  THUMBNAIL_STRIP_SIZE,
  GALLERY_IMAGE_HEIGHT,
  GALLERY_IMAGE_WIDTH,
  videoInsertIndex,
  type ViewerMedia,
} from "./media-viewer";

const full: ViewerMedia = {
  images: ["p0", "p1", "p2", "p3", "p4"],
  spinImages: ["s0", "s1"],
  walkaroundVideos: [{ url: "/media/walk.mp4" }],
  spinInteriorImage: "/media/int.jpg",
};
const photosOnly: ViewerMedia = { images: ["p0"], spinImages: [], walkaroundVideos: [], spinInteriorImage: null };

describe("views", () => {
  it("available views in the spec's order", () => {
    expect(availableMediaViews(full)).toEqual(["spinner", "walkaround", "gallery", "interior"]);
    expect(availableMediaViews(photosOnly)).toEqual(["gallery"]);
    expect(availableMediaViews({ ...photosOnly, walkaroundVideos: [{ url: " " }], spinInteriorImage: "" })).toEqual(["gallery"]);
  });
  it.each<[string, ViewerMedia, Parameters<typeof defaultMediaView>[1], string]>([
    ["spinner by default", full, { siteDefault: "spinner" }, "spinner"],
    ["gallery on the gallery variant", full, { siteDefault: "gallery" }, "gallery"],
    ["a provided default wins", full, { siteDefault: "gallery", providedDefault: "interior" }, "interior"],
    ["a null provided default is ignored", full, { siteDefault: "walkaround", providedDefault: null }, "walkaround"],
    ["no spin: gallery", photosOnly, { siteDefault: "spinner" }, "gallery"],
    ["no walkaround: spinner", { ...full, walkaroundVideos: [] }, { siteDefault: "walkaround" }, "spinner"],
    ["no interior, no spin: gallery", { ...photosOnly }, { siteDefault: "interior" }, "gallery"],
  ])("%s", (_, media, options, view) => expect(defaultMediaView(media, options)).toBe(view));
  it("leaving the gallery resets its index", () => {
    expect(changeMediaView({ view: "gallery", galleryIndex: 4 }, "spinner")).toEqual({ view: "spinner", galleryIndex: 0 });
    expect(changeMediaView({ view: "gallery", galleryIndex: 4 }, "gallery")).toEqual({ view: "gallery", galleryIndex: 4 });
    expect(changeMediaView({ view: "spinner", galleryIndex: 0 }, "gallery")).toEqual({ view: "gallery", galleryIndex: 0 });
  });
});

describe("video position", () => {
  it.each([
    [5, "start", 0],
    [5, "second", 1],
    [5, "middle", 2],
    [6, "middle", 3],
    [5, "end", 5],
    [0, "second", 0],
    [0, "middle", 0],
    [1, "second", 1],
  ] as const)("%s images, %s -> index %s", (n, position, index) => expect(videoInsertIndex(n, position)).toBe(index));
  it("gallerySlides inserts the video at the second place by default", () => {
    const kinds = (slides: ReturnType<typeof gallerySlides>) => slides.map((s) => (s.kind === "video" ? "V" : String(s.image)));
    expect(kinds(gallerySlides(["a", "b", "c"], "https://www.youtube.com/embed/abc123"))).toEqual(["a", "V", "b", "c"]);
    expect(kinds(gallerySlides(["a", "b", "c"], "/v.mp4", "start"))).toEqual(["V", "a", "b", "c"]);
    expect(kinds(gallerySlides(["a", "b", "c", "d"], "/v.mp4", "middle"))).toEqual(["a", "b", "V", "c", "d"]);
    expect(kinds(gallerySlides(["a", "b", "c"], "/v.mp4", "end"))).toEqual(["a", "b", "c", "V"]);
    expect(kinds(gallerySlides(["a", "b"], null))).toEqual(["a", "b"]);
    expect(kinds(gallerySlides(["a", "b"], "  "))).toEqual(["a", "b"]);
  });
  it("image slides keep their image index", () => {
    expect(gallerySlides(["a", "b"], "/v.mp4")).toEqual([{ kind: "image", image: "a", index: 0 }, { kind: "video", url: "/v.mp4" }, { kind: "image", image: "b", index: 1 }]);
  });
  it("galleryVideoUrl: video_url, then external, then the first video", () => {
    expect(galleryVideoUrl({ ...photosOnly, videoUrl: "/a.mp4", externalVideoUrl: "/b.mp4" })).toBe("/a.mp4");
    expect(galleryVideoUrl({ ...photosOnly, videoUrl: "", externalVideoUrl: "/b.mp4" })).toBe("/b.mp4");
    expect(galleryVideoUrl({ ...photosOnly, videos: [{ url: "/c.mp4" }] })).toBe("/c.mp4");
    expect(galleryVideoUrl(photosOnly)).toBeNull();
  });
});

describe("gallery", () => {
  it.each([
    [true, 4, true],
    [true, 3, false],
    [false, 10, false],
  ])("in stock %s with %s images: strip %s", (inStock, n, visible) => expect(thumbnailStripVisible(inStock, n)).toBe(visible));
  it("constants", () => {
    expect(THUMBNAIL_STRIP_SIZE).toBe(5);
    expect([GALLERY_IMAGE_WIDTH, GALLERY_IMAGE_HEIGHT]).toEqual([600, 400]);
  });
  it("the first 2 images load with priority", () => {
    expect([0, 1, 2, -1].map(galleryImagePriority)).toEqual([true, true, false, false]);
  });
  it.each([
    [0, 5, "ArrowRight", 1],
    [4, 5, "ArrowRight", 0],
    [0, 5, "ArrowLeft", 4],
    [2, 5, "Enter", null],
    [0, 0, "ArrowRight", null],
  ])("index %s of %s, %s -> %s", (index, count, key, next) => expect(galleryIndexAfterKey(index, count, key)).toBe(next));
});
