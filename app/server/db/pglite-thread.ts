/**
 * The embedded database's own thread (a `worker_threads` worker started by
 * `openPgliteThread` in `pglite-thread.server.ts`, which this file's messages answer). PGlite
 * runs every query on the thread that owns it; here that is not the thread that answers HTTP
 * requests, so a long statement or the outbox's passes no longer hold up every request.
 *
 * Node runs this file as it is (type stripping), so it uses erasable TypeScript only.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { migratePglite, pgliteExtensions } from "#app/server/db/client.server.ts";
import type {
  ThreadAnswer,
  ThreadOptions,
  ThreadRequest,
  ThreadError,
} from "#app/server/db/pglite-thread.server.ts";

const port = parentPort;
if (!port) throw new Error("pglite-thread.ts runs as a worker thread (see openPgliteThread)");

const options = workerData as ThreadOptions;

/** Open transactions by number: the transaction, and how to end it (commit or not). */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** What each open transaction's `client.transaction` call settles to. */
const ending = new Map<number, Promise<unknown>>();
let nextTransaction = 1;

function answer(message: ThreadAnswer) {
  port!.postMessage(message);
}

/** The fields of a database error worth keeping (code, constraint, detail, …) as plain data. */
function plainError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const plain: ThreadError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") plain[key] = value;
  }
  if (error.cause !== undefined) plain.cause = plainError(error.cause);
  return plain;
}

/** The same query options with the parsers named by type only: the caller applies its own. */
function queryOptions(rawTypes: number[] | undefined, rowMode: "array" | "object" | undefined) {
  const parsers: Record<number, (value: string) => string> = {};
  for (const type of rawTypes ?? []) parsers[type] = (value) => value;
  return { rowMode, parsers };
}

function target(transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return client;
  const entry = open.get(transaction);
  if (!entry) throw new Error(`No open transaction ${transaction}`);
  return entry.tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return target(request.transaction).query(
        request.sql,
        request.params,
        queryOptions(request.rawTypes, request.rowMode),
      );
    case "exec":
      return target(request.transaction).exec(request.sql);
    case "begin":
      return begin();
    case "end": {
      const entry = open.get(request.transaction);
      if (!entry) throw new Error(`No open transaction ${request.transaction}`);
      entry.end(request.commit);
      try {
        await ending.get(request.transaction);
      } finally {
        open.delete(request.transaction);
        ending.delete(request.transaction);
      }
      return null;
    }
    case "close":
      await client.close();
      return null;
  }
}

/**
 * Starts a transaction and answers with its number once BEGIN has run. It holds PGlite's
 * transaction lock (other queries wait, as they would in-process) until "end" arrives.
 */
function begin(): Promise<number> {
  const number = nextTransaction++;
  return new Promise<number>((started, failed) => {
    let decided: (commit: boolean) => void = () => {};
    const decision = new Promise<boolean>((resolve) => (decided = resolve));
    const done = client.transaction(async (tx) => {
      open.set(number, { tx, end: decided });
      started(number);
      if (!(await decision)) await tx.rollback();
    });
    ending.set(number, done);
    // BEGIN itself failing (a closed database) fails the request that asked for it.
    done.catch((error: unknown) => {
      if (!open.has(number)) {
        ending.delete(number);
        failed(error);
      }
    });
  });
}

async function opened(): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const database = await PGlite.create(options.dataDir ?? undefined, {
    extensions: await pgliteExtensions(),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (options.migrationsFolder) await migratePglite(database, options.migrationsFolder);
  return database;
}

let client: PGlite;
try {
  client = await opened();
  answer({ id: 0, ok: true, value: null });
  port.on("message", (request: ThreadRequest) => {
    handle(request).then(
      (value) => answer({ id: request.id, ok: true, value }),
      (error: unknown) => answer({ id: request.id, ok: false, error: plainError(error) }),
    );
  });
} catch (error) {
  // The answer is the reason; the other side ends this thread when it reads it.
  answer({ id: 0, ok: false, error: plainError(error) });
}
