import { getFormProps } from "@conform-to/react";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { CheckCircle2 } from "lucide-react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/track";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { LeadField } from "#app/components/forms/lead-field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { FormErrorBanner } from "#app/components/forms/form-error-banner.tsx";
import { loadValidation, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { formConstraint } from "#app/components/forms/zod-validation.ts";
import { lostLinkCopy } from "#app/content/lost-link.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardActionHeaders } from "#app/lib/route-headers.ts";
import { useSite } from "#app/lib/site.ts";
import { lostLinkSchema } from "#app/schemas/lost-link.ts";
import { handleLostLinkForm } from "#app/server/lost-link.server.ts";

/** The page, and what its form's markup carries of the rules (the rules load on first use). */
export function loader(args: Route.LoaderArgs) {
  return { ...contentLoader(args), constraint: formConstraint(lostLinkSchema) };
}

const loadRules = () =>
  loadValidation(import("#app/schemas/lost-link.ts").then((module) => module.lostLinkSchema));

export const meta = contentMeta;
export const headers = forwardActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLostLinkForm({ request, context });
}

/** "Lost your link?": a new secure link by email, with the same answer for every address. */
export default function LostLinkPage() {
  const entry = usePageEntry();
  const site = useSite();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    { constraint: useLoaderData<typeof loader>().constraint, load: loadRules },
    actionData?.result,
  );
  const answered = actionData?.result?.status === "success";

  return (
    <>
      <PageIntro entry={entry} />
      <section className="container-page pb-16">
        <div className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
          <h2 className="text-2xl font-bold text-ink">{lostLinkCopy.formTitle}</h2>
          <p className="mt-2 text-ink">{lostLinkCopy.explanation}</p>
          {answered ? (
            <div
              role="status"
              className="mt-5 flex gap-3 rounded-lg bg-success-50 p-4 text-success-700"
            >
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="space-y-1">
                <p className="font-semibold">{lostLinkCopy.answer}</p>
                <p className="text-sm">{lostLinkCopy.answerHint}</p>
              </div>
            </div>
          ) : null}
          <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-6 space-y-5">
            <FormErrorBanner errors={form.errors} />
            <LeadField
              field={fields.email}
              label={lostLinkCopy.emailLabel}
              type="email"
              autoComplete="email"
              error={errorOf("email", fields.email.errors)}
            />
            <Honeypot />
            <PendingButton
              type="submit"
              variant="cta"
              className="w-full sm:w-auto"
              pending={submitting}
              pendingLabel={lostLinkCopy.pending}
            >
              {lostLinkCopy.submit}
            </PendingButton>
            <PrivacyNote form="lostLink" className="text-sm" />
          </Form>
          <p className="mt-6 border-t border-line pt-4 text-ink">
            {lostLinkCopy.callInstead}{" "}
            <a href={`tel:${site.phoneE164}`} className="font-semibold text-brand-700">
              {site.phoneDisplay}
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}
