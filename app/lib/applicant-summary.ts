/**
 * What an applicant gave, as the results page and their tracking page show it back. Built on
 * the server from the stored lead; browser-safe.
 */
export type ApplicantSummary = {
  /** "DBF-7K3M9Q"; null only for a summary read back from the browser's own storage. */
  reference: string | null;
  companyName: string | null;
  loanAmount: number | null;
  loanReasons: string[];
  loanPurpose: string | null;
  /** The product applied for (a slug), when the application named one. */
  product?: string | null;
  /** For a loan secured on property: its value in pounds, and the exit as the applicant said it. */
  propertyValuePounds?: number | null;
  exit?: string | null;
};

/** What the funding is for, in one line: the reasons ticked, then any purpose written. */
export function fundingPurpose(summary: Pick<ApplicantSummary, "loanReasons" | "loanPurpose">) {
  const parts = [summary.loanReasons.join(", "), summary.loanPurpose?.trim() ?? ""];
  const given = parts.filter((part) => part !== "");
  return given.length > 0 ? given.join("; ") : null;
}
