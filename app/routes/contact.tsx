import { getFormProps } from "@conform-to/react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import type { Route } from "./+types/contact";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { LeadField } from "#app/components/forms/lead-field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { FormErrorBanner } from "#app/components/forms/form-error-banner.tsx";
import { loadValidation, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { formConstraint } from "#app/components/forms/zod-validation.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardActionHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { analytics, track } from "#app/lib/analytics.ts";
import { formatAddress } from "#app/config/site.ts";
import { handleLeadForm } from "#app/server/lead-forms.server.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import { claims } from "#app/content/claims.ts";

/** The page, and what its form's markup carries of the rules (the rules load on first use). */
export function loader(args: Route.LoaderArgs) {
  return { ...contentLoader(args), constraint: formConstraint(contactSchema) };
}

const loadRules = () =>
  loadValidation(import("#app/schemas/contact.ts").then((module) => module.contactSchema));

export const meta = contentMeta;
export const headers = forwardActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({ request, context, form: "contact" });
}

export const contactConfirmation = `Thank you for your enquiry. We'll be in touch within ${claims.emailResponse.figure}.`;

/** The confirmation when the message joined the application the sender already has with us. */
export const contactJoinedConfirmation = `Thank you for your enquiry. We've added it to the application you already have with us, and we'll be in touch within ${claims.emailResponse.figure}.`;

/** The form's questions, in order; a row of two sits side by side on wider screens. */
const contactQuestionRows = [
  [
    { name: "firstName", label: "First name", autoComplete: "given-name" },
    { name: "lastName", label: "Last name", autoComplete: "family-name" },
  ],
  [{ name: "email", label: "Email address", type: "email", autoComplete: "email" }],
  [
    { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", optional: true },
    { name: "company", label: "Company", autoComplete: "organization", optional: true },
  ],
  [{ name: "message", label: "Your message", multiline: true }],
] as const;

export default function ContactPage() {
  const entry = usePageEntry();
  const site = useSite();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    { constraint: useLoaderData<typeof loader>().constraint, load: loadRules },
    actionData?.result,
    analytics.contactForm,
  );
  const succeeded = actionData?.result?.status === "success";
  const confirmation =
    actionData && "joined" in actionData ? contactJoinedConfirmation : contactConfirmation;

  useEffect(() => {
    if (succeeded) toast.success(confirmation);
  }, [succeeded, confirmation, actionData]);

  const cards = [
    {
      Icon: Phone,
      title: vocabulary.call,
      body: (
        <a
          href={`tel:${site.phoneE164}`}
          {...track.phone("contact")}
          className="font-semibold text-brand-700"
        >
          {site.phoneDisplay}
        </a>
      ),
    },
    {
      Icon: Mail,
      title: "Email us",
      body: (
        <a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700">
          {site.email}
        </a>
      ),
      note: `${claims.emailResponse.words}.`,
    },
    {
      Icon: MapPin,
      title: `Our office in ${site.officeTown}`,
      body: <span>{formatAddress(site)}</span>,
    },
    {
      Icon: Clock,
      title: "Opening hours",
      // One set of hours: the phone lines are open while the brokers are in.
      body: <span>{site.openingHours}</span>,
    },
  ];

  return (
    <>
      <PageIntro entry={entry} />
      <section className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_1.4fr]">
        <ul className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {cards.map(({ Icon, title, body, note }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="space-y-1">
                <h2 className="font-semibold text-ink">{title}</h2>
                <p className="text-ink">{body}</p>
                {note ? <p className="text-sm text-muted">{note}</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
          <h2 className="text-2xl font-bold text-ink">Send us a message</h2>
          {succeeded ? (
            <p
              role="status"
              className="mt-4 rounded-lg bg-success-50 p-4 font-medium text-success-700"
            >
              {confirmation}
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-6 space-y-5">
            <FormErrorBanner errors={form.errors} />
            {contactQuestionRows.map((row) => {
              const questions = row.map(({ name, ...question }) => (
                <LeadField
                  key={name}
                  field={fields[name]}
                  {...question}
                  error={errorOf(name, fields[name].errors)}
                />
              ));
              return row.length > 1 ? (
                <div key={row[0]!.name} className="grid gap-5 sm:grid-cols-2">
                  {questions}
                </div>
              ) : (
                questions
              );
            })}
            <Honeypot />
            <PendingButton
              type="submit"
              variant="cta"
              className="w-full sm:w-auto"
              pending={submitting}
              pendingLabel="Sending…"
            >
              Send Message
            </PendingButton>
            <PrivacyNote form="contact" />
          </Form>
        </div>
      </section>
    </>
  );
}
