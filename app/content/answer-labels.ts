import {
  employeeLabels,
  homeOwnershipLabels,
  profitLabels,
  yesNoLabels,
} from "#app/content/application.ts";

/*
 * Apart from the application's words (`application.ts`): the back office and the brokers' mail
 * read stored answers with these, the application's page never does.
 */

/** Every stored answer that is a code, with its words. */
const storedAnswerLabels: Record<string, string> = {
  ...employeeLabels,
  ...profitLabels,
  ...homeOwnershipLabels,
  ...yesNoLabels,
};

/**
 * The words for a stored answer wherever it is shown (the case page, the brokers' mail):
 * "50k-100k" reads "£50,000 to £100,000" and "homeowner" "Homeowner"; text the visitor
 * typed is shown as typed; nothing for none.
 */
export function answerLabel(value: string | null | undefined): string | null {
  return value ? (storedAnswerLabels[value] ?? value) : null;
}
