import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { diskStorage, s3Storage, type DocumentStorage } from "#app/server/storage.server.ts";

/**
 * Document storage for tests: a fresh directory on disk, or a bucket on an S3-protocol server
 * (s3rver) started by the test file on a free loopback port.
 *
 *   describe.each(testStorageKinds)("%s", (kind) => {
 *     const storage = useTestStorage(kind);
 *     test("…", async () => { const { storage: s, root } = storage(); … });
 *   });
 */
export type TestStorageKind = "disk" | "S3";
export const testStorageKinds: TestStorageKind[] = ["disk", "S3"];

export type TestStorage = {
  storage: DocumentStorage;
  /** The directory the disk storage (or the S3 server) keeps its files in. */
  root: string;
  close(): Promise<void>;
};

export const testBucket = "application-documents";

export async function createTestStorage(kind: TestStorageKind): Promise<TestStorage> {
  const root = await mkdtemp(join(tmpdir(), `broker-storage-${kind}-`));
  if (kind === "disk") {
    return {
      storage: diskStorage(root),
      root,
      close: () => rm(root, { recursive: true, force: true }),
    };
  }
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: root,
    configureBuckets: [{ name: testBucket, configs: [] }],
  });
  const address = await server.run();
  return {
    storage: s3Storage({
      bucket: testBucket,
      region: "eu-west-2",
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    }),
    root,
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** One storage for the test file, started before its tests and removed after them. */
export function useTestStorage(kind: TestStorageKind): () => TestStorage {
  let storage: TestStorage | undefined;
  beforeAll(async () => {
    storage = await createTestStorage(kind);
  });
  afterAll(async () => {
    await storage?.close();
  });
  return () => {
    if (!storage) throw new Error("the test storage did not start");
    return storage;
  };
}
