import { servicesContext } from "#app/context.server.ts";
import { reminderSettingsSchema } from "#app/schemas/reminders.ts";
import { formDone, formInvalid, parseAdminForm } from "#app/server/admin/http.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import {
  reminderSettingsOf,
  saveReminderSettings,
} from "#app/server/reminders/reminders.server.ts";

/** The signed-in user's own page: who they are, and which mails they get about their work. */
export async function loadProfilePage({ context, user }: Omit<AdminPageRequest, "request">) {
  const { db } = context.get(servicesContext);
  return {
    me: { name: user.name, email: user.email, role: user.role },
    reminders: await reminderSettingsOf(db, user.id),
  };
}

export const profileSaved = "Saved. Mail about your work now follows these choices.";

/** Saves the user's choice of mails; a box left unticked turns that kind off. */
export async function profilePageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, reminderSettingsSchema);
  const place = { intent: "reminders" };
  if (form.status === "invalid") return formInvalid(form.submission, place);
  const { intent: _intent, ...settings } = form.value;
  await saveReminderSettings(context.get(servicesContext).db, user.id, settings);
  return formDone(form.submission, place, profileSaved);
}
