import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { StockPhotoView } from "@/view-models/console-stock";
import { PhotoManager } from "./photo-manager";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh() {}, push() {}, replace() {} }) }));

const photo = (id: string, uploaded = true): StockPhotoView => ({ id, url: `/media/u/v/7/${id}-1920.webp`, thumbUrl: `/media/u/v/7/${id}-384.webp`, width: 1920, height: 1280, uploaded });
const photos = [photo("0123456789abcdef0123"), photo("fedcba9876543210fedc"), { ...photo("u1234abcd", false), url: "/media/gen/suv/red/1/p0.full.jpg", thumbUrl: "/media/gen/suv/red/1/p0.thumb.jpg" }];

describe("PhotoManager", () => {
  it("offers a manager the upload (several files, the photo types), and per photo a move handle, Make cover and Delete, each named", () => {
    const html = renderToStaticMarkup(<PhotoManager vehicleId={7} initial={photos} canEdit />);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple=""[^>]*accept="image\/jpeg,image\/png,image\/webp,image\/heic/);
    expect(html).toContain(">Add photos</label>");
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`aria-label="Move photo ${n}"`);
      expect(html).toContain(`aria-label="Make cover: photo ${n}"`);
      expect(html).toContain(`aria-label="Delete photo ${n}"`);
    }
    // The first is the cover: marked, and its Make cover is off.
    expect(html).toContain('aria-label="Photo 1 of 3 (cover)"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Make cover: photo 1"/);
    // The thumbnails through the optimiser, never asked for wider than they are.
    expect(html).toContain('src="/img/384/media/u/v/7/0123456789abcdef0123-384.webp"');
    expect(html).not.toContain("/img/640/");
    expect(html).toContain('role="status"');
  });

  it("shows sales the photos without any control", () => {
    const html = renderToStaticMarkup(<PhotoManager vehicleId={7} initial={photos} canEdit={false} />);
    expect(html).not.toContain('type="file"');
    expect(html).not.toContain("Make cover");
    expect(html).not.toContain("Delete");
    expect(html).toContain("Only a manager or owner");
    expect(html).toContain('aria-label="Photo 3 of 3"');
  });

  it("says when there are none", () => {
    expect(renderToStaticMarkup(<PhotoManager vehicleId={7} initial={[]} canEdit />)).toContain("No photos yet.");
  });
});
