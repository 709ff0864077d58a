import { chmod, unlink } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { isAbsolute, join, resolve } from "node:path";
import type { Env } from "#app/env.server.ts";
import { migrationsFolder, type Database } from "#app/server/db/client.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import type { PgliteThreadClient } from "#app/server/db/pglite-thread.server.ts";
import { writeBackup, type BackupSummary } from "#app/server/backup/backup.server.ts";

/**
 * The running server's control channel for `npm run backup`: with the embedded database the
 * server owns DATA_DIR, so a backup is taken by the server itself when asked over a Unix socket
 * inside DATA_DIR (mode 0600, in a folder that is 0700: only the server's own user reaches
 * it). One request a connection, one JSON line each way.
 */

const SOCKET_NAME = ".control.sock";
/** Linux keeps 107 bytes of a socket's path; a longer one would be cut short. */
const MAX_SOCKET_PATH = 107;
const MAX_REQUEST_BYTES = 8192;

export function controlSocketPath(dataDir: string): string {
  return join(resolve(dataDir), SOCKET_NAME);
}

type Request = { op: "backup"; to: string };
type Answer = { ok: true; backup: BackupSummary; pid: number } | { ok: false; error: string };

export type BackupControl = { close(): Promise<void> };

/** What the channel needs of the server's services (the whole `Services` fits). */
export type ControlServices = {
  env: Pick<Env, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET">;
  db: Database;
  logger: Logger;
};

/** The embedded database's client under Drizzle (`drizzle({ client })` keeps it as `$client`). */
export function pgliteClientOf(db: Database): PgliteThreadClient {
  return (db as unknown as { $client: PgliteThreadClient }).$client;
}

/**
 * Listens for backup requests, or returns null where there is nothing of the server's to
 * snapshot (PostgreSQL: the backup script copies the documents on its own) or the socket's
 * path is too long (then backups are taken with the server stopped).
 */
export async function openBackupControl(services: ControlServices): Promise<BackupControl | null> {
  const { env, logger } = services;
  if (env.DATABASE_URL) return null;
  const path = controlSocketPath(env.DATA_DIR);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn({ path }, "backup channel not opened: DATA_DIR's path is too long for a socket");
    return null;
  }
  const database = pgliteClientOf(services.db);
  let running: Promise<unknown> | null = null;

  const answer = (socket: Socket, reply: Answer) => socket.end(JSON.stringify(reply) + "\n");

  const serve = async (socket: Socket, request: Request) => {
    if (running) return answer(socket, { ok: false, error: "a backup is being taken already" });
    const taking = writeBackup(
      {
        dataDir: env.DATA_DIR,
        database,
        uploads: !env.S3_BUCKET,
        migrationsFolder: migrationsFolder(),
      },
      request.to,
    );
    running = taking.catch(() => {});
    try {
      const backup = await taking;
      logger.info({ ...backup }, "backup written");
      answer(socket, { ok: true, backup, pid: process.pid });
    } catch (error) {
      logger.error({ err: error }, "backup failed");
      answer(socket, { ok: false, error: (error as Error).message });
    } finally {
      running = null;
    }
  };

  const server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = received.indexOf("\n");
      if (end === -1) return;
      socket.removeAllListeners("data");
      let request: Request;
      try {
        request = JSON.parse(received.slice(0, end)) as Request;
      } catch {
        return answer(socket, { ok: false, error: "not a request" });
      }
      if (request?.op !== "backup" || typeof request.to !== "string" || !isAbsolute(request.to)) {
        return answer(socket, {
          ok: false,
          error: "expected a backup request with an absolute path",
        });
      }
      void serve(socket, request);
    });
  });

  // A socket left by a server that stopped without closing it; this process owns DATA_DIR.
  await unlink(path).catch(() => {});
  try {
    await new Promise<void>((listening, failed) => {
      server.once("error", failed);
      server.listen(path, () => {
        server.off("error", failed);
        listening();
      });
    });
    await chmod(path, 0o600);
  } catch (error) {
    logger.warn({ err: error, path }, "backup channel not opened");
    server.close();
    return null;
  }
  server.unref();

  return {
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
      await running;
      await unlink(path).catch(() => {});
    },
  };
}

export class NoServerListening extends Error {
  override name = "NoServerListening";
}

/**
 * Asks the server that owns `dataDir` for a backup written to `to`. Rejects with
 * NoServerListening when none answers on the channel (no server, or a server that is not
 * listening for backups), and with the server's reason when the backup fails.
 */
export function requestBackup(
  dataDir: string,
  to: string,
): Promise<{ backup: BackupSummary; pid: number }> {
  return new Promise((resolved, rejected) => {
    const socket = connect(controlSocketPath(dataDir));
    let received = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(JSON.stringify({ op: "backup", to: resolve(to) } satisfies Request) + "\n");
    });
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && ["ENOENT", "ECONNREFUSED", "ENOTSOCK"].includes(error.code ?? "")) {
        rejected(new NoServerListening(error.message));
      } else {
        rejected(error);
      }
    });
    socket.on("end", () => {
      let reply: Answer;
      try {
        reply = JSON.parse(received) as Answer;
      } catch {
        return rejected(new Error("the server's answer was cut short; see its log"));
      }
      if (reply.ok) resolved({ backup: reply.backup, pid: reply.pid });
      else rejected(new Error(reply.error));
    });
  });
}
