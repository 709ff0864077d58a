import { data } from "react-router";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { inboxActionSchema, type InboxAction } from "#app/schemas/admin-inbox-actions.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { parseAdminForm } from "#app/server/admin/http.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import {
  assignDone,
  bulkAssign,
  bulkStatus,
  bulkSummary,
  labelsOf,
  statusDone,
} from "#app/server/admin/inbox-bulk.server.ts";
import { removeView, saveView, tidyInboxQuery } from "#app/server/admin/saved-views.server.ts";

/**
 * What the inbox's forms do: "Assign to me" on a row, the bulk bar, saving and removing a
 * view. Each answers with a message for the form that was sent (`intent`); the page's loader
 * then lists the leads as they are now.
 */
export type InboxWork = {
  db: Database;
  actor: Actor;
  /** Wakes the outbox worker (a status change may have queued a mail to the applicant). */
  notifyOutbox?: () => void;
};

function answer(intent: string, done: boolean, message: string, httpStatus = done ? 200 : 400) {
  return data<AdminFormResult>(
    { intent, status: done ? "success" : "error", message },
    { status: httpStatus },
  );
}

/** Every message of an invalid form, once each. */
function errorsOf(error: Record<string, string[] | null> | undefined): string {
  const messages = Object.values(error ?? {}).flatMap((list) => list ?? []);
  return [...new Set(messages)].join(" ") || "This form could not be read. Please try again.";
}

export async function inboxAction(request: Request, work: InboxWork) {
  const form = await parseAdminForm(request, inboxActionSchema);
  if (form.status === "invalid") {
    const intent = form.submission.payload.intent;
    return answer(typeof intent === "string" ? intent : "", false, errorsOf(form.reply.error));
  }
  return runInboxAction(form.value, work);
}

export async function runInboxAction(value: InboxAction, work: InboxWork) {
  const { db, actor } = work;
  switch (value.intent) {
    case "assign-me": {
      const outcome = await bulkAssign(db, [value.lead], actor.userId, actor);
      if (outcome.changed) {
        const name = (await labelsOf(db, [value.lead.id])).get(value.lead.id) ?? "The lead";
        return answer(value.intent, true, `${name} is now assigned to you.`);
      }
      if (outcome.leftAlone.length) {
        return answer(
          value.intent,
          false,
          `Not assigned: the lead changed after the list was loaded. ${outcome.leftAlone.join(" ")}`,
          409,
        );
      }
      return answer(value.intent, false, "That lead is no longer in the inbox.", 404);
    }
    case "bulk-assign": {
      const outcome = await bulkAssign(db, value.leads, value.assignee, actor);
      if (outcome.noUser) return answer(value.intent, false, "Select an active broker.");
      const done = await assignDone(db, value.assignee, actor);
      return answer(value.intent, outcome.leftAlone.length === 0, bulkSummary(outcome, done), 200);
    }
    case "bulk-status": {
      const change = { status: value.status, reason: value.reason || undefined };
      const outcome = await bulkStatus(db, value.leads, change, actor);
      if (outcome.changed) work.notifyOutbox?.();
      const summary = bulkSummary(outcome, statusDone(value.status));
      return answer(value.intent, outcome.leftAlone.length === 0, summary, 200);
    }
    case "save-view": {
      const saved = await saveView(db, actor.userId, {
        name: value.name,
        query: tidyInboxQuery(value.query ?? "", actor.userId),
      });
      if (saved === "duplicate") {
        return answer(
          value.intent,
          false,
          `You already have a view called “${value.name}”. Choose another name, or remove that view first.`,
        );
      }
      if (saved === "too-many") {
        return answer(
          value.intent,
          false,
          "You have as many views as you can keep: remove one first.",
        );
      }
      return answer(value.intent, true, `View “${value.name}” saved.`);
    }
    case "remove-view": {
      const removed = await removeView(db, actor.userId, value.viewId);
      return removed
        ? answer(value.intent, true, "View removed.")
        : answer(value.intent, false, "That view is not there any more.", 404);
    }
  }
}
