import {
  checklistFor,
  openBankingCovers,
  type ChecklistItem,
  type ItemState,
} from "#app/content/document-checklist.ts";
import type {
  DocumentCategory,
  DocumentCheckState,
  OpenBankingState,
} from "#app/schemas/value-lists.ts";

/**
 * Where each item of a case's documents checklist stands, from the documents filed under it and
 * the broker's verdicts. Asked for again, an item stands so until a file arrives after the
 * asking; accepted stands whatever arrives later.
 */

export type ChecklistDocument = { category: DocumentCategory; createdAt: Date | string };

export type ChecklistVerdict = {
  category: DocumentCategory;
  state: DocumentCheckState;
  note: string | null;
  decidedAt: Date | string;
};

export type ChecklistRow = ChecklistItem & {
  state: ItemState;
  /** Files filed under the item. */
  files: number;
  /** What was wrong, when asked for again. */
  note: string | null;
};

const time = (value: Date | string) => new Date(value).getTime();

export function checklistRows(
  product: string | null,
  documents: ChecklistDocument[],
  verdicts: ChecklistVerdict[],
  openBanking: OpenBankingState | null,
): ChecklistRow[] {
  return checklistFor(product).map((item) => {
    const filed = documents.filter((document) => document.category === item.category);
    const verdict = verdicts.find((candidate) => candidate.category === item.category);
    const row = { ...item, files: filed.length, note: null };
    if (verdict?.state === "accepted") return { ...row, state: "accepted" };
    if (verdict?.state === "asked_again") {
      const since = time(verdict.decidedAt);
      return filed.some((document) => time(document.createdAt) > since)
        ? { ...row, state: "received" }
        : { ...row, state: "asked_again", note: verdict.note };
    }
    if (filed.length > 0) return { ...row, state: "received" };
    if (item.openBankingInstead && openBankingCovers(openBanking)) {
      return { ...row, state: "open_banking" };
    }
    return { ...row, state: "missing" };
  });
}

/** What the applicant is still to send: required items missing or asked for again. */
export function stillNeeded(rows: ChecklistRow[]): ChecklistRow[] {
  return rows.filter(
    (row) => !row.optional && (row.state === "missing" || row.state === "asked_again"),
  );
}

/** The list a mail gives of them, one per line; with what was wrong where asked again. */
export function stillNeededText(rows: ChecklistRow[]): string {
  return stillNeeded(rows)
    .map((row) => `- ${row.title}${row.note ? ` (${row.note})` : ""}`)
    .join("\n");
}
