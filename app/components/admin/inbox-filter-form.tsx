import { Form, Link } from "react-router";
import { LabelledOptions, selectClass } from "#app/components/admin/admin-shell.tsx";
import { kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Field, FieldHint, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { DayRangeFields } from "#app/components/admin/day-range-fields.tsx";
import { adminPaths } from "#app/paths.ts";
import { formatCount } from "#app/lib/numbers.ts";
import { INBOX_SORTS, sortLabels, type InboxFilters } from "#app/schemas/admin-inbox.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";

/** A capped count as the inbox shows it: "12", or "1,000+" past the cap. */
export function countText(count: number, cap: number): string {
  return count > cap ? `${formatCount(cap)}+` : formatCount(count);
}

/**
 * The inbox's filters: a GET form, so the filters live in the URL (links, bookmarks, saved
 * views and "Back to the inbox" keep them) and it works before JavaScript loads. Statuses are
 * tick boxes, any number at once, each with how many leads it holds under the other filters.
 */
export function InboxFilterForm({
  filters,
  brokers,
  counts,
  countCap,
}: {
  filters: InboxFilters;
  brokers: { id: string; name: string }[];
  counts: Record<LeadStatus, number>;
  countCap: number;
}) {
  // Keyed by the filters, so going to another view shows that view's choices.
  const formKey = JSON.stringify(filters);
  return (
    <Form
      key={formKey}
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mb-6 grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
    >
      <Field className="sm:col-span-2 lg:col-span-2">
        <FieldLabel htmlFor="q">Search</FieldLabel>
        <Input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder="Name, company, email or phone"
          aria-describedby="q-hint"
        />
        <FieldHint id="q-hint">
          Any part of a name, company, email or phone number. One or two letters find whole words
          only, such as Ng.
        </FieldHint>
      </Field>
      <Field>
        <FieldLabel htmlFor="kind">Type</FieldLabel>
        <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={selectClass}>
          <option value="">All types</option>
          <LabelledOptions labels={kindLabels} />
        </select>
      </Field>
      <Field>
        <FieldLabel htmlFor="assigned">Assigned to</FieldLabel>
        <select
          id="assigned"
          name="assigned"
          defaultValue={filters.assigned ?? ""}
          className={selectClass}
        >
          <option value="">Anyone</option>
          <option value="none">Unassigned</option>
          {brokers.map((broker) => (
            <option key={broker.id} value={broker.id}>
              {broker.name}
            </option>
          ))}
        </select>
      </Field>
      <DayRangeFields
        idPrefix="inbox"
        labels={{ from: "Received from", to: "Received to" }}
        from={filters.from}
        to={filters.to}
      />
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="text-base font-semibold text-ink">
          Status{" "}
          <span className="font-normal text-muted">(leads in each, under these filters)</span>
        </legend>
        <ul className="mt-2 flex flex-wrap gap-2">
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line px-3 py-1 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={filters.status?.includes(status) ?? false}
                  className="size-5 accent-brand-700"
                />
                <span className="font-semibold">{statusLabels[status]}</span>{" "}
                <span className="rounded-full bg-brand-100 px-2 text-sm text-brand-900">
                  {countText(counts[status], countCap)}
                  <span className="sr-only">{counts[status] === 1 ? " lead" : " leads"}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field className="lg:col-span-2">
        <FieldLabel htmlFor="sort">Sort by</FieldLabel>
        <select
          id="sort"
          name="sort"
          defaultValue={filters.sort ?? "received"}
          className={selectClass}
        >
          {INBOX_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-6">
        <Button type="submit">Apply filters</Button>
        <Link to={adminPaths.inbox} className={buttonVariants({ variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
