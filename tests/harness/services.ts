import { RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { parseEnv } from "#app/env.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { Mailer } from "#app/server/mail.server.ts";
import type { Services } from "#app/context.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";

/**
 * The services a route or an action sees, for tests: a real database (from `database.ts`),
 * quiet logs, and no mailer, storage or outbox unless the test hands one in. Anything a test
 * did not expect to be used says so loudly when it is.
 *
 *   const services = createTestServices({ db, storage, env: { RATE_LIMIT_MULTIPLIER: "100" } });
 *   await action({ request, context: routerContextFor(services), params: {} });
 */
export type TestServicesParts = {
  db: Database;
  storage?: DocumentStorage;
  mailer?: Mailer;
  /** Environment variables over the test defaults (`NODE_ENV=test`). */
  env?: Record<string, string>;
  /** Called each time a stored lead asks for its notification to be sent now. */
  onNotifyOutbox?: () => void;
};

function unexpected(what: string): never {
  throw new Error(`this test has no ${what}; pass one to createTestServices`);
}

const noStorage: DocumentStorage = {
  kind: "disk",
  put: async () => unexpected("document storage"),
  get: async () => unexpected("document storage"),
  delete: async () => unexpected("document storage"),
  exists: async () => unexpected("document storage"),
  list: async () => unexpected("document storage"),
  listFiles: async () => unexpected("document storage"),
  deleteAll: async () => unexpected("document storage"),
};

const noMailer: Mailer = {
  transport: "files",
  from: "website@example.com",
  to: "brokers@example.com",
  send: async () => unexpected("mailer"),
  forget: async () => unexpected("mailer"),
  close: async () => {},
};

export function createTestServices(parts: TestServicesParts): Services {
  return {
    env: parseEnv({ NODE_ENV: "test", ...parts.env }),
    logger: createLogger("silent"),
    db: parts.db,
    storage: parts.storage ?? noStorage,
    mailer: parts.mailer ?? noMailer,
    outbox: null,
    notifyOutbox() {
      parts.onNotifyOutbox?.();
    },
    async ready() {},
    async close() {},
  };
}

/** The router context a loader or action receives, for these services and a client address. */
export function routerContextFor(services: Services, clientAddress = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, clientAddress);
  return context;
}

/**
 * A router context on these parts that counts how often a stored lead asked for its notification
 * to be sent now (`woken()`).
 */
export function countingContext(parts: Omit<TestServicesParts, "onNotifyOutbox">) {
  let woken = 0;
  const services = createTestServices({ ...parts, onNotifyOutbox: () => (woken += 1) });
  return { provider: routerContextFor(services), woken: () => woken };
}
