import { data } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { statusFormSchema } from "#app/schemas/admin-lead.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { clientIp, parseAdminForm, formInvalid } from "#app/server/admin/http.server.ts";
import { leadNotFound, saveStatus } from "#app/server/admin/lead/actions.server.ts";
import {
  PIPELINE_CARD_LIMIT,
  pipelineBoard,
  type PipelineScope,
} from "#app/server/admin/pipeline.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";

/**
 * Whose board the link asks for (`?broker=`): a broker's id, "none" for cases nobody has taken,
 * or "all". Without one, the signed-in user's own cases: the board a broker works from.
 */
function scopeOf(asked: string | null, me: string): PipelineScope {
  if (asked === "all" || asked === "none") return { assigned: asked };
  return { assigned: isUuid(asked) ? asked : me };
}

export async function loadPipelinePage({ request, context, user }: AdminPageRequest) {
  const { db } = context.get(servicesContext);
  const scope = scopeOf(new URL(request.url).searchParams.get("broker"), user.id);
  const now = new Date();
  const [columns, brokers] = await Promise.all([
    pipelineBoard(db, scope, { now }),
    listAssignableUsers(db),
  ]);
  return { columns, brokers, scope, me: user.id, limit: PIPELINE_CARD_LIMIT };
}

/**
 * A card moved to another stage (by its "Move to" form, or dragged there): the lead page's own
 * status save, against the version the board showed, answered at that card (`id`).
 */
export async function pipelinePageAction({ request, context, user }: AdminPageRequest) {
  const leadId = (await request.clone().formData()).get("lead");
  if (typeof leadId !== "string" || !isUuid(leadId)) throw leadNotFound();
  const form = await parseAdminForm(request, statusFormSchema);
  if (form.status === "invalid")
    return formInvalid(form.submission, { intent: "status", id: leadId });
  const services = context.get(servicesContext);
  const answer = await saveStatus(
    {
      db: services.db,
      leadId,
      actor: { userId: user.id, ip: clientIp(context) },
      submission: form.submission,
      notifyOutbox: () => services.notifyOutbox(),
    },
    form.value,
  );
  return data({ ...answer.data, id: leadId }, answer.init ?? undefined);
}
