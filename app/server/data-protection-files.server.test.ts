import { mkdtemp, readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createMailer, type Mailer } from "#app/server/mail.server.ts";
import { startOutboxWorker } from "#app/server/outbox.server.ts";
import {
  dataProtectionDeps,
  erasePerson,
  purgeExpiredLeads,
} from "#app/server/data-protection.server.ts";
import { changeStatus, addNote } from "#app/server/admin/lead/lead.server.ts";
import { addTask, logCall, removeNote, removeTask } from "#app/server/admin/lead/work.server.ts";
import { createIntroducer } from "#app/server/admin/introducers.server.ts";
import { createLender } from "#app/server/admin/lender-panel.server.ts";
import { listAuditLog } from "#app/server/admin/audit-log.server.ts";
import { introducerCreateSchema } from "#app/schemas/admin-introducers.ts";
import { lenderFormSchema } from "#app/schemas/admin-lenders.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { createTestServices } from "#tests/harness/services.ts";
import { addContactMessage } from "#tests/harness/leads.ts";

/**
 * Issue 35: once a person is erased (or purged), no file under DATA_DIR (database files, WAL,
 * outbox, uploads) and no audit row holds their name, email, phone or the words typed about
 * them. The embedded database runs on disk here, as in production without DATABASE_URL.
 */

const person = {
  firstName: "Zephyrine",
  lastName: "Quillfeather",
  email: "zephyrine.quill@example.org",
  phone: "07700 900471",
};
const words = {
  call: "Spoke about the Larkspur bakery refit",
  note: "DOB 03/04/1979 NI QQ123456C 12 Larkspur Lane Hexham",
  reason: "Moved abroad to Tallinn with the family",
  task: "Ring Zephyrine about the oven quotes",
};
/** Every spelling of the person that must be gone. */
const traces = [
  "Zephyrine",
  "Quillfeather",
  person.email,
  "7700900471",
  "07700 900471",
  ...Object.values(words),
];

let dataDir: string | undefined;
let handle: DatabaseHandle | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  await handle?.close();
  await mailer?.close();
  handle = undefined;
  mailer = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The traces found in any file under DATA_DIR, read as bytes, by file. */
async function tracesOnDisk(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) continue;
    for (const trace of traces) {
      if (bytes.includes(Buffer.from(trace, "utf8"))) found.push(`${file}: ${trace}`);
    }
  }
  return found;
}

function tracesIn(text: string): string[] {
  return traces.filter((trace) => text.includes(trace));
}

/** The person's lead worked in every way that writes an audit row, and their mail sent. */
async function personWorkedOn() {
  dataDir = await mkdtemp(join(tmpdir(), "erasure-files-"));
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  handle = await openDatabase(env);
  const { db } = handle;
  mailer = await createMailer(env);
  const admin = await makeUser(db, "admin");
  const actor = { userId: admin.id, ip: "203.0.113.9" };
  const { leadId } = await addContactMessage(db, person);

  await logCall(db, leadId, { outcome: "answered", note: words.call }, actor);
  await addNote(db, leadId, words.note, actor);
  const [note] = await db
    .select({ id: schema.leadEvents.id })
    .from(schema.leadEvents)
    .where(eq(schema.leadEvents.type, "note"));
  await removeNote(db, leadId, note!.id, actor);
  const task = { body: words.task, dueDate: "2026-12-01", dueTime: "10:00", ownerUserId: admin.id };
  await addTask(db, leadId, task, actor);
  const [set] = await db.select({ id: schema.leadTasks.id }).from(schema.leadTasks);
  await removeTask(db, leadId, set!.id, actor);
  await changeStatus(db, leadId, { status: "declined", reason: words.reason }, actor);

  const introducer = introducerCreateSchema.parse({
    intent: "create",
    name: "Northgate Introductions",
    contactName: `${person.firstName} ${person.lastName}`,
    email: person.email,
    phone: person.phone,
    share: "10",
    code: "NGATE",
  });
  expect(await createIntroducer(db, introducer, actor)).toMatchObject({ kind: "ok" });
  const lender = lenderFormSchema.parse({
    intent: "create",
    name: "Birchwood Capital",
    minAmount: "",
    maxAmount: "",
    minTradingMonths: "",
    decisionTime: "",
    commissionKind: "percent",
    commissionPercent: "2",
    commissionFee: "",
    commissionDueDays: "30",
    contactName: `${person.firstName} ${person.lastName}`,
    contactEmail: person.email,
    contactPhone: person.phone,
    active: "on",
  });
  expect(await createLender(db, lender, { actorUserId: admin.id })).toMatchObject({ kind: "ok" });

  const worker = startOutboxWorker({ db, mailer, logger: createLogger("silent"), poll: false });
  expect(await worker.runOnce()).toBeGreaterThan(0);
  await worker.stop();
  const mailFiles = await readdir(join(dataDir, "outbox"));
  expect(mailFiles.length).toBeGreaterThan(0);
  // The test sees what it is looking for before the erasure.
  expect(await tracesOnDisk(dataDir)).not.toEqual([]);
  const services = createTestServices({ db, mailer, env: { DATA_DIR: dataDir } });
  return { db, admin, actor, leadId, deps: dataProtectionDeps(services) };
}

async function auditPageText(db: DatabaseHandle["db"]) {
  return JSON.stringify(await listAuditLog(db, { action: "", actor: "", before: null }));
}

test(
  "an erased person is in no file under DATA_DIR and in no audit row",
  { timeout: 120_000 },
  async () => {
    const { db, actor, deps } = await personWorkedOn();
    // Audit rows hold no words typed about the person, even before any erasure.
    const before = await auditPageText(db);
    expect(Object.values(words).filter((trace) => before.includes(trace))).toEqual([]);

    await erasePerson(deps, { email: person.email }, actor);

    expect(tracesIn(await auditPageText(db))).toEqual([]);
    expect(await tracesOnDisk(dataDir!)).toEqual([]);
    await handle!.close();
    handle = undefined;
    expect(await tracesOnDisk(dataDir!)).toEqual([]);
  },
);

test(
  "a person purged at the end of retention is in no file under DATA_DIR and in no audit row",
  { timeout: 120_000 },
  async () => {
    const { db, leadId, deps } = await personWorkedOn();
    await db
      .update(schema.leads)
      .set({ updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(schema.leads.id, leadId));

    const purged = await purgeExpiredLeads(deps, { trigger: { via: "script" } });
    expect(purged.leads).toBe(1);

    // The introducer and lender stay, contact and all (they are not the purged lead's); what
    // was typed about the lead goes everywhere.
    const page = await auditPageText(db);
    expect(Object.values(words).filter((trace) => page.includes(trace))).toEqual([]);
    const leftOnDisk = await tracesOnDisk(dataDir!);
    for (const trace of Object.values(words)) {
      expect(leftOnDisk.filter((hit) => hit.endsWith(`: ${trace}`))).toEqual([]);
    }
    expect(await readdir(join(dataDir!, "outbox"))).toEqual([]);
  },
);

test("mail files are removed by the hourly purge once older than MAIL_FILE_KEEP_HOURS", async () => {
  dataDir = await mkdtemp(join(tmpdir(), "mail-files-"));
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, MAIL_FILE_KEEP_HOURS: "2" });
  expect(env.MAIL_FILE_KEEP_HOURS).toBe(2);
  expect(parseEnv({ NODE_ENV: "test" }).MAIL_FILE_KEEP_HOURS).toBe(24);
  mailer = await createMailer(env);
  const mail = { to: "a@example.org", subject: "Hi", text: "Hello", html: "<p>Hello</p>" };
  const old = "00000000-0000-4000-8000-000000000001";
  const fresh = "00000000-0000-4000-8000-000000000002";
  for (const outboxId of [old, fresh]) {
    await mailer.send({ ...mail, from: mailer.from, outboxId } as Parameters<Mailer["send"]>[0]);
  }
  const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
  await utimes(join(dataDir, "outbox", `${old}.eml`), threeHoursAgo, threeHoursAgo);
  const services = createTestServices({
    db: undefined as never,
    mailer,
    env: { DATA_DIR: dataDir, MAIL_FILE_KEEP_HOURS: "2" },
  });
  const deps = dataProtectionDeps(services);
  expect(await deps.expireMailFiles?.(new Date())).toBe(1);
  expect(await readdir(join(dataDir, "outbox"))).toEqual([`${fresh}.eml`]);
  expect((await stat(join(dataDir, "outbox", `${fresh}.eml`))).isFile()).toBe(true);
});

test(
  "migration 0011 takes the free text and contacts out of audit rows written before",
  { timeout: 120_000 },
  async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite();
    await client.exec(`create table audit_log (id serial, action text, target_type text,
      target_id text, detail jsonb not null default '{}'::jsonb)`);
    const old: [string, string, object][] = [
      [
        "lead.call",
        "lead",
        { outcome: "answered", note: words.call, nextTask: { text: words.task } },
      ],
      ["note.remove", "lead", { removed: { eventId: "e1", text: words.note } }],
      ["task.create", "lead", { taskId: "t1", text: words.task, ownerName: "Ben" }],
      ["task.remove", "lead", { removed: { id: "t1", body: words.task } }],
      ["lead.status", "lead", { from: "new", to: "declined", reason: words.reason }],
      [
        "lead.details",
        "lead",
        { changes: { fullName: { from: null, to: "Zephyrine Quillfeather" } } },
      ],
      [
        "introducer.create",
        "introducer",
        {
          before: null,
          after: {
            name: "N",
            email: person.email,
            contactName: "Zephyrine Quillfeather",
            phone: person.phone,
          },
        },
      ],
      [
        "lender.update",
        "lender",
        {
          before: { contactEmail: person.email },
          after: { contactPhone: person.phone, commissionBasisPoints: 200 },
        },
      ],
    ];
    for (const [action, type, detail] of old) {
      await client.query(
        "insert into audit_log (action, target_type, detail) values ($1, $2, $3)",
        [action, type, detail],
      );
    }
    const migration = await readFile(
      join(process.cwd(), "drizzle", "0011_audit_without_personal_text.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await client.exec(statement);
    }
    const { rows } = await client.query<{ action: string; detail: object }>(
      "select action, detail from audit_log order by id",
    );
    expect(tracesIn(JSON.stringify(rows))).toEqual([]);
    expect(rows.map((row) => row.detail)).toEqual([
      { outcome: "answered", withNote: true, nextTaskId: null },
      { eventId: "e1", writtenByUserId: null },
      { taskId: "t1" },
      { taskId: "t1" },
      { from: "new", to: "declined", withReason: true },
      { fields: ["fullName"] },
      { before: null, after: { name: "N" } },
      { before: {}, after: { commissionBasisPoints: 200 } },
    ]);
    await client.close();
  },
);
