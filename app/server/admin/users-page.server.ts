import { servicesContext } from "#app/context.server.ts";
import { userActionSchema } from "#app/schemas/admin-users.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { addUser, changeUserAccess, resetPassword } from "#app/server/admin/user-actions.server.ts";

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function usersPageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, userActionSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") ?? "";
    const id = intent === "create" ? undefined : sentText(form.submission, "userId");
    return formInvalid(form.submission, { intent, id });
  }
  const work = {
    db: context.get(servicesContext).db,
    me: user.id,
    by: { actorUserId: user.id, ip: clientIp(context) },
    submission: form.submission,
  };
  const value = form.value;
  switch (value.intent) {
    case "create":
      return addUser(work, value);
    case "disable":
    case "enable":
      return changeUserAccess(work, value);
    case "reset":
      return resetPassword(work, value);
  }
}
