export { kindLabels, statusLabels } from "#app/schemas/admin.ts";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  return dateTime.format(new Date(value));
}

/** Pence as a form shows them for editing ("1250.50"). */
export function penceToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return (value / 100).toFixed(2);
}
