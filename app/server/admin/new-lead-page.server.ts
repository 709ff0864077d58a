import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { newLeadSchema, type NewLeadAnswer } from "#app/schemas/admin-new-lead.ts";
import { clientIp, formInvalid, parseAdminForm } from "#app/server/admin/http.server.ts";
import { createManualLead, likelyCase } from "#app/server/admin/new-lead.server.ts";
import type { SessionUser } from "#app/server/admin/auth.server.ts";

/**
 * "New lead": the form's answers to correct; or, when the person has an open case and the broker
 * has not yet chosen, the question; or the new or joined case's page.
 */
export async function handleNewLead({
  request,
  context,
  user,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: SessionUser;
}) {
  const form = await parseAdminForm(request, newLeadSchema);
  if (form.status === "invalid") return formInvalid(form.submission, { intent: "new-lead" });
  const { db } = context.get(servicesContext);
  const value = form.value;
  if (!value.decision) {
    const found = await likelyCase(db, value);
    if (found) {
      const name =
        found.person.fullName ?? found.business.name ?? found.person.email ?? "This person";
      // A question, not a failure: nothing is wrong with what was typed.
      return data<NewLeadAnswer>({
        intent: "new-lead",
        status: "error",
        result: form.submission.reply(),
        match: { leadId: found.leadId, reference: found.reference, name },
      });
    }
  }
  const join = value.decision === "join" ? value.joinLeadId : undefined;
  const { leadId } = await createManualLead(
    db,
    value,
    { userId: user.id, ip: clientIp(context) },
    { join },
  );
  return redirect(adminPaths.lead(leadId));
}
