import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, statusLabels } from "#app/components/admin/labels.ts";
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

function eventText(event: TimelineEvent) {
  switch (event.type) {
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
  lead: { kind: LeadKind; createdAt: When };
  events: TimelineEvent[];
  emails: TimelineEmail[];
}) {
  const timeline = [
    {
      key: "received",
      at: lead.createdAt,
      who: "",
      text: `Received through the ${formNames[lead.kind]}`,
    },
    ...events.map((event) => ({
      key: `e-${event.id}`,
      at: event.createdAt,
      who: event.actorName ?? "",
      text: eventText(event),
    })),
    ...emails.map((email) => ({
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
