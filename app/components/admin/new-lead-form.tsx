import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { adminPaths } from "#app/paths.ts";
import {
  AdminSelectField,
  AdminTextAreaField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { ContactFields } from "#app/components/admin/contact-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { newLeadSchema } from "#app/schemas/admin-new-lead.ts";
import { manualSourceLabels } from "#app/schemas/admin.ts";
import type { NewLeadAnswer } from "#app/schemas/admin-new-lead.ts";
import { MANUAL_LEAD_SOURCES } from "#app/schemas/value-lists.ts";

/** "New lead": an enquiry taken by phone, at the door or elsewhere, typed in by a broker. */
export function NewLeadForm({ answer }: { answer: NewLeadAnswer | undefined }) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(newLeadSchema),
    answer?.result,
    undefined,
    { id: "new-lead", defaultValue: { source: "phone" } },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Panel title="Who is it?">
      <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
        <p className="text-muted">
          Give a name (theirs or their company&apos;s) and a phone number or email address.
        </p>
        <AdminSelectField
          field={fields.source}
          label="How did the enquiry reach us?"
          error={error("source")}
        >
          {MANUAL_LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {manualSourceLabels[source].charAt(0).toUpperCase() +
                manualSourceLabels[source].slice(1)}
            </option>
          ))}
        </AdminSelectField>
        <AdminTextField
          field={fields.fullName}
          label="Full name"
          autoComplete="off"
          error={error("fullName")}
        />
        <AdminTextField
          field={fields.companyName}
          label="Company name"
          autoComplete="off"
          error={error("companyName")}
        />
        <ContactFields
          email={{ field: fields.email, error: error("email") }}
          phone={{ field: fields.phone, error: error("phone") }}
          phoneFirst
        />
        <AdminTextField
          field={fields.amount}
          label="Amount they need (£)"
          hint="In whole pounds, like 25,000. Leave it empty if they did not say."
          inputMode="numeric"
          autoComplete="off"
          error={error("amount")}
        />
        <AdminTextField
          field={fields.companyNumber}
          label="Company number"
          hint="8 characters, like 01234567 or SC123456, if they know it."
          autoComplete="off"
          error={error("companyNumber")}
        />
        <AdminTextAreaField
          field={fields.note}
          label="First note"
          hint="What they asked for, and anything to follow up."
          error={error("note")}
        />
        <FormAnswer answer={answer} formErrors={form.errors} />
        {answer?.match ? (
          <MatchQuestion match={answer.match} />
        ) : (
          <Button type="submit">Add lead</Button>
        )}
      </Form>
    </Panel>
  );
}

/**
 * The person already has an open case: the broker adds the call to it or starts another. What
 * they typed stays in the form above either way.
 */
function MatchQuestion({ match }: { match: NonNullable<NewLeadAnswer["match"]> }) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border-2 border-accent-500 bg-accent-300/20 p-4"
      data-testid="case-match"
    >
      <p className="font-semibold">
        {match.name} has an open case,{" "}
        <Link
          to={adminPaths.lead(match.leadId)}
          target="_blank"
          className="text-brand-700 underline"
        >
          {match.reference}
        </Link>
        : add this call to it?
      </p>
      <input type="hidden" name="joinLeadId" value={match.leadId} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="decision" value="join">
          Add this call to {match.reference}
        </Button>
        <Button type="submit" name="decision" value="new" variant="outline">
          Start a new case
        </Button>
      </div>
    </div>
  );
}
