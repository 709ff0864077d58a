import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, statusLabels } from "#app/components/admin/labels.ts";
import { manualSourceLabels, outboxStatusLabels } from "#app/schemas/admin.ts";
import { manualSourceOf } from "#app/schemas/lead-contact.ts";
import { isApplicantMailTopic, type LeadKind, type LeadStatus } from "#app/schemas/value-lists.ts";

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
  status: string;
  attempts: number;
  sentAt: When | null;
  createdAt: When;
};

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
  const state = mail
    ? (outboxStatusLabels[mail.status as keyof typeof outboxStatusLabels] ?? mail.status)
    : "Removed";
  return `Email to the applicant (${state}): ${detail.subject ?? ""}\n${event.body ?? ""}`;
}

function eventText(event: TimelineEvent, emails: TimelineEmail[]) {
  switch (event.type) {
    case "email":
      return emailText(event, emails);
    case "created": {
      const source = (event.detail as { source?: string } | null)?.source;
      const how = manualSourceLabels[source as keyof typeof manualSourceLabels];
      return `Added by hand${how ? ` (${how})` : ""}${event.body ? `. Note: ${event.body}` : ""}`;
    }
    case "details": {
      const fields = (event.detail as { fields?: string[] } | null)?.fields ?? [];
      return `Details edited${fields.length ? `: ${fields.join(", ")}` : ""}`;
    }
    case "status":
      return `Status: ${event.fromStatus ? statusLabels[event.fromStatus] : "?"} → ${
        event.toStatus ? statusLabels[event.toStatus] : "?"
      }${event.body ? `. Reason: ${event.body}` : ""}`;
    case "assignment": {
      const name = (event.detail as { name?: string | null } | null)?.name;
      return name ? `Assigned to ${name}` : "Unassigned";
    }
    case "note":
      return `Note: ${event.body ?? ""}`;
    case "submission":
      return `Lender submission: ${event.body ?? ""}`;
    default:
      return event.body ?? event.type;
  }
}

/** Everything that happened to a lead, oldest first: its arrival, the brokers' work, its mail. */
export function LeadTimeline({
  lead,
  events,
  emails,
}: {
  lead: { kind: LeadKind; createdAt: When; source?: string | null };
  events: TimelineEvent[];
  emails: TimelineEmail[];
}) {
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
  const timeline = [
    ...received,
    ...events.map((event) => ({
      key: `e-${event.id}`,
      at: event.createdAt,
      who: event.actorName ?? "",
      text: eventText(event, emails),
    })),
    ...emails
      .filter((email) => !brokerEmails.has(email.id))
      .map((email) => ({
        key: `m-${email.id}`,
        at: email.sentAt ?? email.createdAt,
        who: "",
        text: `Email to the ${isApplicantMailTopic(email.topic) ? "applicant" : "brokers"} (${email.topic}): ${email.status}${
          email.attempts > 1 ? `, ${email.attempts} attempts` : ""
        }`,
      })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());

  return (
    <Panel title="Timeline">
      <ol className="space-y-3">
        {timeline.map((item) => (
          <li key={item.key} className="border-l-4 border-brand-200 pl-3">
            <p className="text-sm text-muted">
              {formatDateTime(item.at)}
              {item.who ? `, ${item.who}` : ""}
            </p>
            <p className="break-words whitespace-pre-line text-ink">{item.text}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
