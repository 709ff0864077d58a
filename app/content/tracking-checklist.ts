import type { ChecklistCategory, ItemState } from "#app/content/document-checklist.ts";
import {
  bankStatements,
  companyAccounts,
  debtSchedule,
  managementAccounts,
} from "#app/content/documents.ts";

/**
 * What the applicant's page says of a document their broker needs, beside its name in the
 * case's checklist (`document-checklist.ts`): where the broker's own checklist stands, in the
 * applicant's words, and why the document matters where the guide says so.
 */
export const neededStateWords: Record<ItemState, string> = {
  missing: "still needed",
  received: "received",
  accepted: "received and checked by your broker",
  asked_again: "asked for again",
  open_banking: "by Open Banking",
};

export const neededDescriptions: Partial<Record<ChecklistCategory, string>> = {
  accounts: companyAccounts.description,
  bank_statements: bankStatements.description,
  management_accounts: managementAccounts.description,
  debt_schedule: debtSchedule.description,
};
