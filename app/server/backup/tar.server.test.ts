import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { tarEntries, tarStream, type TarEntry } from "#app/server/backup/tar.server.ts";

/** The archive format of backups: what is written is read back, and `tar` reads it too. */
const longName = `uploads/${"a".repeat(60)}/${"b".repeat(80)}/1700000000000-${"c".repeat(120)}.pdf`;
const files: [string, Buffer][] = [
  ["manifest.json", Buffer.from('{"format":"test"}\n')],
  ["db/empty", Buffer.alloc(0)],
  ["db/block", Buffer.alloc(512, 7)],
  [longName, Buffer.from("x".repeat(1500))],
];

async function* entries(): AsyncGenerator<TarEntry> {
  yield { type: "directory", path: "db" };
  for (const [path, bytes] of files) {
    yield { type: "file", path, size: bytes.length, body: Readable.from([bytes]) };
  }
}

async function archive(): Promise<Buffer> {
  return buffer(Readable.from(tarStream(entries())));
}

describe("tar", () => {
  test("reads back what it writes, long names included", async () => {
    const read: [string, string, Buffer | null][] = [];
    for await (const entry of tarEntries(Readable.from([await archive()]))) {
      read.push([entry.type, entry.path, entry.type === "file" ? await buffer(entry.body) : null]);
    }
    expect(read).toEqual([
      ["directory", "db", null],
      ...files.map(([path, bytes]): [string, string, Buffer] => ["file", path, bytes]),
    ]);
  });

  test("an entry whose body is not read is skipped whole", async () => {
    const paths = [];
    for await (const entry of tarEntries(Readable.from([await archive()]))) paths.push(entry.path);
    expect(paths).toEqual(["db", ...files.map(([path]) => path)]);
  });

  test("a file that is not what its size said is refused", async () => {
    const lying = async function* (): AsyncGenerator<TarEntry> {
      yield { type: "file", path: "db/x", size: 10, body: Readable.from([Buffer.alloc(4)]) };
    };
    await expect(buffer(Readable.from(tarStream(lying())))).rejects.toThrow(/shrank/);
  });

  test("a damaged archive is refused", async () => {
    const bytes = await archive();
    bytes[10] = bytes[10]! ^ 0xff;
    const read = async () => {
      for await (const entry of tarEntries(Readable.from([bytes]))) void entry;
    };
    await expect(read()).rejects.toThrow(/damaged/);
  });

  test("tar lists it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tar-test-"));
    try {
      await writeFile(join(dir, "a.tar"), await archive());
      const listed = execFileSync("tar", ["-tf", join(dir, "a.tar")], { encoding: "utf8" });
      expect(listed.trim().split("\n")).toEqual(["db/", ...files.map(([path]) => path)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
