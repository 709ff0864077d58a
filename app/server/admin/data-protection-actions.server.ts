import type { z } from "zod";
import { plural } from "#app/schemas/admin.ts";
import { eraseMessages, type eraseFormSchema } from "#app/schemas/admin-data-protection.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { dealKeptUntil } from "#app/server/deal-retention.server.ts";
import {
  ErasureReasonNeeded,
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
 * list changed since the page was shown is refused whole). A lead that holds a deal the firm
 * must keep (docs/decisions/0007) is anonymised rather than deleted, and only with a reason
 * for keeping its record: without one nothing is erased and the reason is asked for, naming
 * those leads. The introducers' and lenders' contacts ticked are blanked.
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
  const kept = (leadsChosen as PersonLead[]).filter((lead) => lead.keptDeal);
  if (kept.length > 0 && !value.reason) return reasonNeeded(work, kept);
  try {
    const erased = await erasePerson(work.deps, query, work.by, {
      only: chosen,
      drafts: value.savedApplications === "erase",
      reason: value.reason,
      contacts: { introducerIds: value.introducerIds ?? [], lenderIds: value.lenderIds ?? [] },
    });
    return formDone(work.submission, place, erasedMessage(erased));
  } catch (error) {
    if (error instanceof ErasureReasonNeeded) {
      // A lead became a kept deal since the page was shown.
      const now = await findPersonLeads(work.deps.db, query);
      return reasonNeeded(
        work,
        now.filter((lead) => error.leadIds.includes(lead.id)),
      );
    }
    work.deps.logger.error({ err: error }, "erasure incomplete");
    return formRefused(
      work.submission,
      place,
      "Some documents could not be deleted from storage, so their leads were kept. Nothing is lost; try again once storage answers.",
      { status: 503 },
    );
  }
}

/** Asks for the reason the kept deals' records are kept, naming them; nothing was erased. */
function reasonNeeded(work: DataProtectionWork, kept: PersonLead[]) {
  const names = kept
    .map(
      (lead) =>
        `${personLeadLabel(lead)} (kept until ${formatLongDate(dealKeptUntil(lead.retainedFrom))})`,
    )
    .join(", ");
  const holds = kept.length === 1 ? "holds a deal" : "hold deals";
  return formInvalid(
    work.submission,
    { intent: "erase" },
    {
      fieldErrors: {
        reason: [
          `${names} ${holds} the firm must keep. Give the reason for keeping the deal records: their personal details will be erased and the deal kept.`,
        ],
      },
      formErrors: [eraseMessages.nothingErased],
    },
  );
}

function erasedMessage(erased: Awaited<ReturnType<typeof erasePerson>>): string {
  const what = [
    erased.leads > 0 || erased.anonymised === 0 ? plural(erased.leads, "lead") : "",
    erased.anonymised > 0
      ? `the personal details of ${plural(erased.anonymised, "kept deal")}`
      : "",
    plural(erased.documents, "document"),
  ].filter(Boolean);
  const kept =
    erased.anonymised > 0 ? " The deal records stay until their retention period ends." : "";
  const contacts = [
    erased.introducers > 0 ? plural(erased.introducers, "introducer") : "",
    erased.lenders > 0 ? plural(erased.lenders, "lender") : "",
  ].filter(Boolean);
  const blanked =
    contacts.length > 0 ? ` Blanked the contact details of ${contacts.join(" and ")}.` : "";
  return `Erased ${what.join(", ")} and ${plural(erased.notifications, "notification")}.${kept}${blanked}${savedApplicationsToo(erased.drafts)}`;
}
