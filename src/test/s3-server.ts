/**
 * A real S3-compatible server for a test file (s3rver, in this process, on a free port of 127.0.0.1, its objects in a
 * temporary folder removed afterwards), with one bucket. Its credentials are s3rver's fixed ones.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** Where its objects are on disk. */
  directory: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = "photos"): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "forecourt-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
