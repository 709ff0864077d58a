import { isStandardTemplate } from "#app/content/broker-emails.ts";
import { servicesContext } from "#app/context.server.ts";
import { siteConfigFromEnv } from "#app/env.server.ts";
import { templateMessages, templatesPageSchema } from "#app/schemas/admin-templates.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import {
  clientIp,
  formDone,
  formInvalid,
  formRefused,
  parseAdminForm,
  sentText,
} from "#app/server/admin/http.server.ts";
import {
  listEmailTemplates,
  removeEmailTemplate,
  saveEmailTemplate,
} from "#app/server/admin/email-templates.server.ts";

/** Every template, and the firm's details a preview's sign-off gives. */
export async function loadTemplatesPage({ context, user }: Omit<AdminPageRequest, "request">) {
  const { db, env } = context.get(servicesContext);
  const site = siteConfigFromEnv(env);
  return {
    templates: await listEmailTemplates(db),
    previewFirm: {
      brokerName: user.name,
      brandName: site.brandName,
      phoneDisplay: site.phoneDisplay,
      brokerHours: site.brokerHours,
    },
  };
}

/** Saves, previews (without saving) or removes a template, answering at its own form. */
export async function templatesPageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, templatesPageSchema);
  const { submission } = form;
  if (form.status === "invalid") {
    const intent = sentText(submission, "intent") ?? "save";
    return formInvalid(submission, { intent, id: sentText(submission, "templateId") || "new" });
  }
  const value = form.value;
  const db = context.get(servicesContext).db;
  const actor = { userId: user.id, ip: clientIp(context) };
  const place = { intent: value.intent, id: value.templateId ?? "new" };
  if (value.intent === "preview")
    return formDone(submission, place, "Preview below: not saved yet.");
  const result =
    value.intent === "remove"
      ? await removeEmailTemplate(db, { id: value.templateId, version: value.version }, actor)
      : await saveEmailTemplate(db, { ...value, id: value.templateId }, actor);
  if (result.kind === "stale" || result.kind === "gone") {
    const message = result.kind === "stale" ? templateMessages.stale : templateMessages.gone;
    return formRefused(submission, place, message, { status: 409 });
  }
  if (value.intent === "remove") {
    const said = isStandardTemplate(result.id)
      ? `${result.label} is back to its standard text.`
      : `Removed ${result.label}.`;
    return formDone(submission, { intent: "remove" }, said);
  }
  return formDone(
    submission,
    value.templateId ? place : { intent: "save", id: "new" },
    `Saved ${result.label}.`,
    { reset: !value.templateId },
  );
}
