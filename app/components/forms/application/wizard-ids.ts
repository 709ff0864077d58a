import type { WizardStepNumber } from "#app/lib/application-storage.ts";

/*
 * The ids the wizard moves focus to, apart from the steps that render them: steps 2 to 4 are
 * fetched on the form's first use (later-steps.tsx), the wizard and its focus from the start.
 */

export function stepHeadingId(step: WizardStepNumber) {
  return `application-step-${step}-heading`;
}

export function directorHeadingId(directorId: string) {
  return `application-director-${directorId}-heading`;
}

export const ERROR_SUMMARY_ID = "application-error-summary";
