import { AlertTriangle, FileText, UserX } from "lucide-react";
import { isUuid } from "#app/schemas/fields.ts";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-lead";
import {
  FormNotice,
  LabelledOptions,
  Panel,
  selectClass,
} from "#app/components/admin/admin-shell.tsx";
import {
  formatDateTime,
  kindLabels,
  penceToInput,
  statusLabels,
} from "#app/components/admin/labels.ts";
import { formatPence } from "#app/lib/money.ts";
import { LeadAnswers } from "#app/components/admin/lead-details.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError, FieldLabel, Input, Textarea } from "#app/components/ui/field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import type { LeadStatus, SubmissionOutcome } from "#app/server/db/schema.ts";
import {
  categoryLabels,
  categoryOptions,
  outcomeLabels,
  statusesNeedingReason,
} from "#app/schemas/admin.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, readForm } from "#app/server/admin/http.server.ts";
import { overdueCutoff } from "#app/server/admin/inbox.server.ts";
import {
  addNote,
  assignLead,
  changeStatus,
  getLead,
  noteSchema,
  saveSubmission,
  statusChangeSchema,
  submissionSchema,
} from "#app/server/admin/lead.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Lead"} | Back office` },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => data("No such lead.", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  if (!isUuid(params.leadId)) throw notFound();
  const { db } = context.get(servicesContext);
  const [detail, brokers] = await Promise.all([
    getLead(db, params.leadId),
    listAssignableUsers(db),
  ]);
  if (!detail) throw notFound();
  const { lead } = detail;
  const overdue = lead.status === "new" && lead.updatedAt < overdueCutoff(new Date());
  return {
    ...detail,
    brokers,
    overdue,
    title: lead.companyName || lead.fullName || lead.email || "Lead",
  };
}

const formNames = {
  enquiry: "quick quote form",
  application: "application form",
  referral: "referral partner form",
  contact: "contact form",
} as const;

type Errors = Record<string, string | undefined>;
type ActionResult = { intent: string; ok: boolean; message?: string; errors?: Errors; id?: string };

function issuesOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!isUuid(params.leadId)) throw notFound();
  const leadId = params.leadId;
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const actor = { userId: user.id, ip: clientIp(context) };
  const intent = form.intent ?? "";
  const fail = (errors: Errors, status = 400) =>
    data<ActionResult>({ intent, ok: false, errors }, { status });

  if (intent === "status") {
    const parsed = statusChangeSchema.safeParse({
      status: form.status,
      reason: form.reason || undefined,
    });
    if (!parsed.success) return fail(issuesOf(parsed.error.issues));
    if (!(await changeStatus(db, leadId, parsed.data, actor))) throw notFound();
    return data<ActionResult>({ intent, ok: true, message: "Status saved." });
  }
  if (intent === "assign") {
    const assignee = form.assignee === "" ? null : (form.assignee ?? null);
    if (assignee !== null && !isUuid(assignee)) return fail({ assignee: "Choose a broker." });
    const result = await assignLead(db, leadId, assignee, actor);
    if (result === "no-lead") throw notFound();
    if (result === "no-user") return fail({ assignee: "Choose an active broker." });
    return data<ActionResult>({ intent, ok: true, message: "Assignment saved." });
  }
  if (intent === "note") {
    const parsed = noteSchema.safeParse({ note: form.note ?? "" });
    if (!parsed.success) return fail(issuesOf(parsed.error.issues));
    if (!(await addNote(db, leadId, parsed.data.note, actor))) throw notFound();
    return data<ActionResult>({ intent, ok: true, message: "Note added." });
  }
  if (intent === "submission") {
    const submissionId = form.submissionId || null;
    if (submissionId !== null && !isUuid(submissionId)) throw notFound();
    const parsed = submissionSchema.safeParse(form);
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, ok: false, id: submissionId ?? "new", errors: issuesOf(parsed.error.issues) },
        { status: 400 },
      );
    }
    if (!(await saveSubmission(db, leadId, submissionId, parsed.data, actor))) throw notFound();
    return data<ActionResult>({
      intent,
      ok: true,
      id: submissionId ?? "new",
      message: submissionId ? "Submission updated." : "Submission recorded.",
    });
  }
  return fail({ form: "Unknown action." });
}

function Notice({ result, intent, id }: { result?: ActionResult; intent: string; id?: string }) {
  if (!result || result.intent !== intent || (id !== undefined && result.id !== id)) return null;
  if (result.ok) return <FormNotice kind="ok">{result.message}</FormNotice>;
  if (result.errors?.form) return <FormNotice kind="error">{result.errors.form}</FormNotice>;
  return null;
}

function errorOf(result: ActionResult | undefined, intent: string, field: string, id?: string) {
  if (!result || result.intent !== intent || result.ok) return undefined;
  if (id !== undefined && result.id !== id) return undefined;
  return result.errors?.[field];
}

type Submission = {
  id: string;
  lender: string;
  sentOn: string;
  outcome: SubmissionOutcome;
  amountOfferedPence: number | null;
  commissionExpectedPence: number | null;
  commissionReceivedPence: number | null;
};

function SubmissionFields({
  prefix,
  submission,
  result,
}: {
  prefix: string;
  submission?: Submission;
  result?: ActionResult;
}) {
  const key = submission?.id ?? "new";
  const field = (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    "aria-invalid": errorOf(result, "submission", name, key) ? true : undefined,
    "aria-describedby": errorOf(result, "submission", name, key)
      ? `${prefix}-${name}-error`
      : undefined,
  });
  const message = (name: string) => (
    <FieldError id={`${prefix}-${name}-error`}>
      {errorOf(result, "submission", name, key)}
    </FieldError>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field>
        <FieldLabel htmlFor={`${prefix}-lender`}>Lender</FieldLabel>
        <Input {...field("lender")} defaultValue={submission?.lender} required />
        {message("lender")}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${prefix}-sentOn`}>Date sent</FieldLabel>
        <Input {...field("sentOn")} type="date" defaultValue={submission?.sentOn} required />
        {message("sentOn")}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${prefix}-outcome`}>Outcome</FieldLabel>
        <select
          {...field("outcome")}
          defaultValue={submission?.outcome ?? "pending"}
          className={selectClass}
        >
          <LabelledOptions labels={outcomeLabels} />
        </select>
        {message("outcome")}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${prefix}-amountOffered`} optional>
          Amount offered (£)
        </FieldLabel>
        <Input
          {...field("amountOffered")}
          inputMode="decimal"
          defaultValue={penceToInput(submission?.amountOfferedPence)}
        />
        {message("amountOffered")}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${prefix}-commissionExpected`} optional>
          Commission expected (£)
        </FieldLabel>
        <Input
          {...field("commissionExpected")}
          inputMode="decimal"
          defaultValue={penceToInput(submission?.commissionExpectedPence)}
        />
        {message("commissionExpected")}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${prefix}-commissionReceived`} optional>
          Commission received (£)
        </FieldLabel>
        <Input
          {...field("commissionReceived")}
          inputMode="decimal"
          defaultValue={penceToInput(submission?.commissionReceivedPence)}
        />
        {message("commissionReceived")}
      </Field>
    </div>
  );
}

function eventText(event: {
  type: string;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  body: string | null;
  detail: unknown;
}) {
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

export default function AdminLead() {
  const detail = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { lead, brokers, related, events, emails, submissions, documents } = detail;

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
      text: `Email to the brokers (${email.topic}): ${email.status}${
        email.attempts > 1 ? `, ${email.attempts} attempts` : ""
      }`,
    })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());

  return (
    <>
      <p className="mb-2">
        <Link to={adminPaths.inbox} className="font-semibold text-brand-700">
          Back to the inbox
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{detail.title}</h1>
          <p className="mt-1 text-muted">
            {kindLabels[lead.kind]}, received {formatDateTime(lead.createdAt)}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Lead state">
          <li className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            Status: {statusLabels[lead.status]}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            {lead.assignedName ? (
              <>Assigned to {lead.assignedName}</>
            ) : (
              <>
                <UserX className="size-4" aria-hidden="true" />
                Unassigned
              </>
            )}
          </li>
          {detail.overdue ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-3 py-1 font-semibold text-danger-700">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Overdue
            </li>
          ) : null}
        </ul>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Panel title="What they told us">
            <LeadAnswers
              enquiry={detail.enquiry}
              application={detail.application}
              referral={detail.referral}
              contact={detail.contact}
              source={lead.source}
              createdAt={lead.createdAt}
            />
          </Panel>

          <Panel title="Related leads">
            {related.length === 0 ? (
              <p className="text-muted">No other lead has this email address or phone number.</p>
            ) : (
              <ul className="space-y-2">
                {related.map((other) => (
                  <li key={other.id}>
                    <Link to={adminPaths.lead(other.id)} className="font-semibold text-brand-700">
                      {kindLabels[other.kind]} of {formatDateTime(other.createdAt)}
                    </Link>{" "}
                    <span className="text-muted">
                      ({statusLabels[other.status]}
                      {other.companyName ? `, ${other.companyName}` : ""})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          {detail.application ? (
            <Panel title="Documents">
              {documents.length === 0 ? (
                <p className="text-muted">No documents uploaded yet.</p>
              ) : (
                <div className="space-y-4">
                  {categoryOptions.map((category) => {
                    const inCategory = documents.filter((doc) => doc.category === category);
                    if (!inCategory.length) return null;
                    return (
                      <div key={category}>
                        <h3 className="font-semibold text-ink">{categoryLabels[category]}</h3>
                        <ul className="mt-2 space-y-1">
                          {inCategory.map((doc) => (
                            <li key={doc.id} className="flex items-center gap-2">
                              <FileText className="size-4 text-muted" aria-hidden="true" />
                              <a
                                href={adminPaths.document(doc.id)}
                                download
                                className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
                              >
                                {doc.fileName}
                                <span className="sr-only"> (download)</span>
                              </a>
                              <span className="text-sm text-muted">
                                ({Math.ceil(doc.sizeBytes / 1024)} KB,{" "}
                                {formatDateTime(doc.createdAt)})
                              </span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    );
                  })}
                </div>
              )}
            </Panel>
          ) : null}

          <Panel title="Lender submissions">
            {submissions.length ? (
              <ul className="mb-6 space-y-4">
                {submissions.map((submission) => (
                  <li key={submission.id} className="rounded-xl border border-line p-4">
                    <p className="font-semibold text-ink">
                      {submission.lender}: {outcomeLabels[submission.outcome]}
                    </p>
                    <p className="text-sm text-muted">
                      Sent {submission.sentOn}
                      {submission.amountOfferedPence !== null
                        ? `; offered ${formatPence(submission.amountOfferedPence)}`
                        : ""}
                      {submission.commissionExpectedPence !== null
                        ? `; commission expected ${formatPence(submission.commissionExpectedPence)}`
                        : ""}
                      {submission.commissionReceivedPence !== null
                        ? `; received ${formatPence(submission.commissionReceivedPence)}`
                        : ""}
                    </p>
                    <Notice result={result} intent="submission" id={submission.id} />
                    <details className="mt-3">
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        Edit {submission.lender}
                      </summary>
                      <Form method="post" className="mt-4 space-y-4">
                        <input type="hidden" name="intent" value="submission" />
                        <input type="hidden" name="submissionId" value={submission.id} />
                        <SubmissionFields
                          prefix={`s-${submission.id}`}
                          submission={submission}
                          result={result}
                        />
                        <Button type="submit" size="sm">
                          Save {submission.lender}
                        </Button>
                      </Form>
                    </details>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-4 text-muted">Not sent to any lender yet.</p>
            )}
            <h3 className="mb-3 text-lg font-semibold text-ink">Record a submission</h3>
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="submission" />
              <SubmissionFields prefix="new-submission" result={result} />
              <Notice result={result} intent="submission" id="new" />
              <Button type="submit">Record submission</Button>
            </Form>
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel title="Pipeline">
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="status" />
              <Field>
                <FieldLabel htmlFor="status">Status</FieldLabel>
                <select
                  id="status"
                  name="status"
                  defaultValue={lead.status}
                  className={selectClass}
                >
                  <LabelledOptions labels={statusLabels} />
                </select>
              </Field>
              <Field>
                <FieldLabel htmlFor="reason">
                  Reason{" "}
                  <span className="font-normal text-muted">
                    (required for{" "}
                    {statusesNeedingReason.map((s) => statusLabels[s].toLowerCase()).join(" or ")})
                  </span>
                </FieldLabel>
                <Textarea
                  id="reason"
                  name="reason"
                  aria-invalid={errorOf(result, "status", "reason") ? true : undefined}
                  aria-describedby={
                    errorOf(result, "status", "reason") ? "reason-error" : undefined
                  }
                />
                <FieldError id="reason-error">{errorOf(result, "status", "reason")}</FieldError>
              </Field>
              <Notice result={result} intent="status" />
              <Button type="submit">Save status</Button>
            </Form>
          </Panel>

          <Panel title="Assignment">
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="assign" />
              <Field>
                <FieldLabel htmlFor="assignee">Broker</FieldLabel>
                <select
                  id="assignee"
                  name="assignee"
                  defaultValue={lead.assignedUserId ?? ""}
                  className={selectClass}
                  aria-invalid={errorOf(result, "assign", "assignee") ? true : undefined}
                  aria-describedby={
                    errorOf(result, "assign", "assignee") ? "assignee-error" : undefined
                  }
                >
                  <option value="">Nobody (unassigned)</option>
                  {brokers.map((broker) => (
                    <option key={broker.id} value={broker.id}>
                      {broker.name}
                    </option>
                  ))}
                </select>
                <FieldError id="assignee-error">{errorOf(result, "assign", "assignee")}</FieldError>
              </Field>
              <Notice result={result} intent="assign" />
              <Button type="submit">Save assignment</Button>
            </Form>
          </Panel>

          <Panel title="Add a note">
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="note" />
              <Field>
                <FieldLabel htmlFor="note">Note</FieldLabel>
                <Textarea
                  id="note"
                  name="note"
                  aria-invalid={errorOf(result, "note", "note") ? true : undefined}
                  aria-describedby={errorOf(result, "note", "note") ? "note-error" : undefined}
                />
                <FieldError id="note-error">{errorOf(result, "note", "note")}</FieldError>
              </Field>
              <Notice result={result} intent="note" />
              <Button type="submit">Add note</Button>
            </Form>
          </Panel>

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
        </div>
      </div>
    </>
  );
}
