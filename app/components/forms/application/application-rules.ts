import type { ApplicationValues } from "#app/lib/application-values.ts";
import {
  applicationDraftSchema,
  applicationStepOf,
  formatFieldPath,
  missingApplicationAnswers,
} from "#app/schemas/application.ts";
import { saveDraftEmailProblem } from "#app/schemas/save-draft.ts";

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

/**
 * What the wizard judges the answers by: the schemas the server checks a submission and a
 * saved draft's address with, so the browser and the server never disagree. This module and
 * the validation library load apart from the page (`loadApplicationRules`).
 */
export const applicationRules = {
  /** Every answer still needed before the application can be sent, in the wizard's order. */
  missingAnswers: missingApplicationAnswers,
  formatProblems,
  saveDraftEmailProblem,
  /** The step asking a field, by its form name ("directors[1].email" is on step 3). */
  stepOf: (field: string) => applicationStepOf(field.replace(/[[.].*$/, "")),
};

export type ApplicationRules = typeof applicationRules;
