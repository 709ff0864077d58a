import type { z } from "zod";
import { plural } from "#app/schemas/admin.ts";
import { eraseMessages, type eraseFormSchema } from "#app/schemas/admin-data-protection.ts";
import {
  RETENTION_YEARS,
  erasePerson,
  findPersonLeads,
  personQuery,
  purgeExpiredLeads,
  type DataProtectionDeps,
  type PersonLead,
} from "#app/server/data-protection.server.ts";
import {
  formDone,
  formInvalid,
  formRefused,
  type FormReply,
} from "#app/server/admin/http.server.ts";

/**
 * What the data-protection page's two forms do once their answers are valid: purge what is
 * past retention now, and erase the leads chosen of the person found. The services record
 * both in the audit log.
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
    `Removed ${plural(result.leads, "lead")} past retention and ${plural(result.documents, "document")}.${savedApplicationsToo(result.drafts)}`,
  );
}

/** The applications saved part-way that went too, when there were any. */
function savedApplicationsToo(drafts: number): string {
  return drafts > 0 ? ` Also deleted ${plural(drafts, "saved application")}.` : "";
}

/** How a lead is named when the page asks about it: its company and contact, as listed. */
export function personLeadLabel(lead: Pick<PersonLead, "companyName" | "fullName" | "email">) {
  if (lead.companyName && lead.fullName) return `${lead.companyName} (${lead.fullName})`;
  return lead.companyName || lead.fullName || lead.email || "Unnamed lead";
}

/**
 * Erases the leads the admin ticked, once each is among those found for the person now (a
 * list changed since the page was shown is refused whole) and each funded one among them has
 * been confirmed again by name: funded leads are records the retention rules keep.
 */
export async function eraseFoundPerson(
  work: DataProtectionWork,
  value: z.output<typeof eraseFormSchema>,
) {
  const place = { intent: "erase" };
  const query = personQuery(value);
  if (!query) {
    return formInvalid(work.submission, place, { formErrors: [eraseMessages.findFirst] });
  }
  const found = new Map(
    (await findPersonLeads(work.deps.db, query)).map((lead) => [lead.id, lead]),
  );
  const chosen = [...new Set(value.leadIds ?? [])];
  const leadsChosen = chosen.map((id) => found.get(id));
  if (leadsChosen.some((lead) => lead === undefined)) {
    return formRefused(
      work.submission,
      place,
      "The leads held for this person have changed since the page was shown. Nothing was erased: check the list again.",
      { status: 409 },
    );
  }
  const funded = leadsChosen.filter((lead) => lead?.status === "funded") as PersonLead[];
  const confirmed = new Set(value.confirmFunded ?? []);
  const toConfirm = funded.filter((lead) => !confirmed.has(lead.id));
  if (toConfirm.length > 0) {
    const names = toConfirm.map(personLeadLabel);
    return formRefused(
      work.submission,
      place,
      `${names.join(", ")} ${toConfirm.length === 1 ? "is a funded lead" : "are funded leads"}, which the retention rules keep for ${RETENTION_YEARS.funded} years after the last activity. Nothing was erased. To erase ${toConfirm.length === 1 ? "it" : "them"} anyway, confirm below by name and erase again.`,
      { status: 400 },
      { fundedToConfirm: toConfirm.map((lead) => ({ id: lead.id, label: personLeadLabel(lead) })) },
    );
  }
  try {
    const removal = await erasePerson(work.deps, query, work.by, {
      only: chosen,
      drafts: value.savedApplications === "erase",
      detail: funded.length > 0 ? { fundedConfirmed: funded.map((lead) => lead.id) } : {},
    });
    return formDone(
      work.submission,
      place,
      `Erased ${plural(removal.leads, "lead")}, ${plural(removal.documents, "document")} and ${plural(removal.notifications, "notification")}.${savedApplicationsToo(removal.drafts)}`,
    );
  } catch (error) {
    work.deps.logger.error({ err: error }, "erasure incomplete");
    return formRefused(
      work.submission,
      place,
      "Some documents could not be deleted from storage, so their leads were kept. Nothing is lost; try again once storage answers.",
      { status: 503 },
    );
  }
}
