import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { mediaKeyProblem } from "@/domain/console/photos";
import { config } from "@/server/config";

/**
 * Where uploaded media (the console's car photos) is kept: a small key → bytes store. Keys are relative names such
 * as `v/12/0123456789abcdef0123-1920.webp` (`mediaKeyProblem`: lowercase segments, no `.` or `..`, no absolute
 * path), and a key's content never changes (a changed photo gets a new name), so whatever serves them may be cached
 * for a year. Two implementations, chosen by STORAGE_URL: files under DATA_DIR/media on this machine (the default:
 * one machine, or a shared disk), or an S3-compatible bucket (`s3://bucket/prefix?endpoint=...&region=...`).
 */

export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

export interface MediaStorage {
  /** What it is, for the logs: "local disk (.data/media)" or "S3 bucket photos at http://...". Never a credential. */
  readonly description: string;
  /** Writes the object whole or not at all (a reader never sees half of it). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not one this store could hold). */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** The largest object stored or served (a photo written at 1920 wide is well under 2 MB). */
/**
 * Whether a write failed because the store has no room: the disk under DATA_DIR full (ENOSPC) or over its quota
 * (EDQUOT), or an S3-compatible store refusing for its quota. The caller says so in words, stores nothing, and the
 * pages (which read, never write, the store) keep serving.
 */
export function storageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  return code === "ENOSPC" || code === "EDQUOT" || name === "QuotaExceeded" || name === "InsufficientStorage";
}

/** What a console upload says when the store is full. */
export const STORAGE_FULL_MESSAGE = "The media store is full (no space is left on its disk), so nothing was uploaded; tell the platform's operator, then try again";

export const MEDIA_OBJECT_MAX_BYTES = 16 * 1024 * 1024;

/** The content types stored, by the key's extension: only pictures the platform wrote itself. */
const CONTENT_TYPES: Readonly<Record<string, string>> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

export class MediaKeyError extends Error {
  override name = "MediaKeyError";
}

/** The key's content type, or a MediaKeyError when the key is not one a store may hold. */
function checkedKey(key: string): string {
  const problem = mediaKeyProblem(key);
  if (problem) throw new MediaKeyError(`A media key ${problem}`);
  const type = CONTENT_TYPES[path.posix.extname(key)];
  if (!type) throw new MediaKeyError("A media key must end .webp, .jpg, .jpeg or .png");
  return type;
}

function checkedPut(key: string, bytes: Uint8Array, contentType: string): void {
  const type = checkedKey(key);
  if (type !== contentType) throw new MediaKeyError(`A ${path.posix.extname(key)} key holds ${type}, not ${contentType}`);
  if (bytes.byteLength > MEDIA_OBJECT_MAX_BYTES) throw new MediaKeyError(`A media object may be at most ${MEDIA_OBJECT_MAX_BYTES} bytes`);
}

const validKey = (key: string) => mediaKeyProblem(key) === null && CONTENT_TYPES[path.posix.extname(key)] !== undefined;

/**
 * Files under `root`: each key a file at the same relative path, written to a temporary name beside it and renamed
 * into place (atomic on one file system), so a reader sees the old file, the whole new one, or none.
 */
export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, ...key.split("/"));
    // mediaKeyProblem already refuses `..` and absolute keys; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new MediaKeyError("A media key must stay inside the store");
    return file;
  };
  return {
    description: `local disk (${root})`,
    async put(key, bytes, contentType) {
      checkedPut(key, bytes, contentType);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: "wx" });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!validKey(key)) return null;
      const file = fileOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile() || stat.size > MEDIA_OBJECT_MAX_BYTES) return null;
        const bytes = await handle.readFile();
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: checkedKey(key) };
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      if (!validKey(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Location {
  bucket: string;
  /** Prepended to every key ("" or ending in `/`). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
}

/** STORAGE_URL's parts: `s3://bucket[/prefix]?endpoint=https://...&region=...` (region `us-east-1` when not named). */
export function parseStorageUrl(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:" || parsed.hostname === "") throw new Error("STORAGE_URL must be s3://bucket[/prefix]?endpoint=...&region=...");
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+/, "");
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error("STORAGE_URL's endpoint must be an http(s) URL");
  return { bucket: parsed.hostname, prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`, endpoint, region: parsed.searchParams.get("region") ?? "us-east-1" };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, Ceph, s3rver...): path-style requests to `endpoint`, checksums only where
 * the service requires them (many compatible stores refuse the SDK's newer default ones). Credentials are the SDK's
 * usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role) unless given.
 */
export function s3MediaStorage(location: S3Location, credentials?: { accessKeyId: string; secretAccessKey: string }): MediaStorage {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    ...(credentials ? { credentials } : {}),
  });
  const objectKey = (key: string) => `${location.prefix}${key}`;
  const missing = (error: unknown) => error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  return {
    description: `S3 bucket ${location.bucket}${location.endpoint ? ` at ${location.endpoint}` : ""}`,
    async put(key, bytes, contentType) {
      checkedPut(key, bytes, contentType);
      await client.send(
        new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength, CacheControl: "public, max-age=31536000, immutable" }),
      );
    },
    async get(key) {
      if (!validKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        if (answer.ContentLength !== undefined && answer.ContentLength > MEDIA_OBJECT_MAX_BYTES) {
          await answer.Body.transformToWebStream().cancel();
          return null;
        }
        const bytes = await answer.Body.transformToByteArray();
        if (bytes.byteLength > MEDIA_OBJECT_MAX_BYTES) return null;
        // The type is the key's, whatever the bucket says: only pictures are served.
        return { bytes, contentType: checkedKey(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!validKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
  };
}

/** DATA_DIR/media, the default store's folder. */
export function localMediaRoot(): string {
  return path.resolve(config().DATA_DIR, "media");
}

let storage: MediaStorage | undefined;

/** The process's media store: the S3 bucket of STORAGE_URL, else files under DATA_DIR/media. */
export function mediaStorage(): MediaStorage {
  if (!storage) {
    const url = config().STORAGE_URL;
    storage = url === undefined ? localMediaStorage(localMediaRoot()) : s3MediaStorage(parseStorageUrl(url));
  }
  return storage;
}

/** Tests replace the store (undefined: the configured one again). */
export function setMediaStorage(next: MediaStorage | undefined): void {
  storage = next;
}
