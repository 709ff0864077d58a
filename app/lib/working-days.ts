import { ukWallClock } from "#app/lib/uk-clock.ts";
import { ukDatePlusDays } from "#app/lib/uk-time.ts";

/**
 * Working days in England and Wales: Monday to Friday, less the bank holidays below (from
 * gov.uk/bank-holidays, substitute days included). The list is dated: a test fails when it no
 * longer covers the coming year, so it is extended before a holiday is missed.
 */
export const englandAndWalesBankHolidays: readonly string[] = [
  // 2025
  "2025-01-01",
  "2025-04-18",
  "2025-04-21",
  "2025-05-05",
  "2025-05-26",
  "2025-08-25",
  "2025-12-25",
  "2025-12-26",
  // 2026
  "2026-01-01",
  "2026-04-03",
  "2026-04-06",
  "2026-05-04",
  "2026-05-25",
  "2026-08-31",
  "2026-12-25",
  "2026-12-28",
  // 2027
  "2027-01-01",
  "2027-03-26",
  "2027-03-29",
  "2027-05-03",
  "2027-05-31",
  "2027-08-30",
  "2027-12-27",
  "2027-12-28",
  // 2028
  "2028-01-03",
  "2028-04-14",
  "2028-04-17",
  "2028-05-01",
  "2028-05-29",
  "2028-08-28",
  "2028-12-25",
  "2028-12-26",
];

const holidays = new Set(englandAndWalesBankHolidays);

/** Whether a UK date ("2026-12-28") is a working day: a weekday and no bank holiday. */
export function isWorkingDay(ukDate: string): boolean {
  const weekday = new Date(`${ukDate}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(ukDate);
}

/** Whether `at` falls on a working day in the UK. */
export function isUkWorkingDayAt(at: Date): boolean {
  return isWorkingDay(ukWallClock(at).date);
}

/** The first working day after the UK day `at` falls on ("2026-12-24" → "2026-12-29"). */
export function nextWorkingDay(at: Date): string {
  for (let days = 1; ; days += 1) {
    const day = ukDatePlusDays(at, days);
    if (isWorkingDay(day)) return day;
  }
}
