import { useRef, useState, type KeyboardEvent } from "react";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { useFetcher } from "react-router";
import { ChevronDown, MailCheck } from "lucide-react";
import { TextField } from "#app/components/forms/fields.tsx";
import { PendingButton } from "#app/components/ui/pending-button.tsx";
import { saveDraftCopy } from "#app/content/application-drafts.ts";
import {
  CLIENT_FIELD,
  DRAFT_EMAIL_FIELD,
  DRAFT_STEP_FIELD,
  INTENT_FIELD,
  SAVE_DRAFT_INTENT,
  SCRIPT_CLIENT,
  type ApplicationActionData,
} from "#app/lib/application-action-result.ts";
import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { paths } from "#app/paths.ts";

const EMAIL_ID = "save-draft-email";

type DraftAnswer = Extract<ApplicationActionData, { status: "draft-saved" | "draft-refused" }>;

/** The server's answer to a save, when `answer` is one; a lost connection counts as a refusal. */
function draftAnswerOf(answer: ApplicationActionData | undefined): DraftAnswer | undefined {
  if (answer?.status === "draft-saved" || answer?.status === "draft-refused") return answer;
  return undefined;
}

/**
 * "Save and continue later", under the wizard's buttons on every step: an email address (the
 * first director's, once given) to send a link to the answers so far. It sits inside the
 * wizard's form, so without scripts its button posts every answer with the "save-draft"
 * intent and the page comes back with them; with scripts the same post goes through a fetcher
 * and the wizard stays as it is.
 */
export function SaveForLater({
  values,
  step,
  actionData,
  emailProblem,
}: {
  values: ApplicationValues;
  step: WizardStepNumber;
  /** The answer a post made without scripts came back with. */
  actionData: ApplicationActionData | undefined;
  /**
   * What is wrong with the address, once the rules have loaded; null when it will do, or when
   * they could not load (the server then checks it by the same rule).
   */
  emailProblem: (email: string) => Promise<string | null>;
}) {
  const fetcher = useFetcher<ApplicationActionData>();
  const returned = draftAnswerOf(actionData);
  const [open, setOpen] = useState(returned !== undefined);
  const [typed, setTyped] = useState<string | null>(returned?.email ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answerShown, setAnswerShown] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set while the address waits for the rules, so a second press does not save twice.
  const checking = useRef(false);

  const email = typed ?? values.directors[0]?.email ?? "";
  const pending = fetcher.state !== "idle";
  const fetched = fetcher.data;
  const unreachable = fetched?.status === "refused";
  const answer = answerShown ? (fetched ? draftAnswerOf(fetched) : returned) : undefined;
  const emailError =
    problem ?? (answer?.status === "draft-refused" && answer.emailInvalid ? answer.message : null);
  const notice =
    answer?.status === "draft-saved"
      ? { saved: true, text: saveDraftCopy.saved(answer.email) }
      : answer?.status === "draft-refused" && !answer.emailInvalid
        ? { saved: false, text: answer.message }
        : answerShown && unreachable
          ? { saved: false, text: saveDraftCopy.unavailable }
          : null;

  async function save(form: HTMLFormElement | null) {
    if (!form || pending || checking.current) return;
    setAnswerShown(true);
    checking.current = true;
    const found = await emailProblem(email);
    checking.current = false;
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const formData = new FormData(form);
    formData.set(INTENT_FIELD, SAVE_DRAFT_INTENT);
    formData.set(CLIENT_FIELD, SCRIPT_CLIENT);
    formData.set(DRAFT_EMAIL_FIELD, email);
    formData.set(DRAFT_STEP_FIELD, String(step));
    void fetcher.submit(formData, { method: "post", action: paths.application });
  }

  // Enter in the address saves, rather than moving the wizard on a step.
  function saveOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    void save(event.currentTarget.form);
  }

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-6 rounded-lg border border-line bg-brand-50/60"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500 [&::-webkit-details-marker]:hidden">
        {saveDraftCopy.toggle}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-4 px-4 pb-5">
        <p className="text-ink">{saveDraftCopy.lead}</p>
        <TextField
          ref={inputRef}
          id={EMAIL_ID}
          name={DRAFT_EMAIL_FIELD}
          type="email"
          autoComplete="email"
          spellCheck={false}
          label={saveDraftCopy.emailLabel}
          value={email}
          error={emailError ?? undefined}
          onValueChange={(value) => {
            setTyped(value);
            setProblem(null);
            setAnswerShown(false);
          }}
          onKeyDown={saveOnEnter}
          className="max-w-md"
        />
        <input type="hidden" name={DRAFT_STEP_FIELD} value={step} />
        <PrivacyNote form="saveDraft" />
        <PendingButton
          type="submit"
          name={INTENT_FIELD}
          value={SAVE_DRAFT_INTENT}
          formNoValidate
          variant="outline"
          pending={pending}
          pendingLabel={saveDraftCopy.pending}
          onClick={(event) => {
            // With scripts the save goes through the fetcher; without, the button posts the form.
            event.preventDefault();
            void save(event.currentTarget.form);
          }}
        >
          {saveDraftCopy.button}
        </PendingButton>
        <p
          role="status"
          className={
            notice?.saved
              ? "flex items-start gap-2 font-semibold text-success-700"
              : "font-semibold text-danger-700"
          }
        >
          {notice?.saved ? (
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : null}
          {notice?.text}
        </p>
      </div>
    </details>
  );
}
