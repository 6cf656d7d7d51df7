import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as coverRoute } from "@/app/(console)/console/api/stock/[id]/photos/cover/route";
import { POST as deleteRoute } from "@/app/(console)/console/api/stock/[id]/photos/delete/route";
import { POST as orderRoute } from "@/app/(console)/console/api/stock/[id]/photos/order/route";
import { POST as uploadRoute } from "@/app/(console)/console/api/stock/[id]/photos/route";
import { GET as mediaRoute } from "@/app/(platform)/media/u/[...key]/route";
import { PHOTO_UPLOAD_MAX_BYTES, type PhotosSaved } from "@/contracts/console/photos";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { optimiserTargetOf } from "@/lib/responsive-image";
import { localMediaStorage, s3MediaStorage, setMediaStorage } from "@/server/adapters/storage";
import { vehicleOfStaff } from "@/server/data/console-stock";
import { PHOTO_UPLOAD_ROUTE_LIMIT } from "@/server/http/photo-upload-route";
import { hasSearchIndex, invalidateSearchIndexes } from "@/server/search/index-registry";
import { searchSite } from "@/server/search/search-service";
import { listenForStockChanges } from "@/server/search/stock-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { S3RVER_CREDENTIALS, startS3Server, type RunningS3 } from "@/test/s3-server";
import { seededDemo } from "@/test/seeded-demo";
import { saveStockEdit, stockCarView } from "./stock";
import type { ConsoleStaff } from "./staff-session";

const demo = seededDemo({ seed: 29, vehicles: 200 });

let manager: ConsoleStaff;
let managerCookie = "";
let salesCookie = "";
let dandenong = 0;
let coastalCar = 0;
let mediaRoot = "";
let stop: (() => Promise<void>) | undefined;
let s3: RunningS3 | undefined;

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: number | string }>(text, params)).n);
const written = async () => ({ changes: await count("select count(*) as n from vehicle_changes"), audit: await count("select count(*) as n from audit_log where entity = 'vehicle'") });

interface CarRow {
  media: { images: Array<{ id?: string; url: string; thumbUrl: string; width: number; height: number }> };
  primary_image_url: string | null;
  photos_count: number;
  locked_fields: string[];
}
const carRow = (id: number) => one<CarRow>("select media, primary_image_url, photos_count, locked_fields from vehicles where id = $1", [id]);

let used = new Set<number>();
/**
 * A listed car no earlier test has used: of Dandenong (which the manager manages, where the sales member sells and the
 * southern-cross-ford site shows), or of another dealership the manager manages.
 */
async function freshCar(ofDandenong = false): Promise<number> {
  const others = manager.scope.managedDealershipIds.filter((d) => d !== dandenong);
  const dealershipIds = ofDandenong || others.length === 0 ? [dandenong] : others;
  const rows = await demo.db.query<{ id: number }>("select id from vehicles where dealership_id = any($1::int[]) and status = 'in_stock' and not reserved and show_on_dealer_website order by id", [dealershipIds]);
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error("no fresh car");
  used.add(row.id);
  return row.id;
}

/** A photo-like picture of this size as a JPEG (a gradient with a seed, so two seeds are two photos). */
async function jpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * seed + Math.floor(i / (width * 3))) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 51/1 0/1" } })
    .jpeg()
    .toBuffer();
}

function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(1 + 50_000 * 3))), chunk("IEND", Buffer.alloc(0))]);
}

type FilePart = [name: string, bytes: Uint8Array, type: string];

function uploadRequest(cookie: string, id: number | string, files: FilePart[], extra: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, bytes, type] of files) form.append("files", new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return new Request(`${CONSOLE_ORIGIN}/console/api/stock/${id}/photos`, { method: "POST", headers: { origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: form });
}
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const upload = (cookie: string, id: number | string, files: FilePart[]) => uploadRoute(uploadRequest(cookie, id, files), params(id));

function jsonRequest(cookie: string, id: number | string, action: string, body: unknown): Request {
  return new Request(`${CONSOLE_ORIGIN}/console/api/stock/${id}/photos/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
}
const ROUTES = { order: orderRoute, cover: coverRoute, delete: deleteRoute } as const;
const act = (cookie: string, id: number | string, action: keyof typeof ROUTES, body: unknown) => ROUTES[action](jsonRequest(cookie, id, action, body), params(id));

async function saved(response: Response): Promise<PhotosSaved> {
  const body = (await response.json()) as PhotosSaved & { error?: { message: string } };
  if (response.status !== 200) throw new Error(`${response.status}: ${body.error?.message}`);
  return body;
}

async function storedFiles(): Promise<string[]> {
  const files = await readdir(mediaRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((f) => f.isFile()).map((f) => path.relative(mediaRoot, path.join(f.parentPath, f.name)).split(path.sep).join("/")).sort();
}

const media = (url: string) => {
  const key = url.replace(/^\/media\/u\//, "").split("/");
  return mediaRoute(new Request(`${CONSOLE_ORIGIN}${url}`), { params: Promise.resolve({ key }) });
};

/** Waits until the stock-change listener has dropped the site's search index (the NOTIFY after the commit). */
async function heard(siteId: number) {
  const started = Date.now();
  while (hasSearchIndex(siteId)) {
    if (Date.now() - started > 5_000) throw new Error("the stock change was not heard within 5 s");
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(tmpdir(), "forecourt-photos-"));
  setMediaStorage(localMediaStorage(mediaRoot));
  await seedDemoStaff();
  const signedIn = await signedInStaff("manager@southerncross.demo");
  manager = signedIn.staff;
  managerCookie = signedIn.cookie;
  salesCookie = await staffCookie("sales@southerncross.demo");
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  coastalCar = (await one<{ id: number }>("select v.id from vehicles v join dealerships d on d.id = v.dealership_id where d.slug = 'coastal-toyota' order by v.id limit 1")).id;
  used = new Set();
  invalidateSearchIndexes();
  stop = await listenForStockChanges(demo.db);
});

afterAll(async () => {
  await stop?.();
  setMediaStorage(undefined);
  await s3?.stop();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("uploading photos", () => {
  it("adds each file resized and without its metadata after the car's photos, with its history, audit entry and lock, in one go", async () => {
    const id = await freshCar();
    const before = await carRow(id);
    const start = await written();
    const answer = await saved(await upload(managerCookie, id, [["front.jpg", await jpeg(2400, 1600, 1), "image/jpeg"], ["side.jpg", await jpeg(1024, 768, 2), "image/jpeg"]]));
    expect(answer.changed).toBe(true);
    expect(answer.photos).toHaveLength(before.media.images.length + 2);
    const [front, side] = answer.photos.slice(-2);
    expect(front).toMatchObject({ url: `/media/u/v/${id}/${front!.id}-1920.webp`, thumbUrl: `/media/u/v/${id}/${front!.id}-384.webp`, width: 1920, height: 1280, uploaded: true });
    expect(side).toMatchObject({ width: 1024, height: 768, url: `/media/u/v/${id}/${side!.id}-1024.webp` });

    const after = await carRow(id);
    expect(after.media.images.map((i) => i.url)).toEqual([...before.media.images.map((i) => i.url), front!.url, side!.url]);
    expect(after.photos_count).toBe(before.media.images.length + 2);
    expect(after.primary_image_url).toBe(before.media.images[0]?.url ?? front!.url);
    expect(after.locked_fields).toContain("images");
    expect(await written()).toEqual({ changes: start.changes + 1, audit: start.audit + 1 });
    const change = await one<{ source: string; actor_id: string; changes: { images: { before: string[]; after: string[] } } }>("select source, actor_id, changes from vehicle_changes where vehicle_id = $1 order by id desc limit 1", [id]);
    expect(change).toMatchObject({ source: "console", actor_id: "staff-southerncross-manager" });
    expect(change.changes.images.after.slice(-2)).toEqual([front!.id, side!.id]);
    const audit = await one<{ action: string; dealership_id: number; after: { photos: string[] } }>("select action, dealership_id, after from audit_log where entity = 'vehicle' and entity_id = $1 order by id desc limit 1", [String(id)]);
    const dealership = (await one<{ dealership_id: number }>("select dealership_id from vehicles where id = $1", [id])).dealership_id;
    expect(audit).toMatchObject({ action: "photos_upload", dealership_id: dealership });
    expect(audit.after.photos.slice(-2)).toEqual([front!.id, side!.id]);

    // Stored and served: WebP, no EXIF or GPS, cached for a year; the optimiser takes the path.
    expect(await storedFiles()).toEqual(expect.arrayContaining([`v/${id}/${front!.id}-1920.webp`, `v/${id}/${front!.id}-384.webp`, `v/${id}/${side!.id}-1024.webp`, `v/${id}/${side!.id}-384.webp`]));
    const served = await media(front!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1920 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(optimiserTargetOf(`/img/640${front!.url}`)).toBe(`/_next/image?url=${encodeURIComponent(front!.url)}&w=640&q=75`);

    // The car's page lists them, and its history says so.
    const page = await stockCarView(manager, id, new Date());
    if (!page.ok) throw new Error("no page");
    expect(page.value.photos.map((p) => p.id).slice(-2)).toEqual([front!.id, side!.id]);
    expect(page.value.history[0]).toMatchObject({ fields: [{ field: "images", label: "Photos", after: `${before.media.images.length + 2} photos` }] });
    expect(page.value.lockedFieldLabels).toContain("Photos");

    // The same photo again: nothing written, and the answer says which file was already there.
    const again = await saved(await upload(managerCookie, id, [["front-again.jpg", await jpeg(2400, 1600, 1), "image/jpeg"]]));
    expect(again).toMatchObject({ changed: false, alreadyThere: ["front-again.jpg"] });
    expect(await written()).toEqual({ changes: start.changes + 1, audit: start.audit + 1 });
  });

  it("refuses the whole upload, naming the file, when one file is not a picture, too small, too large or a bomb; nothing is stored", async () => {
    const id = await freshCar();
    const start = await written();
    const files = await storedFiles();
    const good: FilePart = ["good.jpg", await jpeg(1200, 900, 3), "image/jpeg"];
    const cases: Array<[FilePart[], number, string, RegExp]> = [
      [[good, ["brochure.jpg", new TextEncoder().encode("%PDF-1.4 not a photo"), "image/jpeg"]], 415, "files.1", /^brochure\.jpg is not a JPEG, PNG or WebP image\. Nothing was uploaded\.$/],
      [[["tiny.jpg", await jpeg(320, 240), "image/jpeg"], good], 422, "files.0", /^tiny\.jpg is 320 × 240 pixels; a photo must be at least 640 × 480/],
      [[good, ["bomb.png", bombPng(), "image/png"]], 413, "files.1", /^bomb\.png is 50000 × 50000 pixels \(2500 megapixels\); at most 60 megapixels are read/],
      [[["huge.jpg", new Uint8Array(20 * 1024 * 1024 + 10), "image/jpeg"]], 413, "files.0", /^files\.0: huge\.jpg is 20\.0 MB; a photo may be at most 20 MB/],
      [[["empty.jpg", new Uint8Array(0), "image/jpeg"]], 422, "files.0", /empty\.jpg is empty/],
    ];
    for (const [parts, status, field, message] of cases) {
      const answer = await upload(managerCookie, id, parts);
      const body = (await answer.json()) as { error: { field: string; message: string } };
      expect(answer.status, field).toBe(status);
      expect(body.error.field).toBe(field);
      expect(body.error.message).toMatch(message);
    }
    expect(await written()).toEqual(start);
    expect(await storedFiles()).toEqual(files);
  });

  it("refuses a body that is not multipart, a field that is not a file, too many files, and a request past its cap", async () => {
    const id = await freshCar();
    const start = await written();
    const asJson = await uploadRoute(new Request(`${CONSOLE_ORIGIN}/console/api/stock/${id}/photos`, { method: "POST", headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie: managerCookie }, body: "{}" }), params(id));
    expect(asJson.status).toBe(415);
    const texted = await uploadRoute(uploadRequest(managerCookie, id, [], { files: "not a file" }), params(id));
    expect(texted.status).toBe(400);
    expect(((await texted.json()) as { error: { field: string } }).error.field).toBe("files.0");
    const other = await uploadRoute(uploadRequest(managerCookie, id, [], { caption: "x" }), params(id));
    expect(other.status).toBe(400);
    const none = await upload(managerCookie, id, []);
    expect(none.status).toBe(400);
    const small = new Uint8Array(10);
    const eleven = await upload(managerCookie, id, Array.from({ length: 11 }, (_, i): FilePart => [`p${i}.jpg`, small, "image/jpeg"]));
    expect(eleven.status).toBe(400);
    expect(((await eleven.json()) as { error: { message: string } }).error.message).toMatch(/at most 10 photos/);
    const declared = uploadRequest(managerCookie, id, [["a.jpg", small, "image/jpeg"]]);
    const big = new Request(declared, { headers: { ...Object.fromEntries(declared.headers), "content-length": String(1024 ** 3) } });
    const gigabyte = await uploadRoute(big, params(id));
    expect(gigabyte.status).toBe(413);
    expect(((await gigabyte.json()) as { error: { message: string } }).error.message).toMatch(/^files: the upload is larger than 41 MB/);
    expect(PHOTO_UPLOAD_ROUTE_LIMIT).toBe(PHOTO_UPLOAD_MAX_BYTES);
    expect(await written()).toEqual(start);
  });
});

describe("reorder, cover and delete", () => {
  it("each changes the list in one transaction, and the shopper's search shows the new cover after the notification", async () => {
    const site = demo.site("southern-cross-ford");
    const id = await freshCar(true);
    // The car first in the site's search (its highest price), so its card is the one read back.
    const edit = (await vehicleOfStaff(manager.scope, id))!.edit;
    await saveStockEdit(manager, id, { ...edit, price: 4_999_999, offerPrice: null }, new Date());
    const top = searchRequestSchema.parse({ sort: "price-desc", hitsPerPage: 1 });
    const uploaded = await saved(await upload(managerCookie, id, [["a.jpg", await jpeg(1200, 900, 11), "image/jpeg"], ["b.jpg", await jpeg(1200, 900, 12), "image/jpeg"]]));
    const [a, b] = uploaded.photos.slice(-2);
    const first = uploaded.photos[0]!;
    // The index built once the upload's own notification has been heard (it may arrive after a first build).
    await searchSite(site, top);
    await new Promise((r) => setTimeout(r, 300));
    await searchSite(site, top);
    expect(hasSearchIndex(site.id)).toBe(true);

    // Make cover: b first, the others in their order.
    const covered = await saved(await act(managerCookie, id, "cover", { photoId: b!.id }));
    expect(covered.photos.map((p) => p.id)).toEqual([b!.id, ...uploaded.photos.filter((p) => p.id !== b!.id).map((p) => p.id)]);
    expect((await carRow(id)).primary_image_url).toBe(b!.url);
    await heard(site.id);
    const hit = (await searchSite(site, top)).hits[0]!.vehicle;
    expect(hit.id).toBe(id);
    expect(hit.primaryImageUrl).toBe(b!.url);
    expect(await one<{ action: string }>("select action from audit_log where entity = 'vehicle' and entity_id = $1 order by id desc limit 1", [String(id)])).toEqual({ action: "photos_cover" });

    // Reorder: reversed.
    const reversed = [...covered.photos].reverse().map((p) => p.id);
    const ordered = await saved(await act(managerCookie, id, "order", { order: reversed }));
    expect(ordered.photos.map((p) => p.id)).toEqual(reversed);
    const row = await carRow(id);
    expect(row.media.images.map((i) => i.url)).toEqual([...covered.photos].reverse().map((p) => p.url));
    expect(row.primary_image_url).toBe(row.media.images[0]!.url);
    // The same order again writes nothing; one that misses a photo is a 400 naming `order`.
    const start = await written();
    expect((await saved(await act(managerCookie, id, "order", { order: reversed }))).changed).toBe(false);
    const missing = await act(managerCookie, id, "order", { order: reversed.slice(1) });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { field: string } }).error.field).toBe("order");
    const bad = await act(managerCookie, id, "order", { order: ["../../etc"] });
    expect(bad.status).toBe(400);
    expect(await written()).toEqual(start);

    // Delete the uploaded `a`: its files go from the store, and the URL is then a 404.
    const deleted = await saved(await act(managerCookie, id, "delete", { photoId: a!.id }));
    expect(deleted.photos.map((p) => p.id)).not.toContain(a!.id);
    expect((await storedFiles()).filter((f) => f.includes(a!.id))).toEqual([]);
    expect((await media(a!.url)).status).toBe(404);
    expect((await media(b!.url)).status).toBe(200);
    expect((await carRow(id)).photos_count).toBe(deleted.photos.length);
    // Deleting the cover makes the next photo the cover; deleting a feed's picture leaves no file to remove.
    const cover = deleted.photos[0]!;
    const next = deleted.photos[1]!;
    const afterCover = await saved(await act(managerCookie, id, "delete", { photoId: cover.id }));
    expect(afterCover.photos[0]!.id).toBe(next.id);
    expect((await carRow(id)).primary_image_url).toBe(next.url);
    expect(first.id).toBeTruthy();
    const gone = await act(managerCookie, id, "delete", { photoId: a!.id });
    expect(gone.status).toBe(400);
  });
});

describe("who may change a car's photos", () => {
  it("refuses sales staff (403) for every action, writing and storing nothing", async () => {
    // A car of Dandenong, where the sales member sells (and so reads its stock).
    const id = await freshCar(true);
    const start = await written();
    const files = await storedFiles();
    const photo = (await carRow(id)).media.images[0];
    const answers = [
      await upload(salesCookie, id, [["a.jpg", await jpeg(1200, 900, 21), "image/jpeg"]]),
      await act(salesCookie, id, "order", { order: [] }),
      await act(salesCookie, id, "cover", { photoId: "0123456789abcdef0123" }),
      await act(salesCookie, id, "delete", { photoId: "0123456789abcdef0123" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect(await written()).toEqual(start);
    expect(await storedFiles()).toEqual(files);
    expect((await carRow(id)).media.images[0]).toEqual(photo);
  });

  it("answers another group's car, a missing car and a bad id with the console's one 404", async () => {
    const bodies: string[] = [];
    for (const id of [coastalCar, 999_999, "0x10"]) {
      const answers = [
        await upload(managerCookie, id, [["a.jpg", await jpeg(1200, 900, 31), "image/jpeg"]]),
        await act(managerCookie, id, "order", { order: [] }),
        await act(managerCookie, id, "cover", { photoId: "0123456789abcdef0123" }),
        await act(managerCookie, id, "delete", { photoId: "0123456789abcdef0123" }),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
      bodies.push(...(await Promise.all(answers.map((a) => a.text()))));
    }
    expect(new Set(bodies).size).toBe(1);
    expect(await count("select count(*) as n from vehicle_changes where vehicle_id = $1", [coastalCar])).toBe(0);
  });

  it("refuses a request signed out (401) or from another origin (403)", async () => {
    const id = await freshCar();
    expect((await upload("", id, [["a.jpg", new Uint8Array(10), "image/jpeg"]])).status).toBe(401);
    const foreign = uploadRequest(managerCookie, id, [["a.jpg", new Uint8Array(10), "image/jpeg"]]);
    const forged = new Request(foreign, { headers: { ...Object.fromEntries(foreign.headers), origin: "https://evil.example" } });
    expect((await uploadRoute(forged, params(id))).status).toBe(403);
  });
});

describe("with the media store's disk full (issue 37: DATA_DIR full)", () => {
  it("refuses the upload with a 507 that says so, removes what it had written, changes nothing, and the stored photos still serve", async () => {
    const id = await freshCar();
    const kept = await saved(await upload(managerCookie, id, [["kept.jpg", await jpeg(1200, 900, 51), "image/jpeg"]]));
    const start = await written();
    const files = await storedFiles();
    // The disk fills after the first object of the upload: the write of the second fails as a full disk's does.
    const local = localMediaStorage(mediaRoot);
    let puts = 0;
    setMediaStorage({
      ...local,
      async put(key, bytes, contentType) {
        puts++;
        if (puts > 1) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
        await local.put(key, bytes, contentType);
      },
    });
    try {
      const answer = await upload(managerCookie, id, [["full-1.jpg", await jpeg(1200, 900, 52), "image/jpeg"], ["full-2.jpg", await jpeg(1200, 900, 53), "image/jpeg"]]);
      expect(answer.status).toBe(507);
      const body = (await answer.json()) as { error: { field: string; message: string } };
      expect(body.error.field).toBe("files");
      expect(body.error.message).toMatch(/^The media store is full \(no space is left on its disk\), so nothing was uploaded/);
      expect(puts).toBeGreaterThan(1);
    } finally {
      setMediaStorage(local);
    }
    expect(await written()).toEqual(start);
    expect(await storedFiles()).toEqual(files);
    // What was stored before still serves: a full disk stops uploads, not pages.
    const served = await media(kept.photos.at(-1)!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});

describe("the media route", () => {
  it("is a 404 for a key the store could not hold or does not have", async () => {
    for (const key of [["..", "etc", "passwd"], ["v", "1", "x.svg"], ["v", "1", "ffffffffffffffffffff-384.webp"], ["V", "1", "x.webp"], []]) {
      const answer = await mediaRoute(new Request(`${CONSOLE_ORIGIN}/media/u/${key.join("/")}`), { params: Promise.resolve({ key }) });
      expect(answer.status, key.join("/")).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("serves what an upload stored in an S3-compatible bucket (s3rver)", async () => {
    s3 = await startS3Server("forecourt-media");
    setMediaStorage(s3MediaStorage({ bucket: s3.bucket, prefix: "", endpoint: s3.endpoint, region: "ap-southeast-2" }, S3RVER_CREDENTIALS));
    try {
      const id = await freshCar();
      const answer = await saved(await upload(managerCookie, id, [["s3.jpg", await jpeg(1600, 1200, 41), "image/jpeg"]]));
      const photo = answer.photos.at(-1)!;
      const served = await media(photo.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);
      const deleted = await saved(await act(managerCookie, id, "delete", { photoId: photo.id }));
      expect(deleted.photos.map((p) => p.id)).not.toContain(photo.id);
      expect((await media(photo.url)).status).toBe(404);
    } finally {
      setMediaStorage(localMediaStorage(mediaRoot));
    }
  });
});
