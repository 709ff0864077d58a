import type { Services } from "#app/server/services.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { checkRateLimit, formRateLimits, rateLimitKey } from "#app/server/rate-limit.server.ts";
import type { ApplicationBackend } from "#app/server/application-action.server.ts";

/** The application action's link to the data layer. */
export function applicationBackend(services: Services): ApplicationBackend {
  const database = () => services.db;
  const limit = formRateLimits.application;
  return {
    async checkLimit(clientAddress) {
      const verdict = await checkRateLimit(
        database(),
        rateLimitKey("application", clientAddress),
        limit.limit * services.env.RATE_LIMIT_MULTIPLIER,
        limit.windowSeconds,
      );
      return { allowed: verdict.allowed, retryAfter: verdict.retryAfter };
    },
    async createApplication(application) {
      const created = await createApplication(database(), application, { source: "application" });
      // The brokers hear of it now rather than at the worker's next poll.
      services.notifyOutbox();
      return created;
    },
  };
}
