import type { ApplicationValues, DirectorValues } from "#app/lib/application-values.ts";

/** What every step of the wizard receives: the answers, a way to change one, and messages. */
export type StepProps = {
  values: ApplicationValues;
  setAnswer: <K extends Exclude<keyof ApplicationValues, "directors">>(
    field: K,
    value: ApplicationValues[K],
  ) => void;
  /** The message to show beside a field, by its form name ("directors[0].email"). */
  errorFor: (field: string) => string | undefined;
  /** Called when the visitor leaves a field, so that a malformed answer is pointed out then. */
  markTouched: (field: string) => void;
};

export type DirectorsStepProps = StepProps & {
  setDirector: (index: number, patch: Partial<Omit<DirectorValues, "id">>) => void;
  addDirector: () => void;
  removeDirector: (id: string) => void;
  expanded: ReadonlySet<string>;
  toggleDirector: (id: string) => void;
};

/**
 * How "Find my company" fills in the answers: with a function from the answers as they are
 * (never over what was typed) to the answers filled in, and the fields it filled by form name.
 */
export type FillCompany = (
  fill: (values: ApplicationValues) => { values: ApplicationValues; fields: string[] },
) => void;
