import { getFormProps } from "@conform-to/react";
import { Search } from "lucide-react";
import { Form } from "react-router";
import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { displayPhone } from "#app/lib/phone-display.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { detailsFormSchema } from "#app/schemas/admin-lead.ts";

type LeadDetails = {
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  companyNumber: string | null;
};

/**
 * "Edit details": the lead's name, company, email, phone and company number, saved against
 * the version the page shows. With Companies House set up, "Look up" fills the company's name
 * from its number and carries what Companies House says, to be kept when the details are saved.
 * Save comes first in the form, so Enter in a field saves.
 */
export function EditDetailsForm(props: DetailsFormProps) {
  // A look-up answers with the form filled in afresh: start the form again from it.
  return <DetailsForm key={props.answer?.id ?? "details"} {...props} />;
}

type DetailsFormProps = {
  lead: LeadDetails;
  version: number;
  lookupAvailable: boolean;
  answer: AdminFormResult | undefined;
};

/** The fields typed as they are, in the form's order; the company number follows with its hint. */
const typedFields = [
  { name: "fullName", label: "Full name" },
  { name: "companyName", label: "Company name" },
  { name: "email", label: "Email address", type: "email" },
  { name: "phone", label: "Phone number", inputMode: "tel" },
] as const;

function DetailsForm({ lead, version, lookupAvailable, answer }: DetailsFormProps) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(detailsFormSchema),
    answer?.result,
    undefined,
    {
      id: "lead-details",
      defaultValue: {
        fullName: lead.fullName ?? "",
        companyName: lead.companyName ?? "",
        email: lead.email ?? "",
        phone: lead.phone ? displayPhone(lead.phone) : "",
        companyNumber: lead.companyNumber ?? "",
      },
    },
  );
  // Only the id of what "Look up" found: the server kept the profile itself.
  const carried = answer?.result?.initialValue?.companyLookup;
  return (
    <Panel title="Edit details">
      <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={version} />
        {typeof carried === "string" ? (
          <input type="hidden" name="companyLookup" value={carried} />
        ) : null}
        {typedFields.map(({ name, ...shown }) => (
          <AdminTextField
            key={name}
            field={fields[name]}
            {...shown}
            autoComplete="off"
            error={errorOf(name, fields[name].errors)}
          />
        ))}
        <AdminTextField
          field={fields.companyNumber}
          label="Company number"
          hint={
            lookupAvailable
              ? "8 characters, like 01234567 or SC123456. Look up fills in the company from Companies House."
              : "8 characters, like 01234567 or SC123456."
          }
          autoComplete="off"
          error={errorOf("companyNumber", fields.companyNumber.errors)}
        />
        <FormAnswer answer={answer} formErrors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Save details</Button>
          {lookupAvailable ? (
            <Button type="submit" name="lookup" value="1" variant="outline">
              <Search aria-hidden="true" />
              Look up on Companies House
            </Button>
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}
