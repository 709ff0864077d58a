import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/referral-join";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError, FieldLabel, Input, Textarea } from "#app/components/ui/field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { FormErrorBanner } from "#app/components/forms/form-error-banner.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { paths } from "#app/paths.ts";
import { handleLeadForm } from "#app/server/lead-forms.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({ request, context, form: "referral" });
}

export const referralSuccess = {
  title: "Application Submitted",
  description: "One of our team will be in touch with you shortly.",
} as const;

export default function ReferralJoinPage() {
  const entry = usePageEntry();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { form, fields, errorOf, formHandlers } = useLeadForm(referralSchema, actionData?.result);
  const succeeded = actionData?.result?.status === "success";
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!succeeded) return;
    toast.success(referralSuccess.title, { description: referralSuccess.description });
    successHeading.current?.focus();
  }, [succeeded]);

  if (succeeded) {
    return (
      <>
        <PageIntro entry={entry} />
        <section className="container-page pb-16">
          <div className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
            <CheckCircle2 className="mx-auto size-14 text-success-700" aria-hidden="true" />
            <h2
              ref={successHeading}
              tabIndex={-1}
              className="mt-4 text-2xl font-bold text-ink outline-none"
            >
              {referralSuccess.title}
            </h2>
            <p className="mt-2 text-muted">{referralSuccess.description}</p>
            <p className="mt-2 text-muted">
              Our partnerships team typically responds within 24 hours.
            </p>
            <Button asChild className="mt-6">
              <Link to={paths.referralProgram}>Back to Referral Program</Link>
            </Button>
          </div>
        </section>
      </>
    );
  }

  const fieldError = (name: string, errors: string[] | undefined) => errorOf(name, errors);
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Tell us about your business and how to reach you. We review every partner application personally."
      />
      <section className="container-page pb-16">
        <Form
          method="post"
          {...getFormProps(form)}
          {...formHandlers}
          className="mx-auto max-w-xl space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8"
        >
          <FormErrorBanner errors={form.errors} />
          <Field>
            <FieldLabel htmlFor={fields.businessName.id}>Business name</FieldLabel>
            <Input
              {...getInputProps(fields.businessName, { type: "text" })}
              autoComplete="organization"
              aria-invalid={
                fieldError("businessName", fields.businessName.errors) ? true : undefined
              }
              aria-describedby={fields.businessName.errorId}
            />
            <FieldError id={fields.businessName.errorId}>
              {fieldError("businessName", fields.businessName.errors)}
            </FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor={fields.contactName.id}>Contact name</FieldLabel>
            <Input
              {...getInputProps(fields.contactName, { type: "text" })}
              autoComplete="name"
              aria-invalid={fieldError("contactName", fields.contactName.errors) ? true : undefined}
              aria-describedby={fields.contactName.errorId}
            />
            <FieldError id={fields.contactName.errorId}>
              {fieldError("contactName", fields.contactName.errors)}
            </FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor={fields.contactNumber.id}>Contact number</FieldLabel>
            <Input
              {...getInputProps(fields.contactNumber, { type: "tel" })}
              autoComplete="tel"
              aria-invalid={
                fieldError("contactNumber", fields.contactNumber.errors) ? true : undefined
              }
              aria-describedby={fields.contactNumber.errorId}
            />
            <FieldError id={fields.contactNumber.errorId}>
              {fieldError("contactNumber", fields.contactNumber.errors)}
            </FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor={fields.contactEmail.id}>Contact email</FieldLabel>
            <Input
              {...getInputProps(fields.contactEmail, { type: "email" })}
              autoComplete="email"
              aria-invalid={
                fieldError("contactEmail", fields.contactEmail.errors) ? true : undefined
              }
              aria-describedby={fields.contactEmail.errorId}
            />
            <FieldError id={fields.contactEmail.errorId}>
              {fieldError("contactEmail", fields.contactEmail.errors)}
            </FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor={fields.notes.id} optional>
              Notes
            </FieldLabel>
            <Textarea
              {...getTextareaProps(fields.notes)}
              aria-invalid={fieldError("notes", fields.notes.errors) ? true : undefined}
              aria-describedby={fields.notes.errorId}
            />
            <FieldError id={fields.notes.errorId}>
              {fieldError("notes", fields.notes.errors)}
            </FieldError>
          </Field>
          <Honeypot />
          <Button
            type="submit"
            variant="cta"
            className="w-full"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {submitting ? "Submitting…" : "Submit Application"}
          </Button>
        </Form>
      </section>
    </>
  );
}
