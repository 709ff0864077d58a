import { servicesContext } from "#app/context.server.ts";
import { dataProtectionActionSchema } from "#app/schemas/admin-data-protection.ts";
import { eraseFoundPerson, purgeNow } from "#app/server/admin/data-protection-actions.server.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { countPersonDrafts } from "#app/server/application-drafts.server.ts";
import {
  RETENTION_YEARS,
  countExpiredLeads,
  dataProtectionDeps,
  findPersonLeads,
  personContactQuery,
  personQueryFrom,
} from "#app/server/data-protection.server.ts";
import { dealKeptUntil } from "#app/server/deal-retention.server.ts";
import { findPersonContacts } from "#app/server/person-contacts.server.ts";

/**
 * The person the link asks about (their leads, with how long each deal record is kept; their
 * contacts among introducers and lenders; their drafts), and the leads past retention.
 */
export async function loadDataProtectionPage({
  request,
  context,
}: Pick<AdminPageRequest, "request" | "context">) {
  const { db } = context.get(servicesContext);
  const query = personQueryFrom(new URL(request.url).searchParams);
  const found = query ? await findPersonLeads(db, query) : null;
  return {
    query,
    found: found?.map((lead) => ({ ...lead, keptUntil: dealKeptUntil(lead.retainedFrom) })) ?? null,
    contacts: query
      ? await findPersonContacts(db, personContactQuery(query))
      : { introducers: [], lenders: [] },
    drafts: query ? await countPersonDrafts(db, query) : 0,
    expired: await countExpiredLeads(db),
    retention: RETENTION_YEARS,
  };
}

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function dataProtectionPageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, dataProtectionActionSchema);
  if (form.status === "invalid") {
    return formInvalid(form.submission, { intent: sentText(form.submission, "intent") ?? "" });
  }
  const work = {
    deps: dataProtectionDeps(context.get(servicesContext)),
    by: { userId: user.id, ip: clientIp(context) },
    submission: form.submission,
  };
  return form.value.intent === "purge" ? purgeNow(work) : eraseFoundPerson(work, form.value);
}
