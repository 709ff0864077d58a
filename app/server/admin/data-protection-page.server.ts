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

export const personQueryMessage =
  "That phone number has no digits to look up: enter a phone number or an email address.";

/**
 * The person the link asks about (their leads, with how long each deal record is kept; their
 * contacts among introducers and lenders; their drafts), and the leads past retention.
 */
export async function loadDataProtectionPage({
  request,
  context,
}: Pick<AdminPageRequest, "request" | "context">) {
  const { db } = context.get(servicesContext);
  const asked = personQueryFrom(new URL(request.url).searchParams);
  // A phone with no number in it ("abc") and no email asks about no one: said, not searched.
  const usable = asked && Object.values(personContactQuery(asked)).some(Boolean);
  const query = usable ? asked : null;
  const queryMessage = asked && !usable ? personQueryMessage : null;
  const found = query ? await findPersonLeads(db, query) : null;
  return {
    query,
    asked,
    queryMessage,
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
