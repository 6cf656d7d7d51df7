import { describe, expect, it } from "vitest";
import { decodePage, encodePage } from "./shared-page-cache";
import type { StoredPage } from "./page-cache";

const page = (extra: Partial<StoredPage> = {}): StoredPage => ({
  siteId: 3,
  identityHeaders: ["content-type", "text/html", "content-length", "5"],
  variants: { gzip: { headers: ["content-encoding", "gzip"], body: Buffer.from("gzip-bytes") }, br: { headers: ["content-encoding", "br"], body: Buffer.from("br") } },
  ...extra,
});

describe("a page as Redis keeps it", () => {
  it("comes back as it went in: its site, headers, both bodies, and its status when not 200", () => {
    expect(decodePage(encodePage(page()))).toStrictEqual(page());
    const notFound = decodePage(encodePage(page({ status: 404 })));
    expect(notFound?.status).toBe(404);
    expect(notFound?.variants.gzip.body.toString()).toBe("gzip-bytes");
    expect(notFound?.variants.br.body.toString()).toBe("br");
  });

  it("is nothing when the bytes are not a page", () => {
    expect(decodePage(Buffer.from([0, 0, 0, 9, 1, 2]))).toBeNull();
  });
});
