import { erasedLeadLabel, noNameGiven } from "#app/schemas/admin.ts";

export {
  companyTypeLabels,
  dealProductLabels,
  dealSectorLabels,
  kindLabels,
  leadKindLabel,
  statusLabels,
} from "#app/schemas/admin.ts";

/**
 * What a list calls a case: its company, else the person's name, else their email marked as
 * having no name, else what it lacks.
 */
export function caseName(row: {
  companyName: string | null;
  fullName: string | null;
  email: string | null;
  erasedAt: Date | string | null;
}): string {
  return (
    row.companyName ||
    row.fullName ||
    (row.email ? `${row.email} ${noNameGiven}` : "") ||
    (row.erasedAt ? erasedLeadLabel : "Unnamed lead")
  );
}

export { formatDateTime } from "#app/lib/dates.ts";

/** Pence as a form shows them for editing ("1250.50"). */
export function penceToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return (value / 100).toFixed(2);
}
