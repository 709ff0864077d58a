import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { AdminCheckbox, AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { ContactFields } from "#app/components/admin/contact-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { basisPointsToInput } from "#app/lib/commission.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import {
  introducerApproveSchema,
  introducerCreateSchema,
  introducerUpdateSchema,
  type IntroducerRow,
} from "#app/schemas/admin-introducers.ts";

const group = "grid gap-4 sm:grid-cols-2";

/** What a new introducer's form starts from: a referral partner's own answers, and a free code. */
export type IntroducerSuggestion = Pick<
  IntroducerRow,
  "name" | "contactName" | "email" | "phone" | "code"
>;

/** An introducer as the edit form shows it. */
export type EditableIntroducer = Pick<
  IntroducerRow,
  "id" | "name" | "contactName" | "email" | "phone" | "shareBasisPoints" | "active"
>;

const newShareHint =
  "A percentage of the commission we receive on the leads they introduce, like 25 or 12.5.";
const changedShareHint =
  "Applies to leads linked from now on; leads introduced already keep theirs.";

type TermsField = "contactName" | "email" | "phone" | "share";

/** The questions a new introducer and an edited one share: their contact and their share. */
function IntroducerTermsFields({
  fields,
  error,
  shareHint,
}: {
  fields: Record<TermsField, FieldMetadata<string | undefined>>;
  error: (name: TermsField) => string | undefined;
  shareHint: string;
}) {
  return (
    <>
      <ContactFields
        name={{ field: fields.contactName, error: error("contactName") }}
        email={{ field: fields.email, error: error("email") }}
        phone={{ field: fields.phone, error: error("phone") }}
      />
      <AdminTextField
        field={fields.share}
        label="Their share of commission received (%)"
        hint={shareHint}
        inputMode="decimal"
        autoComplete="off"
        error={error("share")}
      />
    </>
  );
}

/**
 * A new introducer: added on the introducers page ("create") or approved from a referral
 * lead's page ("introducer-approve", prefilled from the partner's form). The code goes on their
 * link to the application; it is suggested free and may be changed.
 */
export function NewIntroducerForm({
  intent,
  suggestion,
  answer,
}: {
  intent: "create" | "introducer-approve";
  suggestion?: IntroducerSuggestion;
  answer: AdminFormResult | undefined;
}) {
  const schema = intent === "create" ? introducerCreateSchema : introducerApproveSchema;
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(schema),
    answer?.result,
    undefined,
    {
      id: `introducer-${intent}`,
      defaultValue: suggestion
        ? {
            name: suggestion.name,
            contactName: suggestion.contactName ?? "",
            email: suggestion.email ?? "",
            phone: suggestion.phone ?? "",
            code: suggestion.code,
          }
        : undefined,
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-5">
      <input type="hidden" name="intent" value={intent} />
      <AdminTextField
        field={fields.name}
        label="Business name"
        autoComplete="off"
        error={error("name")}
      />
      <div className={group}>
        <IntroducerTermsFields fields={fields} error={error} shareHint={newShareHint} />
        <AdminTextField
          field={fields.code}
          label="Referral code"
          hint="4 to 12 capital letters and digits; it goes on their link to the application."
          autoComplete="off"
          error={error("code")}
        />
      </div>
      <FormAnswer answer={answer} formErrors={form.errors} />
      <Button type="submit">
        {intent === "create" ? "Add introducer" : "Approve as introducer"}
      </Button>
    </Form>
  );
}

/**
 * An introducer's share, contact and standing. A new share applies to leads linked from now
 * on; leads already introduced keep the split they came under.
 */
export function EditIntroducerForm({
  introducer,
  answer,
}: {
  introducer: EditableIntroducer;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(introducerUpdateSchema),
    answer?.result,
    undefined,
    {
      id: `introducer-${introducer.id}`,
      defaultValue: {
        contactName: introducer.contactName ?? "",
        email: introducer.email ?? "",
        phone: introducer.phone ?? "",
        share: basisPointsToInput(introducer.shareBasisPoints),
        active: introducer.active ? "on" : undefined,
      },
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-4 space-y-5">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="introducerId" value={introducer.id} />
      <div className={group}>
        <IntroducerTermsFields fields={fields} error={error} shareHint={changedShareHint} />
      </div>
      <AdminCheckbox field={fields.active}>
        Active: their link and code bring leads, and brokers can choose them
      </AdminCheckbox>
      <FormAnswer answer={undefined} formErrors={form.errors} />
      <Button type="submit">Save {introducer.name}</Button>
    </Form>
  );
}
