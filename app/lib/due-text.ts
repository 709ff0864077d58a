/** What is due is counted up to this many; the header says "99+ due" past it. */
export const DUE_COUNT_CAP = 99;

/** How the header writes what is due for the signed-in user: "3 due", "99+ due". */
export function dueText(due: number): string {
  return due > DUE_COUNT_CAP ? `${DUE_COUNT_CAP}+ due` : `${due} due`;
}
