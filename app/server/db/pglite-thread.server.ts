import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite on a thread of its own. PGlite is Postgres compiled to WebAssembly and runs each
 * query on the thread that owns it; in the server process that was the thread that also
 * answers every request, so requests waited behind each other's queries and behind the
 * outbox's. Here the database lives in a worker thread (`pglite-thread.ts`) and this client
 * speaks to it with messages. It offers what Drizzle's PGlite driver uses of a PGlite
 * instance (`query`, `exec`, `transaction`), so the rest of the application is unchanged.
 *
 * A transaction holds PGlite's transaction lock in the thread from BEGIN until this side ends
 * it, as it would in-process: other queries wait for it there.
 */

export type ThreadOptions = {
  /** The data directory, or null for a database in memory. */
  dataDir: string | null;
  /** Migrations to apply before answering (none when null). */
  migrationsFolder: string | null;
  /** A dump to start from (`dumpDataDir`), for copies of a migrated database. */
  loadDataDir?: Blob;
};

type RowMode = "array" | "object";

export type ThreadRequest = { id: number } & (
  | {
      op: "query";
      sql: string;
      params: unknown[] | undefined;
      rowMode: RowMode | undefined;
      /** Types the caller parses itself: the thread sends their text as it is. */
      rawTypes: number[] | undefined;
      transaction?: number;
    }
  | { op: "exec"; sql: string; transaction?: number }
  | { op: "begin" }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "close" }
);

/** A database error as plain data: message, name and fields such as code and constraint. */
export type ThreadError = {
  name: string;
  message: string;
  cause?: ThreadError;
  [field: string]: string | number | ThreadError | undefined;
};

export type ThreadAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** The part of PGlite's interface that Drizzle's driver uses, served by the thread. */
export type PgliteThreadClient = Pick<PGlite, "query" | "exec" | "transaction"> & {
  readonly closed: boolean;
  close(): Promise<void>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

function threadError(error: ThreadError): Error {
  const { name, message, cause, ...fields } = error;
  const rebuilt = new Error(message, cause ? { cause: threadError(cause) } : undefined);
  return Object.assign(rebuilt, fields, { name });
}

/** The thread's file, run by Node as it is (beside this one in the source tree). */
function pgliteThreadFile(): string {
  return join(process.cwd(), "app/server/db/pglite-thread.ts");
}

/**
 * Starts the thread, opens the database there (applying migrations when asked) and resolves
 * once it answers, or rejects with the reason it could not open.
 */
export async function openPgliteThread(options: ThreadOptions): Promise<PgliteThreadClient> {
  const channel = startThread(options);
  const { worker, call } = channel;
  try {
    await channel.opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();

  return {
    query: threadQuery(call),
    exec: threadExec(call),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      threadTransaction(call, callback),
    get closed() {
      return channel.stopped !== null;
    },
    async close() {
      if (channel.stopped) return;
      try {
        await call({ op: "close" });
      } finally {
        channel.stop(new Error("The embedded database is closed"));
        await worker.terminate();
      }
    },
  };
}

/** Sends a request to the thread and resolves with its answer. */
type Call = <T>(request: DistributiveOmit<ThreadRequest, "id">) => Promise<T>;

/** The thread, and the requests that wait for its answers. */
type ThreadChannel = {
  worker: Worker;
  call: Call;
  /** Resolves once the database is open in the thread (its answer to request 0). */
  opened: Promise<unknown>;
  /** Why the thread no longer answers, or null while it does. */
  readonly stopped: Error | null;
  /** Rejects every request waiting, and every later one, with `reason`. */
  stop(reason: Error): void;
};

function startThread(options: ThreadOptions): ThreadChannel {
  const worker = new Worker(pgliteThreadFile(), {
    workerData: options,
    // The process's own flags, except one that only means something to its main module.
    execArgv: process.execArgv.filter((flag) => !flag.startsWith("--input-type")),
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  const settle = (message: ThreadAnswer) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    // The thread keeps the process alive only while something waits for it, as PGlite in
    // the process did not keep it alive at all.
    if (pending.size === 0) worker.unref();
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(threadError(message.error));
  };
  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  };

  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on("message", settle);
  worker.on("error", (error) => stop(new Error("The embedded database stopped", { cause: error })));
  worker.on("exit", (code) => stop(new Error(`The embedded database stopped (exit code ${code})`)));

  const call: Call = <T>(request: DistributiveOmit<ThreadRequest, "id">): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    worker.ref();
    worker.postMessage({ ...request, id });
    return answer;
  };

  return {
    worker,
    call,
    opened,
    get stopped() {
      return stopped;
    },
    stop,
  };
}

/** PGlite's `query`, in the thread's transaction `transaction` or outside any. */
function threadQuery(call: Call, transaction?: number) {
  return async <T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new Error("The embedded database's thread takes no serializers, blob or onNotice");
    }
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const results = await call<Results<T>>({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes,
      transaction,
    });
    return parsers ? parsed(results, parsers) : results;
  };
}

/** PGlite's `exec`, in the thread's transaction `transaction` or outside any. */
function threadExec(call: Call, transaction?: number) {
  return (sql: string) => call<Results[]>({ op: "exec", sql, transaction });
}

/**
 * PGlite's `transaction`: begins one in the thread, runs the callback with its queries, and
 * commits, or rolls back when the callback throws.
 */
async function threadTransaction<T>(
  call: Call,
  callback: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const number = await call<number>({ op: "begin" });
  let ended = false;
  const end = async (commit: boolean) => {
    if (ended) return;
    ended = true;
    await call({ op: "end", transaction: number, commit });
  };
  const tx = {
    query: threadQuery(call, number),
    exec: threadExec(call, number),
    sql: () => {
      throw new Error("Use query() on the embedded database's thread");
    },
    listen: () => {
      throw new Error("LISTEN is not offered by the embedded database's thread");
    },
    rollback: () => end(false),
    get closed() {
      return ended;
    },
  } as unknown as Transaction;
  let result: T;
  try {
    result = await callback(tx);
  } catch (error) {
    await end(false).catch(() => {});
    throw error;
  }
  await end(true);
  return result;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Applies the caller's parsers to the values the thread sent as text. */
function parsed<T>(results: Results<T>, parsers: NonNullable<QueryOptions["parsers"]>) {
  const columns = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (columns.length === 0) return results;
  for (const row of results.rows as unknown[]) {
    for (const { index, name, parse } of columns) {
      const values = row as Record<string | number, unknown>;
      const key = Array.isArray(row) ? index : name;
      const value = values[key];
      if (typeof value === "string") values[key] = parse(value);
    }
  }
  return results;
}
