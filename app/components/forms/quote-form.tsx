import { ArrowRight, LoaderCircle } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FundingSlider } from "#app/components/forms/funding-slider.tsx";
import { fieldBorder } from "#app/components/forms/quote-form-view.ts";
import { SLIDER_INITIAL_POSITION, sliderToAmount, stillNeeded } from "#app/schemas/quote-rules.ts";
import { useSite } from "#app/lib/site.ts";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { loadQuoteForms } from "#app/shell/page-behaviours.ts";
import { usePageBehaviour } from "#app/lib/use-page-behaviour.ts";
import { paths, type ProductSlug } from "#app/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/**
 * The quick quote form (funding slider, email, phone). `desktop` is the home hero card and goes
 * on to /enquiry; `mobile` is the compact home card and `landing` the social landing form, both
 * going on to /application. Its behaviour (§5's validation, the enquiry sent and tried again) is
 * `quote-form-script.ts`, so its pages need no framework (ADR 0020); without JavaScript the form
 * posts to the enquiry action, which answers the same way.
 */
export type QuoteFormVariant = "desktop" | "mobile" | "landing";

const buttonText: Record<QuoteFormVariant, string> = {
  desktop: "Get My Funding Options",
  mobile: "See Your Options",
  landing: "Get My Free Quote",
};

type Errors = { email?: string; phone?: string };

export function QuoteForm({
  variant,
  defaultErrors,
  defaultValues,
  product,
}: {
  variant: QuoteFormVariant;
  /** The product whose page the form is on: the quote is recorded as asked about it. */
  product?: ProductSlug;
  defaultErrors?: Errors;
  defaultValues?: { email?: string; phone?: string; loanAmount?: number };
}) {
  const id = useId();
  const site = useSite();
  const errors = defaultErrors ?? {};
  const amount = defaultValues?.loanAmount ?? sliderToAmount(SLIDER_INITIAL_POSITION);
  // Rendered by React (after a client-side navigation, or on a page that hydrates): the
  // behaviour loads here; on a page served without the framework the shell loads it.
  const formRef = useRef<HTMLFormElement>(null);
  usePageBehaviour(formRef, "when-shown", async () => {
    const script = await loadQuoteForms();
    if (formRef.current) script.prepareQuoteForms(formRef.current.parentElement ?? document);
  });

  const compact = variant === "mobile";
  return (
    <form
      ref={formRef}
      method="post"
      action={`${paths.enquiry}?variant=${variant}`}
      data-quote-form={variant}
      data-next={variant === "desktop" ? paths.enquiry : paths.application}
      data-phone={site.phoneDisplay}
      aria-label={variant === "desktop" ? "Get your funding quote" : "Get expert funding advice"}
      className={compact ? "space-y-3" : "space-y-4"}
    >
      <FundingSlider amount={amount} compact={compact} />
      <QuoteField
        id={`${id}-email`}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        defaultValue={defaultValues?.email}
        error={errors.email}
      />
      <QuoteField
        id={`${id}-phone`}
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        defaultValue={defaultValues?.phone}
        error={errors.phone}
      />
      <Honeypot />
      {product ? <input type="hidden" name="product" value={product} /> : null}
      <div
        role="alert"
        hidden
        data-quote-not-sent
        className="rounded-lg border border-danger-700 bg-danger-50 p-3 text-sm"
      >
        <p data-quote-not-sent-message className="font-medium text-danger-700" />
        <a
          href={`tel:${site.phoneE164}`}
          className="mt-1 inline-block font-semibold text-brand-700"
        >
          {vocabulary.callOn(site.phoneDisplay)}
        </a>
      </div>
      <Button
        type="submit"
        variant="cta"
        size={compact ? "default" : "lg"}
        className="w-full"
        aria-describedby={variant === "landing" ? `${id}-needed` : undefined}
        data-quote-submit
      >
        <span data-when="idle" className="contents">
          {buttonText[variant]}
          <ArrowRight aria-hidden="true" />
        </span>
        {/* Shown while the enquiry is on its way; the button is disabled and marked busy. */}
        <span data-when="pending" hidden className="contents">
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          Sending…
        </span>
      </Button>
      {variant === "landing" ? (
        // What the button still waits for, kept up to date by the script as the visitor types.
        <p
          id={`${id}-needed`}
          aria-live="polite"
          data-quote-needed
          className="text-center text-sm font-medium text-ink"
        >
          {stillNeeded({
            email: defaultValues?.email ? null : "missing",
            phone: defaultValues?.phone ? null : "missing",
          })}
        </p>
      ) : null}
      <p className="text-center text-xs text-muted">
        No obligation and no fees to find your options. Subject to status.
      </p>
      <PrivacyNote form="quote" className="text-center text-xs" />
    </form>
  );
}

/** A labelled field with the place for its message, shown by the script or by the server. */
function QuoteField({
  id,
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  error,
}: {
  id: string;
  name: "email" | "phone";
  label: string;
  type: "email" | "tel";
  autoComplete: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-error-message={`${id}-error`}
        className={fieldClass(Boolean(error))}
      />
      <p id={`${id}-error`} hidden={!error} className="text-sm font-medium text-danger-700">
        {error}
      </p>
    </div>
  );
}

function fieldClass(invalid: boolean) {
  return cn(
    "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-muted",
    invalid ? fieldBorder.invalid : fieldBorder.valid,
  );
}
