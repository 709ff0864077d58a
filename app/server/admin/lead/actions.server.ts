import { data } from "react-router";
import { isUuid } from "#app/schemas/fields.ts";
import {
  lenderMessages,
  type CommissionPayment,
  type LenderSubmission,
  type StatusChange,
} from "#app/schemas/admin-lead.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { addNote, assignLead, changeStatus } from "#app/server/admin/lead/lead.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { withdrawalOf } from "#app/server/admin/lead/status.server.ts";
import { foreignFormMessage } from "#app/server/admin/form-keys.server.ts";
import {
  recordCommissionPayment,
  removeCommissionPayment,
  saveSubmission,
} from "#app/server/admin/submissions.server.ts";
import { statusLabels } from "#app/schemas/admin.ts";
import {
  formDone,
  formInvalid,
  formRefused,
  type FormReply,
} from "#app/server/admin/http.server.ts";
import type { LeadChangeResult } from "#app/server/admin/lead/changes.server.ts";
import { createIntroducer, linkLeadIntroducer } from "#app/server/admin/introducers.server.ts";
import { introducerMessages, type IntroducerApproval } from "#app/schemas/admin-introducers.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";
import { leadHasPayments, leadIntroducerId } from "#app/server/admin/commission-ledger.server.ts";
import {
  decideProposal,
  formKeySeen,
  overReceipt,
  poundsText,
  proposeIntroducer,
  proposePayment,
} from "#app/server/admin/commission-proposals.server.ts";

/**
 * What each form of a lead's page does once its answers are valid, one function per intent,
 * each answering its own form. A lead or submission that is not there is a 404 whatever the
 * form, so a guessed id learns nothing.
 */
export type LeadWork = {
  db: Database;
  leadId: string;
  actor: Actor;
  /** The form as sent, for the answer. */
  submission: FormReply;
  /** Wakes the outbox worker (a status change may have queued a mail to the applicant). */
  notifyOutbox?: () => void;
};

export const leadNotFound = () => data("No such lead.", { status: 404 });

/**
 * The answer to a change of the lead itself: saved, or refused because a colleague changed the
 * lead since the page was loaded (the form keeps what was typed, and says what changed).
 */
export function changeAnswer(
  work: LeadWork,
  intent: string,
  result: LeadChangeResult,
  done: string,
) {
  if (result.kind === "no-lead") throw leadNotFound();
  if (result.kind === "stale") {
    return formRefused(work.submission, { intent }, result.message, { status: 409 });
  }
  return formDone(work.submission, { intent }, done);
}

/**
 * Moves the lead along the pipeline. A duplicate names an existing other case, or the form
 * says what is wrong with the reference and keeps everything typed.
 */
export async function saveStatus(work: LeadWork, value: StatusChange) {
  const withdrawal = await withdrawalOf(work.db, work.leadId, value);
  if (withdrawal.kind === "refused") {
    return formInvalid(
      work.submission,
      { intent: "status" },
      { fieldErrors: { duplicateOf: [withdrawal.message] } },
    );
  }
  const result = await changeStatus(
    work.db,
    work.leadId,
    { ...value, withdrawal: withdrawal.detail },
    work.actor,
  );
  if (result.kind === "ok") work.notifyOutbox?.();
  return changeAnswer(work, "status", result, "Status saved.");
}

export async function saveAssignment(
  work: LeadWork,
  value: { assignee?: string; version: number },
) {
  const result = await assignLead(
    work.db,
    work.leadId,
    value.assignee ?? null,
    work.actor,
    value.version,
  );
  if (result.kind === "no-user") {
    return formInvalid(
      work.submission,
      { intent: "assign" },
      { fieldErrors: { assignee: ["Select an active broker."] } },
    );
  }
  return changeAnswer(work, "assign", result, "Assignment saved.");
}

/** Adds a note; the same form sent twice (its one-time key) adds it once. */
export async function saveNote(work: LeadWork, value: { note: string; formKey?: string }) {
  const result = await addNote(work.db, work.leadId, value.note, work.actor, value.formKey);
  if (result === "no-lead") throw leadNotFound();
  if (result === "foreign-key") {
    return formRefused(work.submission, { intent: "note" }, foreignFormMessage, { status: 409 });
  }
  return formDone(work.submission, { intent: "note" }, "Note added.", { reset: true });
}

/**
 * Records a lender submission, or updates one of this lead's (never another lead's); says so
 * when the lead's status followed it.
 */
export async function saveLenderSubmission(work: LeadWork, value: LenderSubmission) {
  const submissionId = value.submissionId || null;
  if (submissionId !== null && !isUuid(submissionId)) throw leadNotFound();
  const place = { intent: "submission", id: submissionId ?? "new" };
  const result = await saveSubmission(work.db, work.leadId, submissionId, value, work.actor);
  // Not this lead's, or removed meanwhile: a guessed id learns nothing.
  if (result.kind === "no-lead" || result.kind === "gone") throw leadNotFound();
  if (result.kind === "foreign-key") {
    return formRefused(work.submission, place, foreignFormMessage, { status: 409 });
  }
  if (result.kind === "near-match") {
    return formInvalid(work.submission, place, {
      fieldErrors: { newLender: [lenderMessages.didYouMean(result.suggestion)] },
    });
  }
  const saved = submissionId ? "Submission updated." : "Submission recorded.";
  if (result.kind === "ok" && result.followed) {
    work.notifyOutbox?.();
    return formDone(
      work.submission,
      place,
      `${saved} The lead is now ${statusLabels[result.followed]}.`,
      { reset: !submissionId },
    );
  }
  return formDone(work.submission, place, saved, { reset: !submissionId });
}

/** Asked when a payment takes a deal past its expected commission, until the box is ticked. */
async function overReceiptQuestion(work: LeadWork, value: CommissionPayment, verb: string) {
  // A form sent twice is answered as the first was, not asked about again.
  if (value.confirmOver || (await formKeySeen(work.db, value.formKey))) return null;
  const over = await overReceipt(work.db, work.leadId, value.submissionId, value.amount as number);
  if (!over) return null;
  return formInvalid(
    work.submission,
    { intent: "commission-payment", id: value.submissionId },
    {
      fieldErrors: {
        confirmOver: [
          `This is ${poundsText(over.excessPence)} more than expected ` +
            `(${poundsText(over.expectedPence)}). ${verb} it anyway?`,
        ],
      },
    },
  );
}

/**
 * Records commission received on one of this lead's funded submissions (admins); a broker
 * proposes it instead, for an admin to confirm. A payment past the expected commission is
 * asked about first.
 */
export async function saveCommissionPayment(
  work: LeadWork,
  value: CommissionPayment,
  role: UserRole,
) {
  const place = { intent: "commission-payment", id: value.submissionId };
  const isAdmin = role === "admin";
  if (!isAdmin && !value.propose) {
    return formRefused(
      work.submission,
      place,
      "Only an admin records commission: propose the payment and an admin confirms it. Nothing was recorded.",
      { status: 403 },
    );
  }
  const question = await overReceiptQuestion(work, value, isAdmin ? "Record" : "Propose");
  if (question) return question;
  const result = isAdmin
    ? await recordCommissionPayment(work.db, work.leadId, value, work.actor)
    : await proposePayment(work.db, work.leadId, value, work.actor);
  if (result.kind === "gone") throw leadNotFound();
  if (result.kind === "foreign-key") {
    return formRefused(work.submission, place, foreignFormMessage, { status: 409 });
  }
  if (result.kind === "not-funded") {
    return formRefused(
      work.submission,
      place,
      "Commission is recorded on a funded submission: record it as funded first.",
      { status: 409 },
    );
  }
  return formDone(
    work.submission,
    place,
    isAdmin
      ? "Commission received recorded."
      : "Payment proposed: it is recorded once an admin confirms it.",
    { reset: true },
  );
}

/** Takes back a commission payment recorded by mistake (admins only). */
export async function dropCommissionPayment(
  work: LeadWork,
  value: { paymentId: string },
  role: UserRole,
) {
  const place = { intent: "commission-payment-remove", id: value.paymentId };
  if (role !== "admin") {
    return formRefused(
      work.submission,
      place,
      "Only an admin removes a commission payment. Nothing was removed.",
      { status: 403 },
    );
  }
  const result = await removeCommissionPayment(work.db, work.leadId, value.paymentId, work.actor);
  return formDone(
    work.submission,
    place,
    result.kind === "gone" ? "That payment has been removed already." : "Payment removed.",
  );
}

/** An admin confirms or rejects a broker's proposed payment or introducer change. */
export async function decideCommissionProposal(
  work: LeadWork,
  value: {
    intent: "commission-proposal-confirm" | "commission-proposal-reject";
    proposalId: string;
  },
  role: UserRole,
) {
  if (role !== "admin") {
    return formRefused(
      work.submission,
      { intent: value.intent },
      "Only an admin confirms or rejects a proposal.",
      { status: 403 },
    );
  }
  const confirm = value.intent === "commission-proposal-confirm";
  const result = await decideProposal(work.db, work.leadId, value.proposalId, confirm, work.actor);
  const place = { intent: value.intent, id: result.place };
  switch (result.kind) {
    case "gone":
      return formDone(work.submission, place, "That proposal has been answered already.");
    case "cannot":
      return formRefused(work.submission, place, result.message, { status: 409 });
    case "confirmed":
      work.notifyOutbox?.();
      return formDone(work.submission, place, "Proposal confirmed.");
    case "rejected":
      return formDone(work.submission, place, "Proposal rejected.");
  }
}

/**
 * Links the lead to one of the active introducers, or to none. On a lead with commission
 * received the change moves money between introducers' statements: a broker proposes it, and
 * an admin confirms it.
 */
export async function saveLeadIntroducer(
  work: LeadWork,
  value: { introducerId?: string; version: number; propose?: boolean },
  role: UserRole,
) {
  const introducerId = value.introducerId ?? null;
  if (role !== "admin" && (await leadHasPayments(work.db, work.leadId))) {
    const current = await leadIntroducerId(work.db, work.leadId);
    if (current !== introducerId) return proposeOrRefuseIntroducer(work, introducerId, value);
  }
  const result = await linkLeadIntroducer(
    work.db,
    work.leadId,
    introducerId,
    work.actor,
    value.version,
  );
  if (result.kind === "no-introducer") return noActiveIntroducer(work);
  return changeAnswer(work, "introducer", result, "Introducer saved.");
}

function noActiveIntroducer(work: LeadWork) {
  return formInvalid(
    work.submission,
    { intent: "introducer" },
    { fieldErrors: { introducerId: ["Select an active introducer."] } },
  );
}

async function proposeOrRefuseIntroducer(
  work: LeadWork,
  introducerId: string | null,
  value: { propose?: boolean },
) {
  if (!value.propose) {
    return formRefused(
      work.submission,
      { intent: "introducer" },
      "This lead has commission received: only an admin changes its introducer. Propose the change and an admin confirms it. Nothing was changed.",
      { status: 403 },
    );
  }
  const proposed = await proposeIntroducer(work.db, work.leadId, introducerId, work.actor);
  if (proposed.kind === "no-introducer") return noActiveIntroducer(work);
  return formDone(
    work.submission,
    { intent: "introducer" },
    "Introducer change proposed: it is made once an admin confirms it.",
  );
}

/**
 * Approves the referral partner of this lead as an introducer (admins only): their code must
 * be free, and a partner is approved once.
 */
export async function approveIntroducer(
  work: LeadWork,
  value: Omit<IntroducerApproval, "intent">,
  role: UserRole,
) {
  if (role !== "admin") throw data("Only an admin approves introducers.", { status: 403 });
  const place = { intent: "introducer-approve" };
  const result = await createIntroducer(work.db, value, work.actor, work.leadId);
  switch (result.kind) {
    case "no-lead":
      throw leadNotFound();
    case "code-taken":
      return formInvalid(work.submission, place, {
        fieldErrors: { code: [introducerMessages.codeTaken(result.code)] },
      });
    case "approved-already":
      return formRefused(work.submission, place, "This partner has been approved already.", {
        status: 409,
      });
    case "ok":
      return formDone(work.submission, place, `Approved ${result.name} as an introducer.`);
  }
}
