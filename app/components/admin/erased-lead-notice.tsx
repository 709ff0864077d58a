import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { DetailList } from "#app/components/admin/lead-details.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { formatPounds } from "#app/lib/money.ts";
import { sourceLabel } from "#app/schemas/admin-dashboard.ts";

/**
 * In place of what the visitor told us, on a lead whose personal details were erased at the
 * person's request: when, by whom and why, and until when the deal record (what the rest of
 * the page shows: submissions, commission, status history) is kept. See docs/decisions/0007.
 */
export function ErasedLeadNotice({
  erasedAt,
  erasedBy,
  reason,
  keptUntil,
  companyName,
  reference,
  loanAmount,
  source,
}: {
  erasedAt: Date | string;
  erasedBy: string | null;
  reason: string;
  keptUntil: Date | string;
  companyName: string | null;
  reference: string;
  loanAmount: number | null;
  source: string | null;
}) {
  return (
    <Panel title="Personal details erased">
      <div className="space-y-4">
        <p className="rounded-lg border-2 border-brand-700 bg-brand-50 p-3 text-ink">
          The person asked to be erased. Their contact details, answers, directors, documents,
          notes, calls, tasks and mail are gone; this lead is kept only as the record of a deal the
          firm must keep, until {formatLongDate(keptUntil)}, when the retention purge removes it.
          There is no one to contact on it.
        </p>
        <DetailList
          rows={[
            ["Erased", formatDateTime(erasedAt)],
            ["Erased by", erasedBy ?? "A user no longer on the system"],
            ["Reason", reason],
            ["Deal record kept until", formatLongDate(keptUntil)],
            ["Reference", reference],
            ["Company", companyName],
            ["Amount asked", formatPounds(loanAmount)],
            ["Came through", source ? sourceLabel(source) : null],
          ]}
        />
      </div>
    </Panel>
  );
}
