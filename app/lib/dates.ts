/**
 * Dates and times as people in the UK read them, whatever the server's zone: one place for
 * the back office, the applicant's pages and the mail.
 */
import { madeOnFirstUse } from "#app/lib/first-use.ts";

const ukZone = "Europe/London";

const dateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: ukZone }),
);

const longDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: ukZone,
    }),
);

/** "25 Nov 2026, 14:02" */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  return dateTime().format(new Date(value));
}

/** "25 November 2026" */
export function formatLongDate(value: Date | string): string {
  return longDate().format(new Date(value));
}
