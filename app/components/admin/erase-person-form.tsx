import { getCollectionProps, getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminTable } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { CheckboxField } from "#app/components/forms/fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
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
  status: LeadStatus;
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date | string;
  matchedBy: ("email" | "phone" | "director")[];
};

const matchLabels = { email: "Email", phone: "Phone", director: "A director" } as const;

function leadName(lead: FoundLead): string {
  return lead.companyName || lead.fullName || lead.email || "Unnamed lead";
}

/**
 * Every lead found for the person, each with the contact's name, email and phone and what
 * matched, and a tick box to erase it: none is ticked to start with, since a shared phone
 * number or a director can match someone else's lead (docs/decisions/0007). Only the leads
 * ticked go, once ERASE is typed; a funded one is asked about again by name (the action's
 * `fundedToConfirm`). Success is said above the page's panels, since this form goes with what
 * it erased.
 */
export function ErasePersonForm({
  query,
  leads,
  drafts,
  fundedYears,
  busy,
  answer,
}: {
  query: { email?: string; phone?: string };
  leads: FoundLead[];
  /** How many saved applications (Save and continue later) are the person's. */
  drafts: number;
  fundedYears: number;
  busy: boolean;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    eraseFormSchema,
    answer?.result,
    undefined,
    { id: "erase-person" },
  );
  const confirmError = errorOf("confirm", fields.confirm.errors);
  const choices = getCollectionProps(fields.leadIds, {
    type: "checkbox",
    options: leads.map((lead) => lead.id),
    ariaAttributes: false,
  });
  const fundedToConfirm = answer?.ok ? undefined : answer?.fundedToConfirm;
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
                  <span className="block text-muted">{kindLabels[lead.kind]}</span>
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
                  {lead.status === "funded" ? (
                    <span className="block text-muted">Kept {fundedYears} years</span>
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
      {fundedToConfirm?.length ? (
        <fieldset className="grid gap-2 rounded-lg border-2 border-danger-700 bg-danger-50 p-3">
          <legend className="px-1 font-semibold text-danger-700">
            Funded leads: confirm each by name
          </legend>
          {fundedToConfirm.map((lead) => (
            <CheckboxField
              key={lead.id}
              id={`confirm-funded-${lead.id}`}
              name="confirmFunded"
              value={lead.id}
              label={`Erase the funded lead ${lead.label}, although the retention rules keep it`}
            />
          ))}
        </fieldset>
      ) : null}
      <AdminTextField
        field={fields.confirm}
        label={`Type ${eraseConfirmation} to confirm`}
        hint={confirmError ? undefined : "In capitals, exactly as shown."}
        autoComplete="off"
        error={confirmError}
      />
      <FormAnswer answer={answer?.ok ? undefined : answer} formErrors={form.errors} />
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          {leads.length > 0 ? "Erase the ticked leads" : "Erase what is ticked"}
        </Button>
      </div>
    </Form>
  );
}
