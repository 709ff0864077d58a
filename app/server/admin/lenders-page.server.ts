import { servicesContext } from "#app/context.server.ts";
import { lenderFormSchema } from "#app/schemas/admin-lenders.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import { saveLender } from "#app/server/admin/lender-panel.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";

/** Adds a lender, or saves (and so confirms) one, answering at the form that was sent. */
export async function lendersPageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, lenderFormSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") === "update" ? "update" : "create";
    const id = intent === "update" ? sentText(form.submission, "lenderId") : undefined;
    return formInvalid(form.submission, { intent, id });
  }
  return saveLender(
    {
      db: context.get(servicesContext).db,
      by: { actorUserId: user.id, ip: clientIp(context) },
      submission: form.submission,
    },
    form.value,
  );
}
