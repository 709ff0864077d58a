import { useMemo } from "react";
import { missingApplicationAnswers } from "#app/schemas/application.ts";
import {
  formatProblems,
  listedAnswers,
  type WizardState,
} from "#app/components/forms/application/wizard-state.ts";

/**
 * The wizard's messages, judged by the submission schema on every change: what is still
 * missing, what the error summary lists, and the message beside a field. Before Submit is
 * tried a field shows its message once the visitor has left it with a malformed answer, or
 * empty after typing in it.
 */
export function useAnswerMessages({
  values,
  attempted,
  serverErrors,
  touched,
  changed,
}: WizardState) {
  const missing = useMemo(() => missingApplicationAnswers(values), [values]);
  const problems = useMemo(() => formatProblems(values), [values]);
  const listed = useMemo(
    () => listedAnswers({ attempted, serverErrors }, missing),
    [attempted, serverErrors, missing],
  );
  const missingByField = useMemo(
    () => new Map(missing.map((answer) => [answer.field, answer.message])),
    [missing],
  );
  const listedByField = useMemo(
    () => new Map(listed.map((answer) => [answer.field, answer.message])),
    [listed],
  );

  function errorFor(field: string): string | undefined {
    return (
      (attempted ? listedByField.get(field) : undefined) ??
      (touched.has(field)
        ? (problems.get(field) ?? (changed.has(field) ? missingByField.get(field) : undefined))
        : undefined)
    );
  }

  return { missing, listed, errorFor };
}
