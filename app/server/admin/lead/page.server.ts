import { servicesContext } from "#app/context.server.ts";
import { erasedLeadLabel } from "#app/schemas/admin.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { isOverdue } from "#app/server/admin/inbox.server.ts";
import { inboxReturnPath } from "#app/server/admin/inbox-return.server.ts";
import {
  activeIntroducers,
  approvalSuggestion,
  introducerApprovedFrom,
  introducerById,
} from "#app/server/admin/introducers.server.ts";
import { leadHasPayments } from "#app/server/admin/commission-ledger.server.ts";
import { openProposals } from "#app/server/admin/commission-proposals.server.ts";
import { leadNotFound } from "#app/server/admin/lead/actions.server.ts";
import { leadContactPage } from "#app/server/admin/lead/contact-page.server.ts";
import { caseChecklist } from "#app/server/admin/lead/checklist.server.ts";
import { loadCasePanels, redirectIfMerged } from "#app/server/admin/lead/case-page.server.ts";
import { getLead, type LeadDetail } from "#app/server/admin/lead/lead.server.ts";
import { listLeadTasks } from "#app/server/admin/lead/work.server.ts";
import { loadLenderChoices } from "#app/server/admin/lead/lender-fit-page.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { dealKeptUntil } from "#app/server/deal-retention.server.ts";

/** One request for a lead's page, from a signed-in user. */
export type LeadPageRequest = AdminPageRequest & { leadId: string | undefined };

/**
 * The lead's page: the lead and everything worked on it, who it can be given to, the lenders
 * and introducers its forms offer, and what the signed-in user may do. A case merged into
 * another sends the broker there; a lead that is not there (or an id that cannot be one) is a
 * 404.
 */
export async function loadLeadPage({ request, context, user, leadId }: LeadPageRequest) {
  if (!isUuid(leadId)) throw leadNotFound();
  const { db, env } = context.get(servicesContext);
  const [detail, brokers, tasks, introducerChoices, proposals, hasPayments] = await Promise.all([
    getLead(db, leadId),
    listAssignableUsers(db),
    listLeadTasks(db, leadId),
    activeIntroducers(db),
    openProposals(db, leadId),
    leadHasPayments(db, leadId),
  ]);
  if (!detail) {
    await redirectIfMerged(db, leadId);
    throw leadNotFound();
  }
  const { lead } = detail;
  const isAdmin = user.role === "admin";
  const introducers = await leadIntroducers(db, lead, isAdmin);
  const now = new Date();
  const checklist = await caseChecklist(db, lead, {
    documents: detail.documents,
    hasApplication: detail.application !== null,
  });
  return {
    ...detail,
    reach: await leadContactPage(db, env, request, user, lead, checklist.stillNeeded),
    checklist,
    ...(await loadCasePanels(db, detail, new URL(request.url))),
    brokers,
    overdue: isOverdue(lead, now),
    tasks,
    ...(await loadLenderChoices(db, lead, new URL(request.url), now)),
    introducers: {
      current: introducers.current,
      choices: introducerChoices,
      approval: introducers.approval,
      /** A broker only proposes another introducer for a lead with commission received. */
      proposeOnly: !isAdmin && hasPayments,
    },
    /** Brokers' proposed payments and introducer changes awaiting an admin. */
    proposals,
    isAdmin,
    now,
    userId: user.id,
    formKeys: freshFormKeys(),
    backTo: inboxReturnPath(new URL(request.url).searchParams.get("back")),
    title:
      lead.companyName || lead.fullName || lead.email || (lead.erasedAt ? erasedLeadLabel : "Lead"),
    /** Until when an erased lead's deal record is kept. */
    keptUntil: lead.retainedFrom ? dealKeptUntil(lead.retainedFrom) : null,
  };
}

/**
 * The lead's introducer and, for a referral partner's application, the introducer approved
 * from it or what an admin's approval starts from.
 */
async function leadIntroducers(db: Database, lead: LeadDetail["lead"], isAdmin: boolean) {
  const current = lead.introducerId ? await introducerById(db, lead.introducerId) : null;
  if (lead.kind !== "referral") return { current, approval: null };
  const approved = await introducerApprovedFrom(db, lead.id);
  const suggestion = isAdmin && !approved ? await approvalSuggestion(db, lead.id) : null;
  return { current, approval: { approved, suggestion } };
}

/**
 * One-time keys for the forms that add something, made afresh each time the page's data is
 * loaded (so after every save): the same form sent twice adds once.
 */
function freshFormKeys() {
  return {
    note: crypto.randomUUID(),
    submission: crypto.randomUUID(),
    call: crypto.randomUUID(),
    task: crypto.randomUUID(),
    payment: crypto.randomUUID(),
  };
}
