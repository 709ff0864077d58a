const dayMs = 24 * 60 * 60 * 1000;

/** Today in the UK as a date field takes it ("2026-11-25"), or a day some days from it. */
export function ukDate(daysFromToday = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + daysFromToday * dayMs),
  );
}

/** The same UK day as the back office writes a day: "25 November 2026". */
export function ukDayWritten(daysFromToday = 0): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date(Date.now() + daysFromToday * dayMs));
}
