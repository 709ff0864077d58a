import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { ErrorSummary, type ErrorSummaryItem } from "#app/components/forms/error-summary.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { useLazyRules } from "#app/components/forms/use-lazy-rules.ts";
import { analytics } from "#app/lib/analytics.ts";
import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import { applicationFieldId as fieldId, newDirectorId } from "#app/lib/application-values.ts";
import type { MissingAnswer } from "#app/schemas/application.ts";
import type { ProductSlug } from "#app/paths.ts";
import {
  INTENT_FIELD,
  SUBMIT_INTENT,
  type ApplicationActionData,
} from "#app/lib/application-action-result.ts";
import {
  introducedBy,
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
  LoanDetailsStep,
  ReviewStep,
  useLaterSteps,
} from "#app/components/forms/application/load-later-steps.ts";
import { SaveForLater } from "#app/components/forms/application/save-for-later.tsx";
import { ERROR_SUMMARY_ID, stepHeadingId } from "#app/components/forms/application/wizard-ids.ts";
import type {
  DirectorsStepProps,
  FillCompany,
} from "#app/components/forms/application/step-props.ts";
import { WizardProgress } from "#app/components/forms/application/wizard-progress.tsx";
import type { ApplicationRules } from "#app/components/forms/application/application-rules.ts";
import { loadApplicationRules } from "#app/components/forms/application/load-application-rules.ts";
import { useAnswerMessages } from "#app/components/forms/application/use-answer-messages.ts";
import { useApplicationDraft } from "#app/components/forms/application/use-application-draft.ts";
import { useApplicationSubmit } from "#app/components/forms/application/use-application-submit.ts";
import { useWizardFocus } from "#app/components/forms/application/use-wizard-focus.ts";
import {
  initialWizardState,
  serverValuesOf,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "#app/components/forms/application/wizard-state.ts";

const APPLICATION_FORM_ID = "application-form";

/*
 * What only a browser without scripts shows is in <noscript> elements, rendered by the server
 * alone: a browser that runs scripts never parses their content, and React does not hydrate
 * it, so the page's scripts do not carry it.
 */

/**
 * Without scripts every step is shown one after another with a single Submit, director cards
 * are open and conditional questions are visible; controls that need scripts are hidden. Each
 * shown part is a block, as it is with scripts, so a phone gets one column. The rules sit in
 * the base layer because an important declaration in a layer (Tailwind's rule for
 * [hidden]) beats any unlayered one.
 */
const noScriptCss = `@layer base {
#${APPLICATION_FORM_ID} [data-wizard-panel][hidden],
#${APPLICATION_FORM_ID} [data-conditional-for][hidden],
#${APPLICATION_FORM_ID} [data-director-body][hidden] { display: block !important; }
#${APPLICATION_FORM_ID} [data-wizard-submit][hidden] { display: inline-flex !important; }
[data-js-only] { display: none !important; }
#${APPLICATION_FORM_ID} [data-wizard-panel] + [data-wizard-panel] {
  margin-top: 2.5rem; padding-top: 2rem; border-top: 2px solid var(--color-line);
}
}`;

/** A director's messages name the card, since every card asks the same questions. */
function summaryItems(answers: readonly MissingAnswer[]): ErrorSummaryItem[] {
  return answers.map((answer) => {
    const match = /^directors\[(\d+)\]/.exec(answer.field);
    return {
      href: `#${fieldId(answer.field)}`,
      message: match ? `Director ${Number(match[1]) + 1}: ${answer.message}` : answer.message,
    };
  });
}

/** Enter in a field continues to the next step, as Continue does, instead of submitting. */
function continueOnEnter(event: KeyboardEvent<HTMLFormElement>, continueStep: () => void) {
  const target = event.target as HTMLElement;
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement)) return;
  if (["submit", "button", "reset"].includes(target.type)) return;
  event.preventDefault();
  continueStep();
}

/** What the steps are given to show and change the answers. */
function stepPropsFor(
  state: WizardState,
  dispatch: (action: WizardAction) => void,
  errorFor: (field: string) => string | undefined,
): DirectorsStepProps {
  return {
    values: state.values,
    expanded: state.expanded,
    errorFor,
    setAnswer: (field, value) => dispatch({ type: "answer-changed", change: { [field]: value } }),
    setDirector: (index, patch) => dispatch({ type: "director-changed", index, patch }),
    addDirector: () =>
      dispatch({ type: "director-added", id: newDirectorId(state.values.directors) }),
    removeDirector: (id) => dispatch({ type: "director-removed", id }),
    toggleDirector: (id) => dispatch({ type: "director-toggled", id }),
    markTouched: (field) => dispatch({ type: "field-left", field }),
  };
}

export function ApplicationWizard({
  actionData,
  action,
  introducer = null,
  companyLookup = false,
  product = "",
  loadRules = loadApplicationRules,
}: {
  actionData: ApplicationActionData | undefined;
  /** Where the form posts when shown on another page than /application (a saved draft's link). */
  action?: string;
  /** The active introducer whose code the page's address (or saved draft) carries. */
  introducer?: { code: string; name: string } | null;
  /** Whether the server can ask Companies House, so step 1 offers "Find my company". */
  companyLookup?: boolean;
  /** The product of the page whose Apply Now opened it (`?product=`), "" for none. */
  product?: ProductSlug | "";
  /** How the rules are fetched (tests give their own). */
  loadRules?: () => Promise<ApplicationRules>;
}) {
  const [state, dispatchNow] = useReducer(wizardReducer, actionData, (data) =>
    initialWizardState(data, introducer?.code, product),
  );
  const { step, values, attempted } = state;
  // Steps 2 to 4 are fetched on the form's first use; what would show them waits for them.
  const later = useLaterSteps(dispatchNow, actionData !== undefined);
  const dispatch = later.send;
  useApplicationDraft(state, dispatch, serverValuesOf(actionData) === null);
  useIntroducerInAddress(values.introducer, introducer, action === undefined);
  useProductInAddress(values.product, action === undefined);
  // The rules load on the first use of the form; the page renders without them until then (as
  // on the server). A form that is not blank (the server answered it, or it holds answers it
  // did not open with: a saved draft restored, a quote's figures) loads them as soon as the
  // browser is idle too, so its progress and what is missing show without waiting for a touch.
  const [openedWith] = useState(values);
  const blank = !actionData && !state.persist && values === openedWith;
  const rules = useLazyRules(loadRules, { whenIdle: !blank });
  const { missing, listed, errorFor } = useAnswerMessages(state, rules.settled?.rules ?? null);
  const { submitting, handleSubmit } = useApplicationSubmit({
    actionData,
    dispatch,
    holdSubmit: rules.holdSubmit,
    complete: missing === null || missing.length === 0,
  });
  const { topRef, summaryRef } = useWizardFocus(state.focus);

  async function saveDraftEmailProblem(email: string) {
    const settled = await rules.start();
    return settled.rules?.saveDraftEmailProblem(email) ?? null;
  }
  useEffect(() => {
    if (state.started) analytics.formStart("application");
  }, [state.started]);

  function selectProblem(item: ErrorSummaryItem, event: React.MouseEvent<HTMLAnchorElement>) {
    const answer = listed.find((entry) => `#${fieldId(entry.field)}` === item.href);
    if (!answer) return;
    event.preventDefault();
    dispatch({ type: "problem-chosen", answer });
  }

  const stepProps = stepPropsFor(state, dispatch, errorFor);
  const fillCompany = useCallback<FillCompany>(
    (fill) => dispatch({ type: "company-found", fill }),
    [dispatch],
  );
  // The form's first use (a focus or a press in it, as `useLazyRules` counts it) fetches its
  // rules and its later steps.
  const startOnUse = () => {
    void rules.start();
    void later.load();
  };
  return (
    <>
      <noscript
        dangerouslySetInnerHTML={
          import.meta.env.SSR ? { __html: `<style>${noScriptCss}</style>` } : undefined
        }
      />
      <div className="container-page grid gap-10 pb-16 md:pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div ref={topRef} className="min-w-0">
          <WizardProgress step={step} missing={missing} blank={blank} />
          {introducer && introducer.code === values.introducer ? (
            <p className="mt-3 text-sm text-muted">{introducedBy(introducer.name)}</p>
          ) : null}
          <noscript>
            {import.meta.env.SSR ? <NoScriptAnswer actionData={actionData} /> : null}
          </noscript>
          <Form
            id={APPLICATION_FORM_ID}
            method="post"
            action={action}
            noValidate
            onSubmit={handleSubmit}
            onFocusCapture={startOnUse}
            onPointerDownCapture={startOnUse}
            onKeyDown={(event) => continueOnEnter(event, () => dispatch({ type: "continued" }))}
            aria-label="Business funding application"
            className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8"
          >
            {/* The form's default button, so Enter posts the application rather than adding a director. */}
            <button type="submit" name={INTENT_FIELD} value={SUBMIT_INTENT} hidden tabIndex={-1} />
            <Honeypot />
            {/* Not a question: the code of the introducer's link, carried with the answers. */}
            <input type="hidden" name="introducer" value={values.introducer} />

            <WizardPanel step={1} current={step}>
              <CompanyStep
                {...stepProps}
                onCompanyFound={companyLookup ? fillCompany : undefined}
              />
            </WizardPanel>
            <WizardPanel step={2} current={step} ready={later.ready}>
              <LoanDetailsStep {...stepProps} />
            </WizardPanel>
            <WizardPanel step={3} current={step} ready={later.ready}>
              <DirectorsStep {...stepProps} />
            </WizardPanel>
            <WizardPanel step={4} current={step} ready={later.ready}>
              <ReviewStep
                values={values}
                attempted={attempted}
                answers={listed}
                problems={summaryItems(listed)}
                summaryRef={summaryRef}
                onSelectProblem={selectProblem}
                onEdit={(target) => dispatch({ type: "step-chosen", step: target })}
              />
            </WizardPanel>

            <p role="status" className="sr-only">
              {submitting ? "Sending your application" : state.announcement}
            </p>
            {later.failed ? (
              <p role="alert" className="mt-6 font-semibold text-danger-700">
                {wizardButtons.stepNotLoaded}
              </p>
            ) : null}
            <WizardButtons
              step={step}
              submitting={submitting}
              onBack={() => dispatch({ type: "went-back" })}
              onContinue={() => dispatch({ type: "continued" })}
            />
            <SaveForLater
              values={values}
              step={step}
              actionData={actionData}
              emailProblem={saveDraftEmailProblem}
            />
          </Form>
        </div>
        <ApplicationAside />
      </div>
    </>
  );
}

/**
 * A draft restored in this browser may carry an introducer's code that the address no longer
 * does (the visitor came back to /application itself): the code is put back in the address,
 * replacing the history entry, so the page can name the introducer as it does for their link.
 */
function useIntroducerInAddress(
  code: string,
  known: { code: string } | null,
  onApplicationPage: boolean,
) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inAddress = searchParams.has("introducer");
  useEffect(() => {
    if (!onApplicationPage || !code || known || inAddress) return;
    const next = new URLSearchParams(searchParams);
    next.set("introducer", code);
    void navigate(`?${next.toString()}`, { replace: true, preventScrollReset: true });
  }, [code, known, inAddress, onApplicationPage, navigate, searchParams]);
}

/**
 * The address names the product applied for (`?product=`) as the answer changes, replacing the
 * history entry, so a reload or a shared link opens the application for the same product, and
 * "Not sure yet" removes it.
 */
function useProductInAddress(product: ProductSlug | "", onApplicationPage: boolean) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inAddress = searchParams.get("product") ?? "";
  useEffect(() => {
    if (!onApplicationPage || inAddress === product) return;
    const next = new URLSearchParams(searchParams);
    if (product) next.set("product", product);
    else next.delete("product");
    const search = next.toString();
    void navigate(
      { search: search ? `?${search}` : "" },
      { replace: true, preventScrollReset: true },
    );
  }, [product, inAddress, onApplicationPage, navigate, searchParams]);
}

/**
 * Shown only without scripts, above the form: the notice that every step is on the page, and
 * the server's answer to a plain post it refused (the failure, or the answers it still needs).
 */
function NoScriptAnswer({ actionData }: { actionData: ApplicationActionData | undefined }) {
  return (
    <div className="space-y-4">
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
        items={actionData?.status === "invalid" ? summaryItems(actionData.errors) : []}
      />
    </div>
  );
}

/**
 * Pressing Previous or Continue leaves the field being typed in only once the click is done:
 * leaving it first could show its message, moving the button from under the pointer before
 * the press ended, so that Continue seemed to refuse a wrong answer. Continue never blocks.
 */
function keepFocusUntilClick(event: React.MouseEvent<HTMLButtonElement>) {
  if (event.button === 0) event.preventDefault();
}

/** Previous and Continue move between steps (scripts only); Submit shows on Review. */
function WizardButtons({
  step,
  submitting,
  onBack,
  onContinue,
}: {
  step: WizardStepNumber;
  submitting: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t-2 border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Button
        type="button"
        data-js-only
        variant="outline"
        disabled={step === 1 || submitting}
        onMouseDown={keepFocusUntilClick}
        onClick={onBack}
      >
        <ArrowLeft aria-hidden="true" />
        {wizardButtons.previous}
      </Button>
      {step < 4 ? (
        <Button
          type="button"
          data-js-only
          variant="primary"
          onMouseDown={keepFocusUntilClick}
          onClick={onContinue}
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
  );
}

/**
 * A step with its heading. Steps 2 to 4 (`ready` given) render their questions on the server,
 * and in the browser once their code is here; until then the server's HTML stays as it is
 * (React leaves alone what is inside an element it is given the HTML of, here none).
 */
function WizardPanel({
  step,
  current,
  ready = true,
  children,
}: {
  step: WizardStepNumber;
  current: WizardStepNumber;
  ready?: boolean;
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
      {step === 1 ? (
        children
      ) : import.meta.env.SSR || ready ? (
        <div className="space-y-6">{children}</div>
      ) : (
        <div className="space-y-6" dangerouslySetInnerHTML={{ __html: "" }} />
      )}
    </section>
  );
}
