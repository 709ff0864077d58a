import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import { FormNotice, LabelledOptions } from "#app/components/admin/admin-shell.tsx";
import { caseName, statusLabels } from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Textarea } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatPounds } from "#app/lib/money.ts";
import { formatCount } from "#app/lib/numbers.ts";
import { adminPaths } from "#app/paths.ts";
import { statusesNeedingReason, withdrawalReasonLabels } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { CLOSED_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";

/** A case as a card of the board. */
export type BoardCard = {
  id: string;
  reference: string;
  status: LeadStatus;
  version: number;
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  erasedAt: Date | string | null;
  loanAmount: number | null;
  assignedName: string | null;
  daysInStage: number;
};

export type BoardColumn = { status: LeadStatus; count: number; amount: number; cards: BoardCard[] };

const closed: readonly LeadStatus[] = CLOSED_STATUSES;

/** A select that fits a card: the back office's, a little smaller. */
const compactSelect =
  "block min-h-11 w-full rounded-lg border-2 border-muted/70 bg-white px-2 py-1 text-sm text-ink hover:border-muted";

function daysText(days: number): string {
  if (days === 0) return "Moved to this stage today";
  return `${formatCount(days)} ${days === 1 ? "day" : "days"} in this stage`;
}

function casesText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "case" : "cases"}`;
}

const moveFormId = (id: string) => `move-${id}`;

type SentValues = Partial<Record<"status" | "reason" | "withdrawal" | "duplicateOf", string>>;

/**
 * One case on the board: who, how much, whose and how long in its stage, and its "Move to"
 * form: the case page's status save against the version shown, asking the reason a stage needs.
 * Without scripts it posts to the board; with them it saves in place, and a dragged card is
 * moved by the same form.
 */
function Card({
  card,
  answer: pageAnswer,
  onAnswer,
  refocusRef,
}: {
  card: BoardCard;
  /**
   * The last answer to this card's form: sent without scripts (the page's), or with them (kept
   * by the board, as the card moves between columns while it is saved).
   */
  answer: AdminFormResult | undefined;
  onAnswer: (id: string, answer: AdminFormResult, message: string) => void;
  refocusRef: React.RefObject<string | null>;
}) {
  const fetcher = useFetcher<AdminFormResult>({ key: moveFormId(card.id) });
  const answer = fetcher.data ?? pageAnswer;
  const name = caseName(card);
  const cardRef = useRef<HTMLElement>(null);
  const said = useRef<AdminFormResult | undefined>(undefined);
  const refused = answer?.status === "error" ? answer : undefined;
  const sent = (refused?.result?.initialValue ?? {}) as SentValues;
  const errors = refused?.result?.error ?? {};
  const needsMore = Boolean(errors.reason || errors.withdrawal || errors.duplicateOf);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || said.current === fetcher.data) return;
    said.current = fetcher.data;
    const { message } = fetcher.data;
    onAnswer(
      card.id,
      fetcher.data,
      fetcher.data.status === "success"
        ? `${name}: moved to ${statusLabels[card.status]}.`
        : `${name}: ${message ?? "not moved. Check the form on its card."}`,
    );
    if (refocusRef.current === card.id) {
      refocusRef.current = null;
      cardRef.current?.focus();
    }
  });

  function keepFocus(event: FormEvent<HTMLFormElement>) {
    if (event.currentTarget.contains(document.activeElement)) refocusRef.current = card.id;
  }

  const id = card.id;
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={`card-${id}`}
      data-card={id}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className={cn(
        "rounded-xl border border-line bg-white p-3 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-brand-500",
        fetcher.state !== "idle" && "opacity-70",
      )}
    >
      <h3 id={`card-${id}`} className="font-semibold wrap-anywhere">
        <Link
          to={adminPaths.lead(id)}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          <span className="block text-sm font-normal text-muted">{card.reference}</span>
          {name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink">{formatPounds(card.loanAmount) || "No amount"}</p>
      <p className="text-sm text-muted">{card.assignedName ?? "Unassigned"}</p>
      <p className="text-sm text-muted">{daysText(card.daysInStage)}</p>
      <fetcher.Form
        method="post"
        id={moveFormId(id)}
        key={`${id}:${card.version}:${card.status}`}
        onSubmit={keepFocus}
        className="mt-2 space-y-2"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="lead" value={id} />
        <input type="hidden" name="version" value={card.version} />
        <label htmlFor={`move-to-${id}`} className="block text-sm font-semibold text-ink">
          Move to<span className="sr-only"> (stage of {name})</span>
        </label>
        <div className="flex gap-2">
          <select
            id={`move-to-${id}`}
            name="status"
            defaultValue={sent.status ?? card.status}
            className={compactSelect}
          >
            <LabelledOptions labels={statusLabels} />
          </select>
          <Button type="submit" size="sm" variant="outline">
            Move<span className="sr-only"> {name}</span>
          </Button>
        </div>
        <details open={needsMore} className="text-sm" data-reason>
          <summary className="cursor-pointer font-semibold text-brand-700">
            Reason (to decline or withdraw)
          </summary>
          <div className="mt-2 space-y-2">
            <ReasonFields id={id} sent={sent} errors={errors} />
          </div>
        </details>
        {refused?.message ? <FormNotice kind="error">{refused.message}</FormNotice> : null}
      </fetcher.Form>
    </article>
  );
}

/** What declining or withdrawing asks, as the case page's status form asks it. */
function ReasonFields({
  id,
  sent,
  errors,
}: {
  id: string;
  sent: SentValues;
  errors: Record<string, string[] | null>;
}) {
  const fields = [
    { name: "reason", label: "Reason (required to decline)" },
    { name: "withdrawal", label: "Why it is withdrawn" },
    { name: "duplicateOf", label: "Reference of the case it duplicates" },
  ] as const;
  return fields.map((field) => {
    const fieldId = `${field.name}-${id}`;
    const error = errors[field.name]?.[0];
    const common = {
      id: fieldId,
      name: field.name,
      defaultValue: sent[field.name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${fieldId}-error` : undefined,
    };
    return (
      <div key={field.name}>
        <label htmlFor={fieldId} className="block font-semibold text-ink">
          {field.label}
        </label>
        {field.name === "reason" ? (
          <Textarea {...common} rows={2} />
        ) : field.name === "withdrawal" ? (
          <select {...common} className={compactSelect}>
            <option value="">Not withdrawn</option>
            <LabelledOptions labels={withdrawalReasonLabels} />
          </select>
        ) : (
          <Input {...common} autoComplete="off" />
        )}
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1 font-semibold text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  });
}

/** Where "and N more" goes: the inbox filtered by the stage and the board's broker. */
function inboxHref(status: LeadStatus, assigned: string, me: string) {
  const query = new URLSearchParams({ status });
  if (assigned !== "all") query.set("assigned", assigned === me ? "me" : assigned);
  return `${adminPaths.inbox}?${query}`;
}

/**
 * Moves a card dropped on a stage with its own form: the stage chosen, then sent, or, when the
 * stage needs a reason, the form opened at it for the broker to answer first.
 */
function moveByForm(id: string, status: LeadStatus): string | null {
  const form = document.getElementById(moveFormId(id));
  if (!(form instanceof HTMLFormElement)) return null;
  const select = form.elements.namedItem("status");
  if (!(select instanceof HTMLSelectElement) || select.value === status) return null;
  select.value = status;
  if (statusesNeedingReason.includes(status)) {
    const details = form.querySelector("details");
    if (details) details.open = true;
    const field = form.querySelector<HTMLElement>(
      status === "withdrawn" ? "select[name=withdrawal]" : "textarea[name=reason]",
    );
    field?.focus();
    return `${statusLabels[status]} needs a reason: answer on the card, then press Move.`;
  }
  form.requestSubmit();
  return null;
}

/**
 * The pipeline board: a column per stage, the open stages first and the closed ones folded
 * away, each with its count and total and its first cards. A card moves by its "Move to" form
 * (keyboard and without scripts) or by dragging it to another column; a move being saved shows
 * in its new column at once, and goes back if it is refused.
 */
export function PipelineBoard({
  columns,
  assigned,
  me,
  answer,
}: {
  columns: BoardColumn[];
  /** Whose cases the board shows: a broker's id, "none" or "all". */
  assigned: string;
  me: string;
  answer: AdminFormResult | undefined;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [answers, setAnswers] = useState<Record<string, AdminFormResult>>({});
  function answered(id: string, cardAnswer: AdminFormResult, message: string) {
    setAnswers((before) => ({ ...before, [id]: cardAnswer }));
    setAnnouncement(message);
  }
  const [over, setOver] = useState<LeadStatus | null>(null);
  const refocusRef = useRef<string | null>(null);
  const moving = new Map<string, LeadStatus>();
  for (const fetcher of useFetchers()) {
    const lead = fetcher.formData?.get("lead");
    const status = fetcher.formData?.get("status") as LeadStatus | null;
    if (typeof lead === "string" && status && status in statusLabels) moving.set(lead, status);
  }
  const cards = columns.flatMap((column) => column.cards);
  const cardsOf = (status: LeadStatus) =>
    cards.filter((card) => (moving.get(card.id) ?? card.status) === status);

  function drop(event: DragEvent<HTMLElement>, status: LeadStatus) {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData("text/plain");
    if (!id) return;
    const said = moveByForm(id, status);
    if (said) setAnnouncement(said);
  }

  const column = (stage: BoardColumn) => {
    const shown = cardsOf(stage.status);
    const more = stage.count - stage.cards.length;
    const list = (
      <ul className="space-y-3" aria-label={`Cases in ${statusLabels[stage.status]}`}>
        {shown.map((card) => (
          <li key={card.id}>
            <Card
              card={card}
              answer={answers[card.id] ?? (answer?.id === card.id ? answer : undefined)}
              onAnswer={answered}
              refocusRef={refocusRef}
            />
          </li>
        ))}
      </ul>
    );
    return (
      <section
        key={stage.status}
        aria-labelledby={`stage-${stage.status}`}
        data-stage={stage.status}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(stage.status);
        }}
        onDragLeave={() => setOver(null)}
        onDrop={(event) => drop(event, stage.status)}
        className={cn(
          "rounded-2xl border-2 bg-brand-50/60 p-3",
          over === stage.status ? "border-brand-700" : "border-transparent",
        )}
      >
        <h2 id={`stage-${stage.status}`} className="text-lg font-bold text-ink">
          {statusLabels[stage.status]}
        </h2>
        <p className="mb-3 text-sm text-ink" data-totals>
          {casesText(stage.count)}, {formatPounds(stage.amount)}
        </p>
        {closed.includes(stage.status) ? (
          <details>
            <summary className="cursor-pointer font-semibold text-brand-700">
              Show the cases<span className="sr-only"> in {statusLabels[stage.status]}</span>
            </summary>
            <div className="mt-3">{list}</div>
          </details>
        ) : (
          list
        )}
        {shown.length === 0 && !closed.includes(stage.status) ? (
          <p className="text-sm text-muted">No cases in this stage.</p>
        ) : null}
        {more > 0 ? (
          <p className="mt-3 text-sm">
            <Link
              to={inboxHref(stage.status, assigned, me)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              and {formatCount(more)} more
              <span className="sr-only"> in {statusLabels[stage.status]}, in the inbox</span>
            </Link>
          </p>
        ) : null}
      </section>
    );
  };

  return (
    <>
      <p role="status" aria-live="polite" className="mb-4 min-h-6 font-semibold text-ink">
        {announcement}
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        {columns.filter((stage) => !closed.includes(stage.status)).map(column)}
      </div>
      <p className="mt-8 mb-3 text-xl font-bold text-ink">Closed stages</p>
      <div className="grid gap-4 md:grid-cols-3">
        {columns.filter((stage) => closed.includes(stage.status)).map(column)}
      </div>
    </>
  );
}
