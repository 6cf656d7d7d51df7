import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3Server, type RunningS3 } from "@/test/s3-server";
import { localMediaStorage, MEDIA_OBJECT_MAX_BYTES, parseStorageUrl, s3MediaStorage, type MediaStorage } from "./storage";

const KEY = "v/12/0123456789abcdef0123-1920.webp";
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

/** What every store must do, whatever holds the bytes. */
function behavesAsAStore(store: () => MediaStorage) {
  it("puts, gets and deletes an object by its key, with the key's content type", async () => {
    await store().put(KEY, BYTES, "image/webp");
    expect(await store().get(KEY)).toEqual({ bytes: BYTES, contentType: "image/webp" });
    await store().put(KEY, BYTES, "image/webp");
    await store().delete(KEY);
    expect(await store().get(KEY)).toBeNull();
    await store().delete(KEY);
  });

  it("answers null for a key it does not have, or could not hold", async () => {
    expect(await store().get("v/12/ffffffffffffffffffff-1920.webp")).toBeNull();
    for (const key of ["../secret.webp", "/etc/passwd", "v/../../x.webp", "v/12/x.svg", "V/12/x.webp", "", "v//x.webp"]) expect(await store().get(key), key).toBeNull();
  });

  it("refuses to put under a bad key, another content type, or past the size bound", async () => {
    await expect(store().put("../escape.webp", BYTES, "image/webp")).rejects.toThrow(/media key/);
    await expect(store().put("/abs/x.webp", BYTES, "image/webp")).rejects.toThrow(/media key/);
    await expect(store().put("v/1/x.html", BYTES, "text/html")).rejects.toThrow(/media key/);
    await expect(store().put("v/1/x.webp", BYTES, "text/html")).rejects.toThrow(/holds image\/webp/);
    await expect(store().put("v/1/x.webp", new Uint8Array(MEDIA_OBJECT_MAX_BYTES + 1), "image/webp")).rejects.toThrow(/at most/);
  });
}

describe("the local disk store", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "forecourt-media-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  behavesAsAStore(() => localMediaStorage(path.join(root, "media")));

  it("keeps its files under its folder, leaving no temporary file behind", async () => {
    const store = localMediaStorage(path.join(root, "media"));
    await store.put("v/7/aaaaaaaaaaaaaaaaaaaa-384.webp", BYTES, "image/webp");
    expect(await readdir(path.join(root, "media", "v", "7"))).toEqual(["aaaaaaaaaaaaaaaaaaaa-384.webp"]);
    // A file beside the store is never reachable through a key.
    await writeFile(path.join(root, "outside.webp"), BYTES);
    expect(await store.get("../outside.webp")).toBeNull();
  });
});

describe("the S3 store, against a real S3-compatible server (s3rver)", () => {
  let s3: RunningS3;
  beforeAll(async () => {
    s3 = await startS3Server("forecourt-photos");
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const store = () => s3MediaStorage(parseStorageUrl(`s3://${s3.bucket}/media?endpoint=${encodeURIComponent(s3.endpoint)}&region=ap-southeast-2`), S3RVER_CREDENTIALS);
  behavesAsAStore(store);

  it("writes under the URL's prefix, in the URL's bucket", async () => {
    await store().put(KEY, BYTES, "image/webp");
    const other = s3MediaStorage({ bucket: s3.bucket, prefix: "", endpoint: s3.endpoint, region: "ap-southeast-2" }, S3RVER_CREDENTIALS);
    expect(await other.get(KEY)).toBeNull();
    expect((await other.get(`media/${KEY}`))?.bytes).toEqual(BYTES);
    await store().delete(KEY);
  });

  it("fails loudly when the server cannot be reached (the upload then writes nothing)", async () => {
    const nowhere = s3MediaStorage({ bucket: "x", prefix: "", endpoint: "http://127.0.0.1:9", region: "us-east-1" }, S3RVER_CREDENTIALS);
    await expect(nowhere.put(KEY, BYTES, "image/webp")).rejects.toThrow();
  });
});

describe("parseStorageUrl", () => {
  it("reads the bucket, prefix, endpoint and region", () => {
    expect(parseStorageUrl("s3://photos?endpoint=http://127.0.0.1:4569&region=ap-southeast-2")).toEqual({ bucket: "photos", prefix: "", endpoint: "http://127.0.0.1:4569", region: "ap-southeast-2" });
    expect(parseStorageUrl("s3://photos/forecourt/media")).toEqual({ bucket: "photos", prefix: "forecourt/media/", endpoint: undefined, region: "us-east-1" });
    expect(() => parseStorageUrl("s3://photos?endpoint=file:///etc")).toThrow(/endpoint/);
  });
});
