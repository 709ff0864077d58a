import { getFormProps } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import type { Route } from "./+types/referral-join";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { LeadField } from "#app/components/forms/lead-field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { FormErrorBanner } from "#app/components/forms/form-error-banner.tsx";
import { loadValidation, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { formConstraint } from "#app/components/forms/zod-validation.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardActionHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { claims } from "#app/content/claims.ts";
import { paths } from "#app/paths.ts";
import { handleLeadForm } from "#app/server/lead-forms.server.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/** The page, and what its form's markup carries of the rules (the rules load on first use). */
export function loader(args: Route.LoaderArgs) {
  return { ...contentLoader(args), constraint: formConstraint(referralSchema) };
}

const loadRules = () =>
  loadValidation(import("#app/schemas/referral.ts").then((module) => module.referralSchema));

export const meta = contentMeta;
export const headers = forwardActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({ request, context, form: "referral" });
}

export const referralSuccess = {
  title: "Application Submitted",
  description: "One of our team will be in touch with you shortly.",
} as const;

/** The form's questions, in order. */
const referralQuestions = [
  { name: "businessName", label: "Business name", autoComplete: "organization" },
  { name: "contactName", label: "Contact name", autoComplete: "name" },
  { name: "contactNumber", label: "Contact number", type: "tel", autoComplete: "tel" },
  { name: "contactEmail", label: "Contact email", type: "email", autoComplete: "email" },
  { name: "notes", label: "Notes", optional: true, multiline: true },
] as const;

export default function ReferralJoinPage() {
  const entry = usePageEntry();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    { constraint: useLoaderData<typeof loader>().constraint, load: loadRules },
    actionData?.result,
  );
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
              Our partnerships team typically responds within {claims.partnerResponse.figure}.
            </p>
            <Button asChild className="mt-6">
              <Link to={paths.referralProgram}>Back to {vocabulary.referralProgramme}</Link>
            </Button>
          </div>
        </section>
      </>
    );
  }

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
          {referralQuestions.map(({ name, ...question }) => (
            <LeadField
              key={name}
              field={fields[name]}
              {...question}
              error={errorOf(name, fields[name].errors)}
            />
          ))}
          <Honeypot />
          <PendingButton
            type="submit"
            variant="cta"
            className="w-full"
            pending={submitting}
            pendingLabel="Submitting…"
          >
            Submit Application
          </PendingButton>
          <PrivacyNote form="referral" />
        </Form>
      </section>
    </>
  );
}
