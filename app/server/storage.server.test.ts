import { randomBytes } from "node:crypto";
import { readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import {
  StoredObjectNotFoundError,
  assertStorageKey,
  createStorage,
} from "#app/server/storage.server.ts";
import { createTestStorage, testStorageKinds, useTestStorage } from "#tests/harness/storage.ts";

const applicationId = "6f1d2c1e-9a4b-4c47-8f7e-2d1b3c4d5e6f";

describe.each(testStorageKinds)("%s storage", (kind) => {
  const storage = useTestStorage(kind);

  test("stores bytes and a stream, and gives them back", async () => {
    const { storage: s } = storage();
    const key = `${applicationId}/accounts/1732270000000-accounts.pdf`;
    const bytes = randomBytes(300_017);
    expect(await s.put(key, bytes)).toEqual({ key, size: bytes.length });
    expect(await buffer(await s.get(key))).toEqual(bytes);

    const streamed = `${applicationId}/other_documents/1732270000001-notes.png`;
    const chunks = [randomBytes(1000), randomBytes(2000)];
    expect(await s.put(streamed, Readable.from(chunks))).toEqual({ key: streamed, size: 3000 });
    expect(await buffer(await s.get(streamed))).toEqual(Buffer.concat(chunks));
    expect(await s.exists(streamed)).toBe(true);
  });

  test("lists an application's objects and deletes one", async () => {
    const { storage: s } = storage();
    const id = "11111111-2222-4333-8444-555555555555";
    await s.put(`${id}/bank_statements/1-a.pdf`, Buffer.from("a"));
    await s.put(`${id}/accounts/2-b.pdf`, Buffer.from("b"));
    expect(await s.list(`${id}/`)).toEqual([
      `${id}/accounts/2-b.pdf`,
      `${id}/bank_statements/1-a.pdf`,
    ]);
    await s.delete(`${id}/accounts/2-b.pdf`);
    await s.delete(`${id}/accounts/2-b.pdf`);
    expect(await s.list(`${id}/`)).toEqual([`${id}/bank_statements/1-a.pdf`]);
    expect(await s.exists(`${id}/accounts/2-b.pdf`)).toBe(false);
  });

  test("a missing object is a not-found error", async () => {
    const { storage: s } = storage();
    await expect(s.get(`${applicationId}/accounts/none.pdf`)).rejects.toBeInstanceOf(
      StoredObjectNotFoundError,
    );
  });

  test("a body that fails half way leaves nothing behind", async () => {
    const { storage: s } = storage();
    const key = `${applicationId}/accounts/3-broken.pdf`;
    async function* failing() {
      yield randomBytes(1000);
      throw new Error("connection reset");
    }
    await expect(s.put(key, Readable.from(failing()))).rejects.toThrow("connection reset");
    expect(await s.exists(key)).toBe(false);
    expect(await s.list(`${applicationId}/accounts/`)).not.toContain(key);
  });

  test("an application's folder is emptied whole, and the count is of files really removed", async () => {
    const { storage: s } = storage();
    const id = "22222222-3333-4444-8555-666666666666";
    const other = "33333333-4444-4555-8666-777777777777";
    await s.put(`${id}/accounts/1-a.pdf`, Buffer.from("a"));
    await s.put(`${id}/bank_statements/2-b.pdf`, Buffer.from("b"));
    await s.put(`${other}/accounts/3-c.pdf`, Buffer.from("c"));
    const before = Date.now();
    const files = await s.listFiles(`${id}/`);
    expect(files.map((file) => file.key)).toEqual([
      `${id}/accounts/1-a.pdf`,
      `${id}/bank_statements/2-b.pdf`,
    ]);
    for (const file of files) {
      expect(Math.abs(file.modifiedAt.getTime() - before)).toBeLessThan(60_000);
    }

    expect(await s.deleteAll(`${id}/`)).toBe(2);
    expect(await s.listFiles(`${id}/`)).toEqual([]);
    expect(await s.deleteAll(`${id}/`)).toBe(0);
    expect(await s.list(`${other}/`)).toEqual([`${other}/accounts/3-c.pdf`]);
    // Never the whole storage, nor a prefix that is not a folder.
    await expect(s.deleteAll("")).rejects.toThrow("not a storage folder");
    await expect(s.deleteAll(other)).rejects.toThrow("not a storage folder");
  });

  test("keys that could leave the storage are refused", async () => {
    const { storage: s } = storage();
    for (const key of ["../escape.pdf", "/etc/passwd", `${applicationId}/../../x`, "a//b", ""]) {
      await expect(s.put(key, Buffer.from("x"))).rejects.toThrow("invalid storage key");
      await expect(s.get(key)).rejects.toThrow("invalid storage key");
    }
  });
});

test("on disk, folders are private to the server's user and a stored file is never replaced", async () => {
  const test = await createTestStorage("disk");
  try {
    const key = `${applicationId}/accounts/5-a.pdf`;
    await test.storage.put(key, Buffer.from("first"));
    await expect(test.storage.put(key, Buffer.from("second"))).rejects.toThrow();
    expect((await buffer(await test.storage.get(key))).toString()).toBe("first");
    expect((await stat(join(test.root, applicationId))).mode & 0o777).toBe(0o700);
    expect((await stat(join(test.root, key))).mode & 0o777).toBe(0o600);
    expect(await readdir(join(test.root, applicationId, "accounts"))).toEqual(["5-a.pdf"]);
  } finally {
    await test.close();
  }
});

test("on disk, an upload cut short is listed as a file and emptied with its folder", async () => {
  const test = await createTestStorage("disk");
  try {
    const id = "44444444-5555-4666-8777-888888888888";
    await test.storage.put(`${id}/accounts/1-a.pdf`, Buffer.from("a"));
    // What a crash in the middle of a put leaves: a partial file beside the stored ones.
    const partial = `${id}/accounts/2-b.pdf.0123456789ab.partial`;
    await writeFile(join(test.root, partial), "half");
    expect(await test.storage.list(`${id}/`)).toEqual([`${id}/accounts/1-a.pdf`]);
    expect((await test.storage.listFiles(`${id}/`)).map((file) => file.key)).toEqual([
      `${id}/accounts/1-a.pdf`,
      partial,
    ]);
    expect(await test.storage.deleteAll(`${id}/`)).toBe(2);
    expect(await readdir(test.root)).toEqual([]);
  } finally {
    await test.close();
  }
});

test("the environment chooses the storage", () => {
  expect(createStorage(parseEnv({ DATA_DIR: "/tmp/x" })).kind).toBe("disk");
  expect(
    createStorage(parseEnv({ S3_BUCKET: "docs", S3_ENDPOINT: "http://127.0.0.1:9000" })).kind,
  ).toBe("s3");
  expect(() => assertStorageKey(`${applicationId}/accounts/1-a.pdf`)).not.toThrow();
});
