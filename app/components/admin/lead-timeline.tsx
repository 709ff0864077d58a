import type { ReactNode } from "react";
import { formatDay } from "#app/lib/dates.ts";
import { Link } from "react-router";
import { formatPence } from "#app/lib/pence.ts";
import {
  dealFactLabels,
  dealFactText,
  type DealFactField,
  type DealFacts,
} from "#app/lib/deal-facts.ts";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, statusLabels } from "#app/components/admin/labels.ts";
import { RemoveForm } from "#app/components/admin/remove-form.tsx";
import { callOutcomeLabels } from "#app/schemas/admin-lead-work.ts";
import { adminPaths } from "#app/paths.ts";
import {
  mailAudience,
  mailKindName,
  manualSourceLabels,
  outboxStatusLabels,
  outcomeLabels,
  plural,
  withdrawalReasonLabels,
} from "#app/schemas/admin.ts";
import { caseSubmissionLabels, type CaseSubmissionKind } from "#app/schemas/admin-lead.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { manualSourceOf } from "#app/schemas/lead-contact.ts";
import {
  type CallOutcome,
  type OutboxStatus,
  type LeadKind,
  type LeadStatus,
  type SubmissionOutcome,
  type WithdrawalReason,
} from "#app/schemas/value-lists.ts";

type When = Date | string;

type TimelineEvent = {
  id: string;
  type: string;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  body: string | null;
  detail: unknown;
  createdAt: When;
  actorName: string | null;
};

type TimelineEmail = {
  id: string;
  topic: string;
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  sentAt: When | null;
  createdAt: When;
};

/** A day a timeline entry recorded, written as the site writes days; "?" when it did not. */
function dayOrUnknown(day: string | null | undefined): string {
  return day ? formatDay(day) : "?";
}

const formNames: Record<LeadKind, string> = {
  enquiry: "quick quote form",
  application: "application form",
  referral: "referral partner form",
  contact: "contact form",
};

/** A broker's email to the applicant, with what became of it (from its outbox row). */
function emailText(event: TimelineEvent, emails: TimelineEmail[]) {
  const detail = (event.detail ?? {}) as { subject?: string; outboxId?: string };
  const mail = emails.find((email) => email.id === detail.outboxId);
  const state = mail ? outboxStatusLabels[mail.status] : "Removed";
  return `Email to the applicant (${state}): ${detail.subject ?? ""}\n${event.body ?? ""}`;
}

type WithdrawalDetail = {
  withdrawal?: WithdrawalReason;
  duplicateOfId?: string;
  duplicateOfReference?: string;
};

/**
 * "Status: New → Contacted", with why a withdrawal was made; a duplicate names the other case
 * by its reference, linked to it.
 */
function statusText(event: TimelineEvent): ReactNode {
  const change = `Status: ${event.fromStatus ? statusLabels[event.fromStatus] : "?"} → ${
    event.toStatus ? statusLabels[event.toStatus] : "?"
  }`;
  const reason = event.body ? `. Reason: ${event.body}` : "";
  const detail = (event.detail ?? {}) as WithdrawalDetail;
  if (detail.withdrawal === "duplicate" && detail.duplicateOfId && detail.duplicateOfReference) {
    return (
      <>
        {change}. Closed as a duplicate of{" "}
        <Link to={adminPaths.lead(detail.duplicateOfId)} className="font-semibold text-brand-700">
          {detail.duplicateOfReference}
        </Link>
        {reason}
      </>
    );
  }
  const why = detail.withdrawal ? withdrawalReasonLabels[detail.withdrawal] : undefined;
  return `${change}${why ? ` (${why})` : ""}${reason}`;
}

/** "Deal facts edited: Amount: £50,000 → £60,000; Product: Not known → Bridging Loans". */
function dealText(event: TimelineEvent): string {
  const changes =
    (event.detail as { changes?: { field: DealFactField; from: unknown; to: unknown }[] } | null)
      ?.changes ?? [];
  const lines = changes.map(({ field, from, to }) => {
    const was = dealFactText(field, { [field]: from } as Partial<DealFacts>);
    const now = dealFactText(field, { [field]: to } as Partial<DealFacts>);
    return `${dealFactLabels[field] ?? field}: ${was} → ${now}`;
  });
  return `Deal facts edited${lines.length ? `: ${lines.join("; ")}` : ""}`;
}

function eventText(event: TimelineEvent, emails: TimelineEmail[]): ReactNode {
  switch (event.type) {
    case "email":
      return emailText(event, emails);
    case "created": {
      const source = (event.detail as { source?: string } | null)?.source;
      const how = manualSourceLabels[source as keyof typeof manualSourceLabels];
      return `Added by hand${how ? ` (${how})` : ""}${event.body ? `. Note: ${event.body}` : ""}`;
    }
    case "deal":
      return dealText(event);
    case "details": {
      const fields = (event.detail as { fields?: string[] } | null)?.fields ?? [];
      return `Details edited${fields.length ? `: ${fields.join(", ")}` : ""}`;
    }
    case "status":
      return statusText(event);
    case "assignment": {
      const name = (event.detail as { name?: string | null } | null)?.name;
      return name ? `Assigned to ${name}` : "Unassigned";
    }
    case "note":
      return `Note: ${event.body ?? ""}`;
    case "submission":
      return submissionText(event);
    case "commission": {
      const detail = (event.detail ?? {}) as MoneyDetail & { proposalId?: string };
      // A broker's proposal is said as it was made: nothing was received by it.
      if (detail.proposalId) return event.body ?? "Commission proposed";
      return `Commission received from ${detail.lender ?? "?"}: ${formatPence(detail.amountPence)} on ${dayOrUnknown(detail.receivedOn)}`;
    }
    case "call":
      return callText(event);
    case "task":
      return taskText(event);
    case "removal":
      return removalText(event);
    case "joined":
      return joinedText(event);
    case "merged":
      return mergedText(event);
    case "split":
      return splitText(event);
    default:
      return event.body ?? event.type;
  }
}

/** The summary fields a joining submission or a merge filled in, as a broker reads them. */
const summaryFieldNames: Record<string, string> = {
  fullName: "name",
  companyName: "company",
  email: "email",
  phone: "phone",
  loanAmount: "amount",
  companyNumber: "company number",
  product: "product",
  propertyValuePence: "property value",
  exitRoute: "exit",
  introducerId: "introducer",
  kind: "kind",
};

function fieldList(fields: string[]): string {
  return fields.map((field) => summaryFieldNames[field] ?? field).join(", ");
}

/** "Quick quote added to this case", with what it changed of the case's summary. */
function joinedText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as {
    kind?: LeadKind;
    source?: string | null;
    changes?: { field: string }[];
  };
  const kind: CaseSubmissionKind =
    detail.kind === "enquiry" && manualSourceOf(detail.source ?? null)
      ? "phone"
      : detail.kind === "application" || detail.kind === "contact"
        ? detail.kind
        : "enquiry";
  const changed = (detail.changes ?? []).map((change) => change.field);
  return `${caseSubmissionLabels[kind]} added to this case${
    changed.length ? `. It filled in or updated: ${fieldList(changed)}` : ""
  }`;
}

/** "DBF-… merged into this case", with how many submissions it brought. */
function mergedText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as {
    reference?: string;
    submissions?: number;
    fields?: string[];
  };
  const brought =
    detail.submissions === undefined ? "" : `, with ${plural(detail.submissions, "submission")}`;
  const took = detail.fields?.length ? `. This case took its ${fieldList(detail.fields)}` : "";
  return `${detail.reference ?? "A case"} merged into this case${brought}${took}`;
}

/** A submission split out into a case of its own, or the case it was split from: linked. */
function splitText(event: TimelineEvent): ReactNode {
  const detail = (event.detail ?? {}) as {
    kind?: CaseSubmissionKind;
    direction?: "in" | "out";
    reference?: string;
    leadId?: string;
  };
  const label = caseSubmissionLabels[detail.kind ?? "enquiry"];
  const other = detail.leadId ? (
    <Link to={adminPaths.lead(detail.leadId)} className="font-semibold text-brand-700">
      {detail.reference}
    </Link>
  ) : (
    detail.reference
  );
  return detail.direction === "in" ? (
    <>
      {label} split out of {other} into this case
    </>
  ) : (
    <>
      {label} split into a case of its own: {other}
    </>
  );
}

type TaskDetail = {
  action?: string;
  dueAt?: string;
  /** A changed task: when it was due before, and which of its parts changed. */
  fromDueAt?: string;
  fields?: string[];
  ownerName?: string | null;
  text?: string;
  /** A call-back closed by logging the call that answered it. */
  byCall?: boolean;
};

function dueText(task: TaskDetail) {
  return task.dueAt ? `, due ${formatDateTime(task.dueAt)}` : "";
}

function callText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as { outcome?: CallOutcome; nextTask?: TaskDetail | null };
  const outcome = detail.outcome ? callOutcomeLabels[detail.outcome] : "";
  const next = detail.nextTask
    ? `\nNext task: ${detail.nextTask.text ?? ""}${dueText(detail.nextTask)}`
    : "";
  return `Call: ${outcome}${event.body ? `. ${event.body}` : ""}${next}`;
}

function taskText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as TaskDetail;
  if (detail.action === "done") {
    return `Task done${detail.byCall ? " (answered by a call)" : ""}: ${event.body ?? ""}`;
  }
  const owner = detail.ownerName ? ` for ${detail.ownerName}` : "";
  if (detail.action === "change") {
    const fields = detail.fields ?? [];
    if (fields.length === 1 && fields[0] === "due" && detail.fromDueAt && detail.dueAt) {
      return `Task moved from ${formatDateTime(detail.fromDueAt)} to ${formatDateTime(detail.dueAt)}: ${event.body ?? ""}`;
    }
    const given = fields.includes("owner")
      ? owner
        ? ` and given to ${detail.ownerName}`
        : ""
      : "";
    return `Task changed${given}${dueText(detail)}: ${event.body ?? ""}`;
  }
  return `Task set${owner}${dueText(detail)}: ${event.body ?? ""}`;
}

type MoneyDetail = {
  lender?: string;
  outcome?: SubmissionOutcome;
  amountOfferedPence?: number | null;
  fundedAmountPence?: number | null;
  fundedOn?: string | null;
  amountPence?: number;
  receivedOn?: string;
};

/** "Lender submission: Iwoca: offered", with the sums an outcome brought. */
function submissionText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as MoneyDetail;
  const sums =
    detail.outcome === "funded" && detail.fundedAmountPence != null
      ? ` (${formatPence(detail.fundedAmountPence)} on ${dayOrUnknown(detail.fundedOn)})`
      : detail.amountOfferedPence != null && detail.outcome !== "declined"
        ? ` (${formatPence(detail.amountOfferedPence)} offered)`
        : "";
  return `Lender submission: ${event.body ?? ""}${sums}`;
}

function removalText(event: TimelineEvent) {
  const detail = (event.detail ?? {}) as {
    what?: string;
    writtenBy?: string | null;
    writtenAt?: string;
    submission?: { lender?: string; outcome?: SubmissionOutcome; sentOn?: string };
  };
  if (detail.what === "note") {
    const by = detail.writtenBy ? ` by ${detail.writtenBy}` : "";
    const at = detail.writtenAt ? ` (${formatDateTime(detail.writtenAt)})` : "";
    return `Removed a note${by}${at}: “${event.body ?? ""}”`;
  }
  if (detail.what === "submission" && detail.submission) {
    const { lender, outcome, sentOn } = detail.submission;
    return `Removed the lender submission to ${lender ?? "?"} (sent ${dayOrUnknown(sentOn)}, ${
      outcome ? outcomeLabels[outcome] : "?"
    })`;
  }
  if (detail.what === "task") return `Removed a task: ${event.body ?? ""}`;
  if (detail.what === "commission payment") {
    const money = event.detail as MoneyDetail;
    return `Removed a commission payment from ${money.lender ?? "?"}: ${formatPence(money.amountPence)} (${dayOrUnknown(money.receivedOn)})`;
  }
  return `Removed: ${event.body ?? ""}`;
}

type TimelineLead = { kind: LeadKind; createdAt: When; source?: string | null };

type TimelineItem = { key: string; at: When; who: string; text: ReactNode; noteId?: string };

/** Everything that happened to a lead, newest first: its arrival, the brokers' work, its mail. */
function timelineItems(
  lead: TimelineLead,
  events: TimelineEvent[],
  emails: TimelineEmail[],
): TimelineItem[] {
  // A broker's own email shows once: as its event, with its delivery.
  const brokerEmails = new Set(
    events
      .filter((event) => event.type === "email")
      .map((event) => (event.detail as { outboxId?: string } | null)?.outboxId),
  );
  // A lead added by hand has its "created" event instead of a form's arrival.
  const received = manualSourceOf(lead.source ?? null)
    ? []
    : [
        {
          key: "received",
          at: lead.createdAt,
          who: "",
          text: `Received through the ${formNames[lead.kind]}`,
        },
      ];
  return [
    ...received,
    ...events.map((event) => ({
      key: `e-${event.id}`,
      at: event.createdAt,
      who: event.actorName ?? "",
      text: eventText(event, emails),
      noteId: event.type === "note" ? event.id : undefined,
    })),
    ...emails
      .filter((email) => !brokerEmails.has(email.id))
      .map((email) => ({
        key: `m-${email.id}`,
        at: email.sentAt ?? email.createdAt,
        who: "",
        text: `Email to ${mailAudience(email.topic)}: ${
          email.subject ? `“${email.subject}”` : mailKindName(email.topic)
        }. ${outboxStatusLabels[email.status]}${
          email.attempts > 1 ? ` after ${email.attempts} attempts` : ""
        }.`,
      })),
  ]
    .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
    .reverse();
}

function TimelineList({ items, removable }: { items: TimelineItem[]; removable: boolean }) {
  return (
    <ol className="mt-3 space-y-3">
      {items.map((item) => (
        <li key={item.key} className="border-l-4 border-brand-200 pl-3">
          <p className="text-sm text-muted">
            {formatDateTime(item.at)}
            {item.who ? `, ${item.who}` : ""}
          </p>
          <p className="break-words whitespace-pre-line text-ink">{item.text}</p>
          {removable && item.noteId ? (
            <RemoveForm intent="note-remove" idName="eventId" id={item.noteId} thing="note" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** How many of the newest entries the top of the case page shows. */
export const LATEST_ACTIVITY = 3;

/** The newest few entries of the timeline, for the top of the case page, and a way to the rest. */
export function LatestActivity({
  lead,
  events,
  emails,
}: {
  lead: TimelineLead;
  events: TimelineEvent[];
  emails: TimelineEmail[];
}) {
  const items = timelineItems(lead, events, emails);
  return (
    <Panel title="Latest activity">
      <TimelineList items={items.slice(0, LATEST_ACTIVITY)} removable={false} />
      {items.length > LATEST_ACTIVITY ? (
        <p className="mt-3">
          <a href="#panel-timeline" className="font-semibold text-brand-700 underline">
            The whole timeline ({items.length} entries)
          </a>
        </p>
      ) : null}
    </Panel>
  );
}

/** Everything that happened to a lead, newest first, each note with its "Remove". */
export function LeadTimeline({
  lead,
  events,
  emails,
  answer,
}: {
  lead: TimelineLead;
  events: TimelineEvent[];
  emails: TimelineEmail[];
  /** The answer to removing a note, said above the timeline (the note itself has gone). */
  answer?: AdminFormResult;
}) {
  return (
    <Panel title="Timeline">
      <FormAnswer answer={answer} />
      <TimelineList items={timelineItems(lead, events, emails)} removable />
    </Panel>
  );
}
