import { ArrowRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { FundingSlider } from "#app/components/forms/funding-slider.tsx";
import {
  SLIDER_INITIAL_POSITION,
  sliderToAmount,
  enquiryNotSentMessage,
  validateQuoteEmail,
  validateQuotePhone,
} from "#app/schemas/quote-rules.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";
import { sendEnquiry } from "#app/lib/send-enquiry.ts";
import { useSite } from "#app/lib/site.ts";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { saveBasicData } from "#app/lib/basic-data.ts";
import { analytics } from "#app/lib/analytics.ts";
import { paths } from "#app/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/**
 * The quick quote form (funding slider, email, phone). `desktop` is the home hero card and goes
 * on to /enquiry; `mobile` is the compact home card and `landing` the social landing form, both
 * going on to /application. Validation follows §5 exactly: email on change (an empty field
 * shows nothing until submit), phone on change when not empty, on blur and on submit.
 * Without JavaScript the form posts to the enquiry action, which answers the same way. An
 * enquiry that cannot be stored is tried again, then the visitor is told (not moved on).
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
}: {
  variant: QuoteFormVariant;
  defaultErrors?: Errors;
  defaultValues?: { email?: string; phone?: string; loanAmount?: number };
}) {
  const id = useId();
  const navigate = useNavigate();
  const [amount, setAmount] = useState(
    defaultValues?.loanAmount ?? sliderToAmount(SLIDER_INITIAL_POSITION),
  );
  const [email, setEmail] = useState(defaultValues?.email ?? "");
  const [phone, setPhone] = useState(defaultValues?.phone ?? "");
  const [errors, setErrors] = useState<Errors>(defaultErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [notSent, setNotSent] = useState<string | null>(null);
  const site = useSite();
  const [hydrated, setHydrated] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const next = variant === "desktop" ? paths.enquiry : paths.application;

  useEffect(() => setHydrated(true), []);

  const landingBlocked =
    variant === "landing" &&
    (email.trim() === "" || Boolean(errors.email) || phone.trim() === "" || Boolean(errors.phone));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      email: validateQuoteEmail(email) ?? undefined,
      phone: validateQuotePhone(phone) ?? undefined,
    };
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.phone) return phoneRef.current?.focus();

    setSubmitting(true);
    setNotSent(null);
    analytics.formSubmit(`quote-${variant}`);
    saveBasicData({ loanAmount: amount, email: email.trim(), phone: phone.trim() });
    const form = new FormData(event.currentTarget);
    form.set("loanAmount", String(amount));
    form.set("timestamp", new Date().toLocaleString("en-GB"));
    const outcome = await sendEnquiry(
      `${paths.enquiry}?variant=${variant}`,
      new URLSearchParams(form as unknown as Record<string, string>),
    );
    if (outcome !== "sent") {
      // Unlike §4 ("failure only logged"), the visitor is told and keeps their answers: a
      // thank-you page for an enquiry nobody has would be a lead lost in silence (ADR 0009).
      setSubmitting(false);
      setNotSent(
        outcome === "rate-limited" ? rateLimitedMessage : enquiryNotSentMessage(site.phoneDisplay),
      );
      return;
    }
    await navigate(next);
    window.scrollTo({ top: 0 });
  }

  const compact = variant === "mobile";
  return (
    <form
      method="post"
      action={`${paths.enquiry}?variant=${variant}`}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-label={variant === "desktop" ? "Get your funding quote" : "Get expert funding advice"}
      className={compact ? "space-y-3" : "space-y-4"}
    >
      <FundingSlider amount={amount} onAmountChange={setAmount} compact={compact} />
      {hydrated ? <input type="hidden" name="loanAmount" value={amount} /> : null}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-email`} className="block font-semibold text-ink">
          Email address
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setEmail(value);
            setErrors((current) => ({
              ...current,
              email: value === "" ? undefined : (validateQuoteEmail(value) ?? undefined),
            }));
          }}
          className={fieldClass(Boolean(errors.email))}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="text-sm font-medium text-danger-700">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-phone`} className="block font-semibold text-ink">
          Phone number
        </label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          value={phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setPhone(value);
            if (value !== "") {
              setErrors((current) => ({
                ...current,
                phone: validateQuotePhone(value) ?? undefined,
              }));
            }
          }}
          onBlur={() =>
            setErrors((current) => ({ ...current, phone: validateQuotePhone(phone) ?? undefined }))
          }
          className={fieldClass(Boolean(errors.phone))}
        />
        {errors.phone ? (
          <p id={`${id}-phone-error`} className="text-sm font-medium text-danger-700">
            {errors.phone}
          </p>
        ) : null}
      </div>
      <Honeypot />
      {notSent ? (
        <div role="alert" className="rounded-lg border border-danger-700 bg-danger-50 p-3 text-sm">
          <p className="font-medium text-danger-700">{notSent}</p>
          <a
            href={`tel:${site.phoneE164}`}
            className="mt-1 inline-block font-semibold text-brand-700"
          >
            {vocabulary.callOn(site.phoneDisplay)}
          </a>
        </div>
      ) : null}
      <PendingButton
        type="submit"
        variant="cta"
        size={compact ? "default" : "lg"}
        className="w-full"
        disabled={landingBlocked}
        pending={submitting}
        pendingLabel="Sending…"
      >
        {buttonText[variant]}
        <ArrowRight aria-hidden="true" />
      </PendingButton>
      <p className="text-center text-xs text-muted">
        No obligation and no fees to find your options. Subject to status.
      </p>
      <PrivacyNote form="quote" className="text-center text-xs" />
    </form>
  );
}

function fieldClass(invalid: boolean) {
  return cn(
    "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-muted",
    invalid ? "border-danger-700" : "border-line",
  );
}
