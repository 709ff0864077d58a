export {
  companyTypeLabels,
  dealProductLabels,
  dealSectorLabels,
  kindLabels,
  statusLabels,
} from "#app/schemas/admin.ts";

export { formatDateTime } from "#app/lib/dates.ts";

/** Pence as a form shows them for editing ("1250.50"). */
export function penceToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return (value / 100).toFixed(2);
}
