/**
 * The UK clock (Europe/London, GMT or BST as the day falls), whatever the server's or the
 * browser's own zone: the one place the zone is named. A submission is stamped with it
 * ("01/03/2026, 14:02:00") and the back office reckons its days by its wall clock. Every other
 * written form of a date is `dates.ts`'s.
 */
import { madeOnFirstUse } from "#app/lib/first-use.ts";

/** A formatter showing the UK clock, made the first time it is used. */
export function ukFormatter(options: Intl.DateTimeFormatOptions) {
  return madeOnFirstUse(
    () => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "Europe/London" }),
  );
}

const timestamp = ukFormatter({ dateStyle: "short", timeStyle: "medium" });
const clock = ukFormatter({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * When a form was sent, as its lead keeps it and the mail shows it: the UK date and time to
 * the second, "01/03/2026, 14:02:00".
 */
export function formatTimestamp(at: Date): string {
  return timestamp().format(at);
}

/**
 * The UK wall clock at a moment, for reckoning days and times rather than for reading:
 * { date: "2026-11-25", time: "14:00" }.
 */
export function ukWallClock(at: Date): { date: string; time: string } {
  const part = Object.fromEntries(
    clock()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
  };
}
