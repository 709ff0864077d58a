import { servicesContext } from "#app/context.server.ts";
import { lenderFormSchema, lenderMergeSchema } from "#app/schemas/admin-lenders.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import { listPanel, saveLender } from "#app/server/admin/lender-panel.server.ts";
import { lenderAnswers } from "#app/server/admin/lender-answers.server.ts";
import { periodQueryFrom } from "#app/schemas/admin-dashboard.ts";
import { ukWallClock } from "#app/lib/uk-time.ts";
import { lenderMergePreview, saveLenderMerge } from "#app/server/admin/lender-merge.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

/**
 * Adds a lender, saves (and so confirms) one, or merges one into another, answering at the
 * form that was sent.
 */
export async function lendersPageAction({ request, context, user }: AdminPageRequest) {
  const db = context.get(servicesContext).db;
  const by = { actorUserId: user.id, ip: clientIp(context) };
  const sent = await request
    .clone()
    .formData()
    .catch(() => null);
  if (sent?.get("intent") === "merge") {
    const form = await parseAdminForm(request, lenderMergeSchema);
    if (form.status === "invalid") return formInvalid(form.submission, { intent: "merge" });
    return saveLenderMerge({ db, by, submission: form.submission }, form.value);
  }
  const form = await parseAdminForm(request, lenderFormSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") === "update" ? "update" : "create";
    const id = intent === "update" ? sentText(form.submission, "lenderId") : undefined;
    return formInvalid(form.submission, { intent, id });
  }
  return saveLender({ db, by, submission: form.submission }, form.value);
}

/** The merge chosen in the page's address (`?merge=<id>&into=<id>`), shown for confirmation. */
export function lendersPageMerge(db: Database, url: URL) {
  const fromId = url.searchParams.get("merge");
  const intoId = url.searchParams.get("into");
  const asked = Boolean(fromId || intoId);
  return lenderMergePreview(db, fromId, intoId).then((preview) => ({
    fromId,
    intoId,
    preview,
    /** Chosen, but not two lenders on the panel: the page says so. */
    unusable: asked && !preview,
  }));
}

/**
 * The panel, the merge chosen in the address, and how each lender answered what was sent in
 * the period the address names (`?from=&to=`, the last 90 UK days by default).
 */
export async function loadLendersPage(db: Database, url: URL) {
  const period = periodQueryFrom(url.searchParams, ukWallClock(new Date()).date);
  const [lenders, merge, answers] = await Promise.all([
    listPanel(db),
    lendersPageMerge(db, url),
    lenderAnswers(db, period),
  ]);
  return { lenders, merge, period, answers };
}
