import { getCollectionProps, getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import {
  AdminTextAreaField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { AdminTable } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, leadKindLabel, statusLabels } from "#app/components/admin/labels.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { CheckboxField } from "#app/components/forms/choice-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { adminPaths } from "#app/paths.ts";
import { eraseConfirmation, eraseFormSchema } from "#app/schemas/admin-data-protection.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { plural } from "#app/schemas/admin.ts";
import type { LeadKind, LeadStatus } from "#app/schemas/value-lists.ts";

/** A lead found for the person, as the page lists it. */
export type FoundLead = {
  id: string;
  kind: LeadKind;
  source: string | null;
  status: LeadStatus;
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date | string;
  matchedBy: ("email" | "phone" | "director" | "person")[];
  /** It holds a deal the firm must keep: erasing it keeps the deal record, for a reason. */
  keptDeal: boolean;
  /** Others are in the case too: erasing takes only the person's part, and the case stays. */
  othersStay: boolean;
  /** Until when its deal record would be kept, were it erased now. */
  keptUntil: Date | string;
};

/** Introducers and panel lenders whose contact is the person, as the page lists them. */
export type FoundContacts = {
  introducers: { id: string; name: string; contactName: string | null }[];
  lenders: { id: string; name: string; contactName: string | null }[];
};

const matchLabels = {
  email: "Email",
  phone: "Phone",
  director: "A director",
  person: "One of its people",
} as const;

function leadName(lead: FoundLead): string {
  return lead.companyName || lead.fullName || lead.email || "Unnamed lead";
}

/**
 * Every lead found for the person, each with the contact's name, email and phone and what
 * matched, and a tick box to erase it: none is ticked to start with, since a shared phone
 * number or a director can match someone else's lead (docs/decisions/0007). Only the leads
 * ticked go, once ERASE is typed; one that holds a deal the firm must keep is anonymised
 * rather than deleted, and needs the reason for keeping its record, asked for in the same
 * step. Introducers' and lenders' contacts that are the person are ticked to be blanked.
 * Success is said above the page's panels, since this form goes with what it erased.
 */
export function ErasePersonForm({
  query,
  leads,
  contacts,
  drafts,
  busy,
  answer,
}: {
  query: { email?: string; phone?: string };
  leads: FoundLead[];
  contacts: FoundContacts;
  /** How many saved applications (Save and continue later) are the person's. */
  drafts: number;
  busy: boolean;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(eraseFormSchema),
    answer?.result,
    undefined,
    { id: "erase-person" },
  );
  const confirmError = errorOf("confirm", fields.confirm.errors);
  const reasonError = errorOf("reason", fields.reason.errors);
  const choices = getCollectionProps(fields.leadIds, {
    type: "checkbox",
    options: leads.map((lead) => lead.id),
    ariaAttributes: false,
  });
  const introducerChoices = getCollectionProps(fields.introducerIds, {
    type: "checkbox",
    options: contacts.introducers.map((row) => row.id),
    ariaAttributes: false,
  });
  const lenderChoices = getCollectionProps(fields.lenderIds, {
    type: "checkbox",
    options: contacts.lenders.map((row) => row.id),
    ariaAttributes: false,
  });
  const keptDeals = leads.filter((lead) => lead.keptDeal);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className="grid gap-4 rounded-xl border-2 border-danger-700 p-4"
    >
      <input type="hidden" name="intent" value="erase" />
      {query.email ? <input type="hidden" name="email" value={query.email} /> : null}
      {query.phone ? <input type="hidden" name="phone" value={query.phone} /> : null}
      <h3 className="text-lg font-bold text-ink">Erase this person</h3>
      <p>
        Tick each lead that is this person&apos;s: a shared phone number or a director can match
        someone else&apos;s lead. The leads ticked are deleted with their answers, notes, documents
        and notifications. This cannot be undone.
      </p>
      {keptDeals.length > 0 ? (
        <p>
          A lead marked &ldquo;Deal kept&rdquo; holds a deal the firm must keep (funded, or with
          commission). Erasing it removes every personal detail and keeps the deal record (company,
          amounts, lenders, commission) until its retention period ends, and needs a reason.
        </p>
      ) : null}
      {leads.length > 0 ? (
        <AdminTable
          label="Leads of this person"
          caption="Leads of this person, oldest first, each with a box to tick to erase it"
          minWidth="min-w-[60rem]"
          columns={["Erase", "Received", "Lead", "Name", "Email", "Phone", "Matched by", "Status"]}
          emptyText={null}
        >
          {leads.map((lead, index) => {
            const { key, ...choice } = choices[index]!;
            return (
              <tr key={key ?? lead.id} className="border-b border-line">
                <td className="px-4 py-3 align-top">
                  <input {...choice} className="size-5 cursor-pointer accent-danger-700" />
                  <label htmlFor={choice.id} className="sr-only">
                    Erase {leadName(lead)}
                    {lead.fullName && lead.companyName ? ` (${lead.fullName})` : ""}
                  </label>
                </td>
                <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
                  {formatDateTime(lead.createdAt)}
                </td>
                <td className="px-4 py-3 align-top text-sm">
                  <Link
                    to={adminPaths.lead(lead.id)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {leadName(lead)}
                  </Link>
                  <span className="block text-muted">{leadKindLabel(lead)}</span>
                </td>
                <td className="px-4 py-3 align-top text-sm">{lead.fullName ?? ""}</td>
                <td className="px-4 py-3 align-top text-sm break-all">{lead.email ?? ""}</td>
                <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
                  {lead.phone ?? ""}
                </td>
                <td className="px-4 py-3 align-top text-sm">
                  {lead.matchedBy.map((match) => matchLabels[match]).join(", ")}
                </td>
                <td className="px-4 py-3 align-top text-sm">
                  {statusLabels[lead.status]}
                  {lead.othersStay ? (
                    <span className="block font-semibold text-ink">
                      Others are in this case: only this person&apos;s details go
                    </span>
                  ) : lead.keptDeal ? (
                    <span className="block font-semibold text-ink">
                      Deal kept until {formatLongDate(lead.keptUntil)}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
      {drafts > 0 ? (
        <CheckboxField
          id="erase-saved-applications"
          name="savedApplications"
          value="erase"
          label={`Erase ${plural(drafts, "saved application")} (Save and continue later) for this person`}
        />
      ) : null}
      {contacts.introducers.length + contacts.lenders.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold text-ink">
            Also this person as a business&apos;s contact
          </legend>
          <p className="text-sm text-muted">
            Tick to blank the contact&apos;s name, email and phone; the introducer or lender and its
            history stay.
          </p>
          {contacts.introducers.map((row, index) => {
            const { key, ...choice } = introducerChoices[index]!;
            return (
              <label key={key ?? row.id} className="flex items-center gap-2">
                <input {...choice} className="size-5 cursor-pointer accent-danger-700" />
                Introducer {row.name}
                {row.contactName ? ` (${row.contactName})` : ""}
              </label>
            );
          })}
          {contacts.lenders.map((row, index) => {
            const { key, ...choice } = lenderChoices[index]!;
            return (
              <label key={key ?? row.id} className="flex items-center gap-2">
                <input {...choice} className="size-5 cursor-pointer accent-danger-700" />
                Lender {row.name}
                {row.contactName ? ` (${row.contactName})` : ""}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {keptDeals.length > 0 ? (
        <AdminTextAreaField
          field={fields.reason}
          label="Why the deal records are kept"
          hint={
            reasonError
              ? undefined
              : "Needed to erase a lead marked “Deal kept”. Do not name the person: it stays with the deal and in the audit log. For example: “Applicant’s request of 3 Nov; deal records kept for 6 years”."
          }
          rows={3}
          error={reasonError}
        />
      ) : null}
      <AdminTextField
        field={fields.confirm}
        label={`Type ${eraseConfirmation} to confirm`}
        hint={confirmError ? undefined : "In capitals, exactly as shown."}
        autoComplete="off"
        error={confirmError}
      />
      <FormAnswer
        answer={answer?.status === "success" ? undefined : answer}
        formErrors={form.errors}
      />
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          {leads.length > 0 ? "Erase the ticked leads" : "Erase what is ticked"}
        </Button>
      </div>
    </Form>
  );
}
