import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { createUser } from "#app/server/admin/users.server.ts";
import { openBackupControl, type BackupControl } from "#app/server/backup/control.server.ts";
import { dataProtectionDeps, erasePerson } from "#app/server/data-protection.server.ts";
import { auditLog, leads, uploadedDocuments, users } from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { Services } from "#app/context.server.ts";
import { createServices } from "#app/server/services.server.ts";
import { listenWithoutBuild } from "#tests/harness/app-without-build.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

/**
 * `npm run backup` against a running server under a light load of enquiries, then a wiped
 * DATA_DIR, `npm run restore` and the server started again on what it restored: every lead,
 * document, user and audit row is back, and a person erased before the backup is nowhere in it.
 */
const run = promisify(execFile);
const erased = { name: "Zebedee", surname: "Quartermaine", email: "zebedee.q@example.org" };

let root: string;
let dataDir: string;
let archive: string;

function servicesOn(dir: string): Promise<Services> {
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dir,
    OUTBOX_WORKER: "off",
    RETENTION_PURGE: "off",
    LOG_LEVEL: "silent",
  });
  return createServices(env, createLogger("silent"));
}

function script(name: string, args: string[]) {
  return run(process.execPath, [`scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" },
  });
}

async function failure(promise: Promise<unknown>): Promise<{ code: number; stderr: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; stderr: string };
  }
  throw new Error("expected the command to fail");
}

async function modes(dir: string): Promise<{ path: string; mode: number; folder: boolean }[]> {
  const found = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    found.push({ path, mode: info.mode & 0o777, folder: info.isDirectory() });
  }
  return found;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "backup-test-"));
  dataDir = join(root, "data");
  archive = join(root, "backup.tar.gz");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("backup and restore", () => {
  test("a backup taken while the server works restores every lead, document, user and audit row, and none of an erased person", async () => {
    let services = await servicesOn(dataDir);
    let control: BackupControl | null = await openBackupControl(services);
    expect(control).not.toBeNull();
    const { db, storage } = services;

    // What the firm holds: an application with a document, enquiries, a user, audit rows.
    const kept = await addApplication(db);
    const pdf = samplePdf(40_000);
    const key = `${kept.applicationId}/accounts/1700000000000-accounts.pdf`;
    await storage.put(key, pdf);
    await db.insert(uploadedDocuments).values({
      applicationId: kept.applicationId,
      fileName: "accounts.pdf",
      filePath: key,
      fileType: "application/pdf",
      documentCategory: "accounts",
      sizeBytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    for (let i = 0; i < 5; i++) {
      await addEnquiry(db, { email: `lead${i}@example.co.uk` });
    }
    await createUser(
      db,
      {
        email: "broker@example.co.uk",
        name: "Brenda Broker",
        role: "broker",
        password: "correct horse battery staple",
      },
      { actorUserId: null },
    );
    await audit(db, { actorUserId: null, action: "backup.test", targetType: "system" });

    // A person who asked to be erased, with a document of their own, erased before the backup.
    const base = sampleApplication();
    const theirs = await addApplication(db, {
      companyName: `${erased.surname} Holdings Ltd`,
      directors: [
        {
          ...base.directors[0],
          firstName: erased.name,
          lastName: erased.surname,
          email: erased.email,
        },
      ],
    });
    await storage.put(`${theirs.applicationId}/accounts/1700000000001-theirs.pdf`, samplePdf());
    await erasePerson(dataProtectionDeps(services), { email: erased.email });

    // A light load of enquiries goes on while the backup is taken.
    let loading = true;
    let submitted = 0;
    const load = (async () => {
      while (loading) {
        await addEnquiry(db, { email: `load${submitted}@example.co.uk` });
        submitted++;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = (await db.select({ id: leads.id }).from(leads)).map((row) => row.id);
    const usersBefore = await db.select().from(users).orderBy(users.id);
    const auditBefore = await db.select().from(auditLog).orderBy(auditLog.id);
    const taken = await script("backup", [archive]);
    loading = false;
    await load;
    const after = (await db.select({ id: leads.id }).from(leads)).map((row) => row.id);
    expect(taken.stdout).toMatch(/Backup written to .* by the running server \(process \d+\)/);
    expect(submitted).toBeGreaterThan(0);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    // The archive's bytes, uncompressed, hold nothing of the erased person; the others are there.
    const bytes = gunzipSync(await readFile(archive));
    for (const trace of [erased.name, erased.surname, erased.email, theirs.applicationId]) {
      expect(bytes.includes(trace), trace).toBe(false);
    }
    expect(bytes.includes("lead3@example.co.uk")).toBe(true);

    await control?.close();
    await services.close();

    // Restore refuses a data directory with anything in it.
    const refused = await failure(script("restore", [archive]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/DATA_DIR .* is not empty/);

    await rm(dataDir, { recursive: true, force: true });
    const restored = await script("restore", [archive]);
    expect(restored.stdout).toMatch(/Restored the backup of .* 1 document file/);
    const wrongModes = (await modes(dataDir)).filter(
      (entry) => entry.mode !== (entry.folder ? 0o700 : 0o600),
    );
    expect(wrongModes).toEqual([]);

    // The server starts on it and finds everything again.
    services = await servicesOn(dataDir);
    control = await openBackupControl(services);
    // The server's own layer with no pages built: enough to answer /readyz.
    const server: Server = await listenWithoutBuild(services, await mkdtemp(join(root, "client-")));
    try {
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const now = (await services.db.select({ id: leads.id }).from(leads)).map((row) => row.id);
      expect(now).toEqual(expect.arrayContaining(before));
      expect(after).toEqual(expect.arrayContaining(now));
      expect(await services.db.select().from(users).orderBy(users.id)).toEqual(usersBefore);
      expect(await services.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(auditBefore);
      const [document] = await services.db
        .select()
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, kept.applicationId));
      expect(document?.filePath).toBe(key);
      expect(await buffer(await services.storage.get(key))).toEqual(pdf);
      // New work goes on where it left off.
      await addEnquiry(services.db, { email: "afterwards@example.co.uk" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await control?.close();
      await services.close();
    }
  }, 300_000);
});
