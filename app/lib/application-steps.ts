/** The wizard's four steps: 1 Company, 2 Loan details, 3 Directors, 4 Review. */
export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStepNumber = (typeof WIZARD_STEPS)[number];
