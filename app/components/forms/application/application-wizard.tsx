import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { toast } from "sonner";
import { ErrorSummary, type ErrorSummaryItem } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { analytics } from "#app/lib/analytics.ts";
import { readBasicData } from "#app/lib/basic-data.ts";
import {
  browserStorage,
  readApplicationDraft,
  writeApplicationDraft,
  type WizardStepNumber,
} from "#app/lib/application-storage.ts";
import {
  applicationFieldId as fieldId,
  blankDirector,
  emptyApplicationValues,
  newDirectorId,
  withQuoteAnswers,
  type ApplicationValues,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import { paths } from "#app/paths.ts";
import {
  MAX_DIRECTORS,
  applicationDraftSchema,
  formatFieldPath,
  missingApplicationAnswers,
  type MissingAnswer,
} from "#app/schemas/application.ts";
import {
  CLIENT_FIELD,
  INTENT_FIELD,
  SCRIPT_CLIENT,
  SUBMIT_INTENT,
  TIMESTAMP_FIELD,
  type ApplicationActionData,
} from "#app/lib/application-action-result.ts";
import {
  noScriptNotice,
  reviewCopy,
  submitFailure,
  wizardButtons,
  wizardSteps,
} from "#app/content/application.ts";
import { ApplicationAside } from "#app/components/forms/application/application-aside.tsx";
import { CompanyStep } from "#app/components/forms/application/company-step.tsx";
import {
  DirectorsStep,
  directorHeadingId,
} from "#app/components/forms/application/directors-step.tsx";
import { LoanDetailsStep } from "#app/components/forms/application/loan-details-step.tsx";
import { ReviewAnswers } from "#app/components/forms/application/review-step.tsx";
import type { DirectorsStepProps } from "#app/components/forms/application/step-props.ts";
import { WizardProgress } from "#app/components/forms/application/wizard-progress.tsx";

export const APPLICATION_FORM_ID = "application-form";
const ERROR_SUMMARY_ID = "application-error-summary";

export function stepHeadingId(step: WizardStepNumber) {
  return `application-step-${step}-heading`;
}

/**
 * Without scripts every step is shown one after another with a single Submit, director cards
 * are open and conditional questions are visible; controls that need scripts are hidden. The
 * rules sit in the base layer because an important declaration in a layer (Tailwind's rule for
 * [hidden]) beats any unlayered one.
 */
const noScriptCss = `@layer base {
#${APPLICATION_FORM_ID} [data-wizard-panel][hidden],
#${APPLICATION_FORM_ID} [data-conditional-for][hidden],
#${APPLICATION_FORM_ID} [data-director-body][hidden],
[data-noscript-only][hidden] { display: block !important; }
#${APPLICATION_FORM_ID} [data-wizard-submit][hidden] { display: inline-flex !important; }
[data-js-only] { display: none !important; }
#${APPLICATION_FORM_ID} [data-wizard-panel] + [data-wizard-panel] {
  margin-top: 2.5rem; padding-top: 2rem; border-top: 2px solid var(--color-line);
}
}`;

type FocusRequest = { kind: "heading" } | { kind: "summary" } | { kind: "element"; id: string };

/** A director's messages name the card, since every card asks the same questions. */
function summaryMessage(answer: MissingAnswer): string {
  const match = /^directors\[(\d+)\]/.exec(answer.field);
  return match ? `Director ${Number(match[1]) + 1}: ${answer.message}` : answer.message;
}

function directorIndexOf(field: string): number | null {
  const match = /^directors\[(\d+)\]/.exec(field);
  return match ? Number(match[1]) : null;
}

/** Format problems (a malformed email, a website that is not one) by field name. */
function formatProblems(values: ApplicationValues): Map<string, string> {
  const problems = new Map<string, string>();
  const result = applicationDraftSchema.safeParse(values);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = formatFieldPath(issue.path);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return problems;
}

function initialStep(actionData: ApplicationActionData | undefined): WizardStepNumber {
  if (!actionData) return 1;
  return actionData.status === "editing" ? 3 : 4;
}

function serverValuesOf(actionData: ApplicationActionData | undefined): ApplicationValues | null {
  return actionData && "values" in actionData ? actionData.values : null;
}

function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function ApplicationWizard({
  actionData,
}: {
  actionData: ApplicationActionData | undefined;
}) {
  // Answers the server sent back (a post made before scripts ran) are newer than any draft.
  const [serverValues] = useState(() => serverValuesOf(actionData));
  const [values, setValues] = useState<ApplicationValues>(
    () => serverValues ?? emptyApplicationValues(),
  );
  const [step, setStep] = useState<WizardStepNumber>(() => initialStep(actionData));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(serverValues ? serverValues.directors.map((d) => d.id) : ["1"]),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(actionData?.status === "invalid");
  const [serverErrors, setServerErrors] = useState<MissingAnswer[]>(() =>
    actionData?.status === "invalid" ? actionData.errors : [],
  );
  // Saving starts once there is something of the visitor's to keep, so that merely opening the
  // page never replaces an application sent from this browser a moment ago.
  const [persist, setPersist] = useState(serverValues !== null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const started = useRef(false);
  const topRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const submit = useSubmit();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  // Restore the saved draft (or what the quote form saved) once the page is interactive.
  useEffect(() => {
    const storage = browserStorage();
    if (!serverValues) {
      const draft = readApplicationDraft(storage);
      if (draft) {
        setValues(draft.values);
        setStep(draft.step);
        setExpanded(new Set(draft.values.directors.slice(0, 1).map((d) => d.id)));
        setPersist(true);
      } else {
        setValues((current) => withQuoteAnswers(current, readBasicData()));
      }
    }
  }, [serverValues]);

  useEffect(() => {
    if (persist) writeApplicationDraft(browserStorage(), values, step);
  }, [persist, values, step]);

  // What the server answered to a submit.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "invalid") {
      setServerErrors(actionData.errors);
      setAttempted(true);
      setStep(4);
      setFocusRequest({ kind: "summary" });
    } else if (actionData.status === "refused") {
      setStep(4);
      toast.error(submitFailure.title, {
        description:
          actionData.reason === "rate-limited" ? actionData.message : submitFailure.description,
      });
    } else if (actionData.status === "editing" && actionData.focus) {
      setFocusRequest({ kind: "element", id: fieldId(actionData.focus) });
    }
  }, [actionData]);

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    let target: HTMLElement | null = null;
    if (focusRequest.kind === "heading") {
      topRef.current?.scrollIntoView({ block: "start", behavior });
      target = document.getElementById(stepHeadingId(step));
    } else if (focusRequest.kind === "summary") {
      target = summaryRef.current;
      target?.scrollIntoView({ block: "start", behavior });
    } else {
      target = document.getElementById(focusRequest.id);
      // Bring the label or legend into view with the control, as a sighted visitor needs it.
      const container = target?.closest<HTMLElement>("fieldset, [data-slot=field], section");
      (container ?? target)?.scrollIntoView({ block: "start", behavior });
    }
    target?.focus({ preventScroll: true });
  }, [focusRequest, step]);

  const missing = useMemo(() => missingApplicationAnswers(values), [values]);
  const problems = useMemo(() => formatProblems(values), [values]);
  const listed = useMemo(() => {
    if (!attempted) return missing;
    const fields = new Set(missing.map((answer) => answer.field));
    return [...missing, ...serverErrors.filter((answer) => !fields.has(answer.field))];
  }, [attempted, missing, serverErrors]);
  const listedByField = useMemo(
    () => new Map(listed.map((answer) => [answer.field, answer.message])),
    [listed],
  );

  function errorFor(field: string): string | undefined {
    return (
      (attempted ? listedByField.get(field) : undefined) ??
      (touched.has(field) ? problems.get(field) : undefined)
    );
  }

  function markTouched(field: string) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function changed() {
    setPersist(true);
    if (!started.current) {
      started.current = true;
      analytics.formStart("application");
    }
    if (serverErrors.length > 0) setServerErrors([]);
  }

  function update(change: (current: ApplicationValues) => ApplicationValues) {
    changed();
    setValues(change);
  }

  function goToStep(next: WizardStepNumber, focus: FocusRequest = { kind: "heading" }) {
    setPersist(true);
    setStep(next);
    setFocusRequest(focus);
  }

  const setAnswer: DirectorsStepProps["setAnswer"] = (field, value) =>
    update((current) => ({ ...current, [field]: value }));

  function setDirector(index: number, patch: Partial<Omit<DirectorValues, "id">>) {
    update((current) => ({
      ...current,
      directors: current.directors.map((director, i) =>
        i === index ? { ...director, ...patch } : director,
      ),
    }));
  }

  function addDirector() {
    if (values.directors.length >= MAX_DIRECTORS) return;
    const id = newDirectorId(values.directors);
    const index = values.directors.length;
    update((current) => ({ ...current, directors: [...current.directors, blankDirector(id)] }));
    setExpanded((current) => new Set(current).add(id));
    setAnnouncement(`Director ${index + 1} added`);
    setFocusRequest({ kind: "element", id: fieldId(`directors[${index}].firstName`) });
  }

  function removeDirector(id: string) {
    if (values.directors.length <= 1) return;
    const index = values.directors.findIndex((director) => director.id === id);
    if (index < 0) return;
    const remaining = values.directors.filter((director) => director.id !== id);
    update((current) => ({
      ...current,
      directors: current.directors.filter((director) => director.id !== id),
    }));
    setAnnouncement(`Director ${index + 1} removed`);
    const next = remaining[Math.max(0, index - 1)];
    if (next) setFocusRequest({ kind: "element", id: directorHeadingId(next.id) });
  }

  function toggleDirector(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function selectProblem(item: ErrorSummaryItem, event: React.MouseEvent<HTMLAnchorElement>) {
    const answer = listed.find((entry) => `#${fieldId(entry.field)}` === item.href);
    if (!answer) return;
    event.preventDefault();
    const directorIndex = directorIndexOf(answer.field);
    const director = directorIndex === null ? undefined : values.directors[directorIndex];
    if (director) setExpanded((current) => new Set(current).add(director.id));
    goToStep(answer.step, { kind: "element", id: fieldId(answer.field) });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // Enter in a field continues to the next step, as Continue does, instead of submitting.
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement)) return;
    if (["submit", "button", "reset"].includes(target.type)) return;
    event.preventDefault();
    if (step < 4) goToStep((step + 1) as WizardStepNumber);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    analytics.formSubmit("application");
    setAttempted(true);
    if (missing.length > 0) {
      setStep(4);
      setFocusRequest({ kind: "summary" });
      return;
    }
    const formData = new FormData(event.currentTarget);
    formData.set(INTENT_FIELD, SUBMIT_INTENT);
    formData.set(CLIENT_FIELD, SCRIPT_CLIENT);
    formData.set(TIMESTAMP_FIELD, new Date().toLocaleString("en-GB"));
    void submit(formData, { method: "post" });
  }

  const stepProps: DirectorsStepProps = {
    values,
    setAnswer,
    errorFor,
    markTouched,
    setDirector,
    addDirector,
    removeDirector,
    expanded,
    toggleDirector,
  };
  const summaryItems = listed.map((answer) => ({
    href: `#${fieldId(answer.field)}`,
    message: summaryMessage(answer),
  }));
  const serverSummaryItems =
    actionData?.status === "invalid"
      ? actionData.errors.map((answer) => ({
          href: `#${fieldId(answer.field)}`,
          message: summaryMessage(answer),
        }))
      : [];

  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptCss}</style>` }} />
      <div className="container-page grid gap-10 pb-16 md:pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div ref={topRef} className="min-w-0">
          <WizardProgress step={step} />
          <div data-noscript-only hidden className="space-y-4">
            <p className="rounded-lg bg-brand-50 p-4 text-ink">{noScriptNotice}</p>
            {actionData?.status === "refused" ? (
              <div className="rounded-lg border-4 border-danger-700 bg-white p-5">
                <h2 className="text-xl font-bold text-ink">{submitFailure.title}</h2>
                <p className="mt-2 text-ink">{actionData.message}</p>
              </div>
            ) : null}
            <ErrorSummary
              id={`${ERROR_SUMMARY_ID}-top`}
              title={reviewCopy.refusedTitle}
              description={reviewCopy.refusedDescription}
              items={serverSummaryItems}
            />
          </div>
          <Form
            id={APPLICATION_FORM_ID}
            method="post"
            noValidate
            onSubmit={handleSubmit}
            onKeyDown={handleKeyDown}
            aria-label="Business funding application"
            className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8"
          >
            {/* The form's default button, so Enter posts the application rather than adding a director. */}
            <button type="submit" name={INTENT_FIELD} value={SUBMIT_INTENT} hidden tabIndex={-1} />
            <Honeypot />

            <WizardPanel step={1} current={step}>
              <CompanyStep {...stepProps} />
            </WizardPanel>
            <WizardPanel step={2} current={step}>
              <LoanDetailsStep {...stepProps} />
            </WizardPanel>
            <WizardPanel step={3} current={step}>
              <DirectorsStep {...stepProps} />
            </WizardPanel>
            <WizardPanel step={4} current={step}>
              <div data-js-only>
                <ErrorSummary
                  ref={summaryRef}
                  id={ERROR_SUMMARY_ID}
                  title={attempted ? reviewCopy.refusedTitle : reviewCopy.missingTitle}
                  description={
                    attempted ? reviewCopy.refusedDescription : reviewCopy.missingDescription
                  }
                  items={summaryItems}
                  onSelect={selectProblem}
                />
              </div>
              <ReviewAnswers values={values} onEdit={(target) => goToStep(target)} />
              <p className="text-sm text-muted">
                {reviewCopy.declaration}{" "}
                <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
                  {reviewCopy.privacyLinkText}
                </Link>
                .
              </p>
            </WizardPanel>

            <p role="status" className="sr-only">
              {submitting ? "Sending your application" : announcement}
            </p>

            <div className="mt-8 flex flex-col-reverse gap-3 border-t-2 border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
              <Button
                type="button"
                data-js-only
                variant="outline"
                disabled={step === 1 || submitting}
                onClick={() => goToStep((step - 1) as WizardStepNumber)}
              >
                <ArrowLeft aria-hidden="true" />
                {wizardButtons.previous}
              </Button>
              {step < 4 ? (
                <Button
                  type="button"
                  data-js-only
                  variant="primary"
                  onClick={() => goToStep((step + 1) as WizardStepNumber)}
                >
                  {wizardButtons.continue}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : null}
              <PendingButton
                type="submit"
                name={INTENT_FIELD}
                value={SUBMIT_INTENT}
                data-wizard-submit
                hidden={step !== 4}
                variant="cta"
                size="lg"
                pending={submitting}
                pendingLabel={wizardButtons.submitting}
              >
                {wizardButtons.submit}
              </PendingButton>
            </div>
          </Form>
        </div>
        <ApplicationAside />
      </div>
    </>
  );
}

function WizardPanel({
  step,
  current,
  children,
}: {
  step: WizardStepNumber;
  current: WizardStepNumber;
  children: ReactNode;
}) {
  const { title, lead } = wizardSteps[step];
  return (
    <section
      data-wizard-panel
      hidden={step !== current}
      aria-labelledby={stepHeadingId(step)}
      className="space-y-6"
    >
      <div className="space-y-2">
        <h2
          id={stepHeadingId(step)}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 outline-none focus-visible:outline-3 focus-visible:outline-accent-500 md:text-3xl"
        >
          <span className="sr-only">Step {step} of 4: </span>
          {title}
        </h2>
        <p className="text-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}
