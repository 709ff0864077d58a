/**
 * The one way the site writes dates and times, on pages, in the back office and in mail.
 * A moment is written as a UK clock shows it (GMT or BST as the day falls), whatever the
 * server's or the browser's own zone. A calendar date or month ("2026-03-01", "2026-03") is
 * written as given, never shifted a day by a zone.
 *
 * One written form for each: a date is "1 March 2026" and a month "March 2026"; a date with
 * its time is "1 Mar 2026, 14:02" (the short form the back office's lists and tables keep on
 * one line); a chart's axis, where a month has a few characters' room, reads "Mar 2026". The
 * time a submission was made is stored and mailed as "01/03/2026, 14:02:00". The zone is named
 * once, in `uk-clock.ts`, which also stamps submissions and reads the UK wall clock the back
 * office reckons its days by (`uk-time.ts`).
 */
import { ukFormatter } from "#app/lib/uk-clock.ts";

// The submission's timestamp and the wall clock are the UK clock's (`uk-clock.ts`), apart so a
// form that stamps its answers need not load every written form of a date.
export { formatTimestamp, ukWallClock } from "#app/lib/uk-clock.ts";

type Moment = Date | string;

const longDate = ukFormatter({ day: "numeric", month: "long", year: "numeric" });
const longMonth = ukFormatter({ month: "long", year: "numeric" });
const shortMonth = ukFormatter({ month: "short", year: "numeric" });
const dateTime = ukFormatter({ dateStyle: "medium", timeStyle: "short" });

/**
 * Noon UTC on a calendar date: the UK clock (UTC or an hour ahead) shows that same date then,
 * so the UK formatters write a plain date as given.
 */
function middayOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** The UK date of a moment: "1 March 2026". */
export function formatLongDate(value: Moment): string {
  return longDate().format(new Date(value));
}

/** A calendar date as given, such as a day of incorporation: "2026-03-01" => "1 March 2026". */
export function formatDay(day: string): string {
  return longDate().format(middayOf(day));
}

/** A month: "2026-03" => "March 2026". */
export function formatMonth(month: string): string {
  return longMonth().format(middayOf(`${month}-01`));
}

/** A month where only a few characters fit, such as a chart's axis: "2026-03" => "Mar 2026". */
export function formatShortMonth(month: string): string {
  return shortMonth().format(middayOf(`${month}-01`));
}

/** The UK date and time of a moment: "1 Mar 2026, 14:02"; nothing when there is none. */
export function formatDateTime(value: Moment | null | undefined): string {
  if (!value) return "";
  return dateTime().format(new Date(value));
}
