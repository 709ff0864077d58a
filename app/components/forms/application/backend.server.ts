import { randomBytes, randomUUID } from "node:crypto";
import type { Services } from "#app/server/services.server.ts";
import {
  APPLICATIONS_PER_HOUR,
  type ApplicationBackend,
} from "#app/components/forms/application/application-action.server.ts";

/**
 * Connects the application action to the data layer.
 *
 * Interim: until the database arrives, applications are counted and acknowledged in memory
 * and logged, so the journey can be exercised end to end. Nothing here survives a restart.
 */
const recent = new Map<string, number[]>();

export function applicationBackend(services: Services): ApplicationBackend {
  return {
    async allowApplication(ip) {
      const now = Date.now();
      const times = (recent.get(ip) ?? []).filter((time) => now - time < 3_600_000);
      if (times.length >= APPLICATIONS_PER_HOUR) return false;
      recent.set(ip, [...times, now]);
      return true;
    },
    async createApplication(application, meta) {
      const applicationId = randomUUID();
      services.logger.warn(
        { applicationId, companyName: application.companyName, ip: meta.ip },
        "application acknowledged without storage",
      );
      return { applicationId, uploadToken: randomBytes(32).toString("base64url") };
    },
  };
}

/** The visitor's address as the first proxy saw it, or "unknown". */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}
