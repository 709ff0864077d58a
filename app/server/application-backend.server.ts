import type { Services } from "#app/context.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { checkFormLimit } from "#app/server/rate-limit.server.ts";
import type { ApplicationBackend } from "#app/server/application-action.server.ts";
import { saveApplicationDraft } from "#app/server/application-drafts.server.ts";
import { visitorIntroducerCode } from "#app/server/introducer-code.server.ts";

/** The application action's link to the data layer. */
export function applicationBackend(services: Services): ApplicationBackend {
  const database = () => services.db;
  const within = async (form: "application" | "draft", clientAddress: string) => {
    const verdict = await checkFormLimit({ ...services, db: database() }, form, clientAddress);
    return { allowed: verdict.allowed, retryAfter: verdict.retryAfter };
  };
  return {
    checkLimit: (clientAddress) => within("application", clientAddress),
    checkDraftLimit: (clientAddress) => within("draft", clientAddress),
    async saveDraft(draft) {
      await saveApplicationDraft(database(), draft);
      // The link is mailed now rather than at the worker's next poll.
      services.notifyOutbox();
    },
    async createApplication(application, clientAddress) {
      const introducer = await visitorIntroducerCode(
        { ...services, db: database() },
        clientAddress,
        application.introducer,
      );
      const created = await createApplication(
        database(),
        { ...application, introducer },
        { source: "application" },
      );
      // The brokers hear of it now rather than at the worker's next poll.
      services.notifyOutbox();
      return created;
    },
  };
}
