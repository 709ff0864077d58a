import { useMemo } from "react";
import type { ApplicationRules } from "#app/components/forms/application/application-rules.ts";
import { listedAnswers, type WizardState } from "#app/components/forms/application/wizard-state.ts";

const noProblems: ReadonlyMap<string, string> = new Map();

/**
 * The wizard's messages, judged by the submission's rules on every change: what is still
 * missing, what the error summary lists, and the message beside a field. Before Submit is
 * tried a field shows its message once the visitor has left it with a malformed answer, or
 * empty after typing in it; on a step they have moved on from, every field shows what is
 * missing or wrong, alike.
 *
 * Until the rules have loaded (`rules` null, as on the server) nothing is judged: `missing` is
 * null, and only what the server refused is listed, so the first render matches the server's
 * HTML. The messages follow as soon as the rules are there.
 */
export function useAnswerMessages(
  { values, attempted, serverErrors, touched, changed, left }: WizardState,
  rules: ApplicationRules | null,
) {
  const missing = useMemo(() => (rules ? rules.missingAnswers(values) : null), [rules, values]);
  const problems = useMemo(
    () => (rules ? rules.formatProblems(values) : noProblems),
    [rules, values],
  );
  const listed = useMemo(
    () => listedAnswers({ attempted, serverErrors }, missing ?? []),
    [attempted, serverErrors, missing],
  );
  const missingByField = useMemo(
    () => new Map(missing?.map((answer) => [answer.field, answer.message])),
    [missing],
  );
  const listedByField = useMemo(
    () => new Map(listed.map((answer) => [answer.field, answer.message])),
    [listed],
  );

  function errorFor(field: string): string | undefined {
    if (rules && left.has(rules.stepOf(field))) {
      return (
        (attempted ? listedByField.get(field) : undefined) ??
        problems.get(field) ??
        missingByField.get(field)
      );
    }
    return (
      (attempted ? listedByField.get(field) : undefined) ??
      (touched.has(field)
        ? (problems.get(field) ?? (changed.has(field) ? missingByField.get(field) : undefined))
        : undefined)
    );
  }

  return { missing, listed, errorFor };
}
