import { createContext } from "react-router";
import type { Env } from "#app/env.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import type { Mailer } from "#app/server/mail.server.ts";
import type { OutboxWorker } from "#app/server/outbox.server.ts";
import type { RequestActivity } from "#app/server/request-activity.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";

/**
 * Everything a loader or action needs from the outside world. Created once per process by
 * `createServices` (`app/server/services.server.ts`, for the server entry) and handed to routes
 * through the router context; tests build their own. The type lives beside its context key so
 * that code which reads the context imports nothing that imports it back.
 */
export type Services = {
  env: Env;
  logger: Logger;
  db: Database;
  mailer: Mailer;
  /** Uploaded documents: `${DATA_DIR}/uploads` on disk, or S3 when `S3_BUCKET` is set. */
  storage: DocumentStorage;
  /** The outbox worker of this process, or null when it runs elsewhere (OUTBOX_WORKER=off). */
  outbox: OutboxWorker | null;
  /**
   * The requests this process is answering, counted by the HTTP server; the outbox worker and
   * the dashboard's fold give way to them. Services built for a test that serves no HTTP may
   * leave it out.
   */
  requests?: RequestActivity;
  /** After storing a lead: send its notification now rather than at the next poll. */
  notifyOutbox(): void;
  /**
   * Resolves when the services can take traffic (used by /readyz): the database answers and
   * can write, and so can the data directory where anything is kept there.
   */
  ready(): Promise<void>;
  /**
   * Stops the retention purge, the sweep of stored files with no record, the dashboard's fold
   * and the outbox worker (waiting for work in flight), then closes mail and database.
   */
  close(): Promise<void>;
};

/** The CSP nonce of this request; empty when a page is prerendered at build time. */
export const nonceContext = createContext<string>("");

/** Database, mail, storage and logger, created once by the server entry (or by a test). */
export const servicesContext = createContext<Services>();

/** Who is asking: the client address as the trusted proxy chain reports it. */
export const clientAddressContext = createContext<string>("unknown");
