import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { runAdminCreate } from "#tests/harness/admin-create.ts";
import { afterEach, describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import {
  checkWritable,
  lockDataDir,
  makePrivate,
  prepareDataDir,
} from "#app/server/data-dir.server.ts";
import { openDatabase } from "#app/server/db/client.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createServices } from "#app/server/services.server.ts";

const folders: string[] = [];
async function scratch(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "broker-datadir-"));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

function modeOf(path: string) {
  return stat(path).then((info) => info.mode & 0o777);
}

/** Every file and folder under `root` that group or others can reach. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    if ((await modeOf(path)) & 0o077) found.push(path);
  }
  return found;
}

describe("the data directory", () => {
  test("is created private, and what an older version left readable is made private", async () => {
    const root = join(await scratch(), "data");
    await mkdir(join(root, "outbox"), { recursive: true, mode: 0o755 });
    await chmod(root, 0o755);
    await writeFile(join(root, "outbox", "old.eml"), "mail", { mode: 0o644 });

    await prepareDataDir(root);

    expect(await modeOf(root)).toBe(0o700);
    expect(await modeOf(join(root, "outbox"))).toBe(0o700);
    expect(await modeOf(join(root, "outbox", "old.eml"))).toBe(0o600);
    // From now on the process creates nothing others can read.
    await writeFile(join(root, "new.eml"), "mail");
    expect(await modeOf(join(root, "new.eml"))).toBe(0o600);
  });

  test("is made private while readiness checks write and remove their probes in it", async () => {
    const root = join(await scratch(), "data");
    await mkdir(root, { recursive: true });
    for (let i = 0; i < 200; i++) await writeFile(join(root, `${i}.eml`), "mail");
    let checking = true;
    const checks = (async () => {
      while (checking) await checkWritable(root);
    })();
    try {
      for (let walk = 0; walk < 40; walk++) await makePrivate(root);
    } finally {
      checking = false;
      await checks;
    }
    expect((await readdir(root)).filter((name) => name.startsWith(".write-check"))).toEqual([]);
  });

  test("that cannot be written stops start-up with one line naming it and the cause", async () => {
    const file = join(await scratch(), "not-a-folder");
    await writeFile(file, "");
    const root = join(file, "data");
    await expect(prepareDataDir(root)).rejects.toThrow(
      `DATA_DIR ${root} cannot be used: a part of the path is a file, not a folder`,
    );
  });

  test("belongs to one holder at a time; a lock left by a dead process is taken over", async () => {
    const root = await scratch();
    const first = await lockDataDir(root);
    await expect(lockDataDir(root)).rejects.toThrow(
      new RegExp(`DATA_DIR ${root} is in use by process ${process.pid} on `),
    );
    await first.release();
    const again = await lockDataDir(root);
    await again.release();

    // A process that was killed leaves its lock behind.
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    await writeFile(
      join(root, ".lock"),
      JSON.stringify({
        pid: dead.pid,
        host: (await import("node:os")).hostname(),
        command: "server/main.ts",
        since: new Date().toISOString(),
      }),
    );
    const taken = await lockDataDir(root);
    await taken.release();
  });

  test("with the embedded database: private files, and a second process is refused", async () => {
    const root = join(await scratch(), "data");
    const env = parseEnv({ DATA_DIR: root, LOG_LEVEL: "silent" });
    const database = await openDatabase(env);
    try {
      expect(await openToOthers(root)).toEqual([]);
      await database.db.execute(sql`create table later (id int)`);
      await database.db.execute(sql`insert into later select generate_series(1, 50000)`);
      await database.db.execute(sql`checkpoint`);
      expect(await openToOthers(root)).toEqual([]);
      await expect(openDatabase(env)).rejects.toThrow(/is in use by process/);

      // A script against a live data directory says so and stops, creating nothing.
      const run = runAdminCreate(root, "a long and unusual passphrase 4 tests");
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split("\n")).toHaveLength(1); // one line, no stack
      expect(run.stderr).toMatch(
        new RegExp(`^Cannot start: DATA_DIR ${root} is in use by process ${process.pid} on `),
      );
    } finally {
      await database.close();
    }
    // Closed, the directory is free again.
    const reopened = await openDatabase(env);
    await reopened.close();
  }, 120_000);

  test("readiness fails once the data directory can no longer be written", async () => {
    const root = join(await scratch(), "data");
    const env = parseEnv({
      DATA_DIR: root,
      LOG_LEVEL: "silent",
      OUTBOX_WORKER: "off",
      RETENTION_PURGE: "off",
    });
    const services = await createServices(env, createLogger("silent"));
    try {
      await expect(services.ready()).resolves.toBeUndefined();
      // The folder disappears from under the server and a file stands in its place.
      await rm(root, { recursive: true, force: true });
      await writeFile(root, "");
      await expect(services.ready()).rejects.toThrow();
    } finally {
      await services.close().catch(() => {});
    }
  });
});
