import { redirect } from "react-router";
import { adminPaths } from "#app/paths.ts";
import {
  caseSubmissionLabels,
  mergeMessages,
  type MergeChoice,
  type SplitRequest,
} from "#app/schemas/admin-lead.ts";
import { formDone, formInvalid, formRefused } from "#app/server/admin/http.server.ts";
import { leadNotFound, type LeadWork } from "#app/server/admin/lead/actions.server.ts";
import { dismissDuplicate } from "#app/server/cases/duplicates.server.ts";
import { mergeCases } from "#app/server/cases/merge.server.ts";
import { splitSubmission } from "#app/server/cases/split.server.ts";

/**
 * The case page's forms about the case as a whole: splitting a submission out, merging with
 * another case, and marking a possible duplicate as not the same. None mails the applicant.
 */

/** "Split into a case of its own": the broker stays on this case, told the new reference. */
export async function saveSplit(work: LeadWork, value: SplitRequest) {
  const place = { intent: "split" };
  const result = await splitSubmission(
    work.db,
    {
      leadId: work.leadId,
      kind: value.kind,
      submissionId: value.submissionId,
      version: value.version,
    },
    work.actor,
  );
  switch (result.kind) {
    case "no-lead":
      throw leadNotFound();
    case "gone":
      return formRefused(
        work.submission,
        place,
        "That submission is no longer on this case: it was split out already.",
        { status: 409 },
      );
    case "refused":
    case "stale":
      return formRefused(work.submission, place, result.message, { status: 409 });
    case "ok":
      return formDone(
        work.submission,
        place,
        `The ${caseSubmissionLabels[value.kind].toLowerCase()} is now case ${result.reference}.`,
      );
  }
}

/**
 * "Merge cases": the case the broker chose stays, and they land on it, told what was merged.
 * A refusal (a colleague changed either case, or it cannot be merged) is said at the form.
 */
export async function saveMerge(work: LeadWork, value: MergeChoice) {
  const place = { intent: "merge" };
  const ids = [work.leadId, value.otherId];
  if (!ids.includes(value.keep)) {
    return formInvalid(work.submission, place, { fieldErrors: { keep: [mergeMessages.keep] } });
  }
  const keepThis = value.keep === work.leadId;
  const result = await mergeCases(
    work.db,
    {
      survivorId: value.keep,
      mergedId: keepThis ? value.otherId : work.leadId,
      survivorVersion: keepThis ? value.version : value.otherVersion,
      mergedVersion: keepThis ? value.otherVersion : value.version,
    },
    work.actor,
  );
  switch (result.kind) {
    case "no-lead":
      return formRefused(
        work.submission,
        place,
        "One of the two cases is no longer there: it was merged or erased meanwhile. Nothing was merged.",
        { status: 409 },
      );
    case "refused":
    case "stale":
      return formRefused(work.submission, place, result.message, { status: 409 });
    case "ok": {
      const query = new URLSearchParams({ merged: result.mergedReference });
      throw redirect(`${adminPaths.lead(result.survivorId)}?${query}`);
    }
  }
}

/** "Not the same": the other case is no longer offered as a duplicate of this one. */
export async function saveNotDuplicate(work: LeadWork, value: { otherId: string }) {
  const place = { intent: "not-duplicate", id: value.otherId };
  const done = await dismissDuplicate(work.db, work.leadId, value.otherId, work.actor);
  if (!done) throw leadNotFound();
  return formDone(work.submission, place, "Marked as not the same case.");
}
