/**
 * Wall-clock dates and times in the UK (Europe/London, GMT or BST as the day falls), turned
 * into instants and back, whatever the server's own zone: a task "due 25 Nov 2026 at 14:00"
 * means 14:00 in London.
 */
import { ukWallClock } from "#app/lib/uk-clock.ts";

// Read from the module that knows the UK clock; the scheduling below is arithmetic on it.
export { ukWallClock };

/**
 * The instant a UK date ("2026-11-25") and time ("14:00") name. The UK clock is UTC or one hour
 * ahead, so it is one of two instants: the earlier that shows that time on a UK clock (the
 * first of an hour that happens twice when the clocks go back). A time skipped when they go
 * forward is read as the hour after.
 */
export function ukInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  for (const candidate of [asUtc - 60 * 60 * 1000, asUtc]) {
    const clock = ukWallClock(new Date(candidate));
    if (clock.date === date && clock.time === time) return new Date(candidate);
  }
  return new Date(asUtc);
}

/** The UK date a number of days after the UK day of `at` ("2026-11-25" + 7 → "2026-12-02"). */
export function ukDatePlusDays(at: Date, days: number): string {
  const [year, month, day] = ukWallClock(at).date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The first instant of the UK day after the one `at` falls on: "due today" is before it. */
export function ukEndOfDay(at: Date): Date {
  return ukInstant(ukDatePlusDays(at, 1), "00:00");
}
