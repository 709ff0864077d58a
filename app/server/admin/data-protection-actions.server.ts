import type { z } from "zod";
import { plural } from "#app/schemas/admin.ts";
import type { eraseFormSchema } from "#app/schemas/admin-data-protection.ts";
import {
  erasePerson,
  personQuery,
  purgeExpiredLeads,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import {
  formDone,
  formInvalid,
  formRefused,
  type FormReply,
} from "#app/server/admin/http.server.ts";

/**
 * What the data-protection page's two forms do once their answers are valid: purge what is
 * past retention now, and erase the person found. The services record both in the audit log.
 */
export type DataProtectionWork = {
  deps: DataProtectionDeps;
  by: { userId: string; ip?: string | null };
  submission: FormReply;
};

export async function purgeNow(work: DataProtectionWork) {
  const result = await purgeExpiredLeads(work.deps, { trigger: { via: "admin", ...work.by } });
  if (result.skipped) {
    return formRefused(
      work.submission,
      { intent: "purge" },
      "A purge is already running. Try again shortly.",
      { status: 409 },
    );
  }
  return formDone(
    work.submission,
    { intent: "purge" },
    `Removed ${plural(result.leads, "lead")} past retention and ${plural(result.documents, "document")}.`,
  );
}

export async function eraseFoundPerson(
  work: DataProtectionWork,
  value: z.output<typeof eraseFormSchema>,
) {
  const query = personQuery(value);
  if (!query) {
    return formInvalid(
      work.submission,
      { intent: "erase" },
      { formErrors: ["Find the person by email or phone first."] },
    );
  }
  try {
    const removal = await erasePerson(work.deps, query, work.by);
    return formDone(
      work.submission,
      { intent: "erase" },
      `Erased ${plural(removal.leads, "lead")}, ${plural(removal.documents, "document")} and ${plural(removal.notifications, "notification")}.`,
    );
  } catch (error) {
    work.deps.logger.error({ err: error }, "erasure incomplete");
    return formRefused(
      work.submission,
      { intent: "erase" },
      "Some documents could not be deleted from storage, so their leads were kept. Nothing is lost; try again once storage answers.",
      { status: 503 },
    );
  }
}
