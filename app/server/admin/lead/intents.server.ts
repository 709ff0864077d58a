import type { z } from "zod";
import { servicesContext } from "#app/context.server.ts";
import { leadActionSchema } from "#app/schemas/admin-lead.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { companiesHouseConfig } from "#app/server/admin/companies-house.server.ts";
import {
  clientIp,
  formInvalid,
  formRefused,
  parseAdminForm,
  sentText,
  type formDone,
  type FormReply,
} from "#app/server/admin/http.server.ts";
import {
  approveIntroducer,
  decideCommissionProposal,
  dropCommissionPayment,
  leadNotFound,
  saveAssignment,
  saveCommissionPayment,
  saveLeadIntroducer,
  saveLenderSubmission,
  saveNote,
  saveStatus,
  type LeadWork,
} from "#app/server/admin/lead/actions.server.ts";
import {
  saveMerge,
  saveNotDuplicate,
  saveSplit,
} from "#app/server/admin/lead/case-actions.server.ts";
import { saveDetails, sendApplicantEmail } from "#app/server/admin/lead/contact-actions.server.ts";
import { saveDealFacts } from "#app/server/admin/lead/deal-facts.server.ts";
import { saveDocumentCheck, saveOpenBanking } from "#app/server/admin/lead/checklist.server.ts";
import { isLeadErased } from "#app/server/admin/lead/lead.server.ts";
import type { LeadPageRequest } from "#app/server/admin/lead/page.server.ts";
import {
  dropNote,
  dropSubmission,
  dropTask,
  finishTask,
  saveCall,
  saveTask,
} from "#app/server/admin/lead/work-actions.server.ts";
import type { Env } from "#app/env.server.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";

type LeadAction = z.output<typeof leadActionSchema>;

/** Each intent of the lead page's forms, with the values its form sends. */
type LeadActionOf = { [Action in LeadAction as Action["intent"]]: Action };

/** What a handler has besides its form's values: the lead, who acts, and the app's settings. */
type LeadPageWork = LeadWork & { role: UserRole; env: Env };

/** Every form of the page is answered alike (see http.server.ts), read by the page's forms. */
type LeadAnswer = ReturnType<typeof formDone>;

type LeadIntentHandlers = {
  [Intent in keyof LeadActionOf]: (
    work: LeadPageWork,
    value: LeadActionOf[Intent],
  ) => Promise<LeadAnswer>;
};

/**
 * One handler per intent, each answering its own form. Typed against the form schema, so an
 * intent added to the schema does not compile until it has a handler here.
 */
const leadIntents: LeadIntentHandlers = {
  status: saveStatus,
  assign: saveAssignment,
  note: saveNote,
  submission: saveLenderSubmission,
  call: saveCall,
  task: saveTask,
  "task-done": finishTask,
  "task-remove": dropTask,
  "note-remove": dropNote,
  "submission-remove": dropSubmission,
  "commission-payment": (work, value) => saveCommissionPayment(work, value, work.role),
  "commission-payment-remove": (work, value) => dropCommissionPayment(work, value, work.role),
  "commission-proposal-confirm": (work, value) => decideCommissionProposal(work, value, work.role),
  "commission-proposal-reject": (work, value) => decideCommissionProposal(work, value, work.role),
  details: (work, value) => saveDetails(work, value, companiesHouseConfig(work.env)),
  email: sendApplicantEmail,
  introducer: (work, value) => saveLeadIntroducer(work, value, work.role),
  "introducer-approve": (work, value) => approveIntroducer(work, value, work.role),
  split: saveSplit,
  merge: saveMerge,
  "not-duplicate": saveNotDuplicate,
  deal: saveDealFacts,
  "document-check": saveDocumentCheck,
  "open-banking": saveOpenBanking,
};

/**
 * The forms that concern the person rather than the deal: refused on a lead whose personal
 * details were erased (an old page may still show them).
 */
const personalIntents = new Set<keyof LeadActionOf>([
  "note",
  "call",
  "task",
  "details",
  "email",
  "split",
  "merge",
]);

function runIntent<Intent extends keyof LeadActionOf>(
  work: LeadPageWork,
  intent: Intent,
  value: LeadActionOf[Intent],
) {
  return leadIntents[intent](work, value);
}

/**
 * A form that does not read as any of the page's forms (an unknown intent among them) is a
 * 400 at the form it names. The row forms (done, remove) send nothing to correct: a broken one
 * is an old page.
 */
function invalidForm(submission: FormReply) {
  const intent = sentText(submission, "intent") ?? "";
  const id =
    intent === "submission"
      ? sentText(submission, "submissionId") || "new"
      : intent === "commission-payment"
        ? sentText(submission, "submissionId")
        : intent === "document-check"
          ? sentText(submission, "category")
          : undefined;
  return formInvalid(submission, { intent, id });
}

/** Reads whichever of the lead page's forms was sent and hands it to the handler for its intent. */
export async function leadPageAction({ request, context, user, leadId }: LeadPageRequest) {
  if (!isUuid(leadId)) throw leadNotFound();
  const form = await parseAdminForm(request, leadActionSchema);
  if (form.status === "invalid") return invalidForm(form.submission);
  const services = context.get(servicesContext);
  const { intent } = form.value;
  if (personalIntents.has(intent) && (await isLeadErased(services.db, leadId))) {
    return formRefused(
      form.submission,
      { intent },
      "This lead's personal details were erased; only its deal record is kept. Nothing was saved.",
      { status: 409 },
    );
  }
  const work: LeadPageWork = {
    db: services.db,
    leadId,
    actor: { userId: user.id, ip: clientIp(context) },
    submission: form.submission,
    notifyOutbox: () => services.notifyOutbox(),
    role: user.role,
    env: services.env,
  };
  return runIntent(work, intent, form.value);
}
