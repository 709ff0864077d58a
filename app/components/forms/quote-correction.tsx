import type { SubmissionResult } from "@conform-to/react";
import { FormErrorBanner } from "#app/components/forms/form-error-banner.tsx";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { amountFields, isSliderAmount, postedAmount } from "#app/schemas/quote-rules.ts";

type QuoteField = "email" | "phone";

/** The amount a post without JavaScript asked for, read as the enquiry action reads it. */
function amountOf(posted: Record<string, unknown>): number | undefined {
  const text = (name: string) => (typeof posted[name] === "string" ? posted[name] : undefined);
  const number = (name: string) => {
    const value = Number(text(name));
    return text(name) && Number.isFinite(value) ? value : undefined;
  };
  const amount = postedAmount({
    position: number(amountFields.position),
    typed: text(amountFields.typed),
    shown: number(amountFields.shown),
  });
  return amount !== undefined && isSliderAmount(amount) ? amount : undefined;
}

/**
 * Where the enquiry action's answer shows on the correction form: the email and phone messages
 * beside their fields, and above the form the message about the whole post or, failing that,
 * the amount's (or any other answer's: a timestamp too long, say), so the visitor always sees
 * why nothing was sent. The typed email and phone come back into the fields, and the amount
 * asked for to the slider.
 */
export function quoteCorrectionOf(result: SubmissionResult<string[]>) {
  const error = result.error ?? {};
  const typed = (name: QuoteField) => {
    const value = result.initialValue?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const formError =
    error.loanAmount?.[0] ??
    Object.entries(error).find(
      ([name, messages]) => name !== "email" && name !== "phone" && messages?.[0],
    )?.[1]?.[0];
  return {
    formError,
    fieldErrors: { email: error.email?.[0], phone: error.phone?.[0] },
    values: result.initialValue
      ? { email: typed("email"), phone: typed("phone"), loanAmount: amountOf(result.initialValue) }
      : undefined,
  };
}

/**
 * Shown when a quote form was posted without JavaScript and needs correcting: the visitor's
 * answers come back with the messages of §5, and nothing they typed is lost.
 */
export function QuoteCorrection({ result }: { result: SubmissionResult<string[]> }) {
  const { formError, fieldErrors, values } = quoteCorrectionOf(result);
  return (
    <section className="container-page py-12">
      <div className="mx-auto max-w-lg space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line md:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Check your details</h1>
        <FormErrorBanner errors={formError ? [formError] : undefined} />
        <QuoteForm variant="desktop" defaultErrors={fieldErrors} defaultValues={values} />
      </div>
    </section>
  );
}
