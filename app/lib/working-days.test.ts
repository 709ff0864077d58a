import { describe, expect, it } from "vitest";
import {
  englandAndWalesBankHolidays,
  isWorkingDay,
  nextWorkingDay,
} from "#app/lib/working-days.ts";

describe("working days in England and Wales", () => {
  it("lists the bank holidays of the coming year (extend the list before this fails)", () => {
    const aYearOn = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const last = [...englandAndWalesBankHolidays].sort().at(-1)!;
    // The last listed holiday is Boxing Day (or its substitute) of a year at least a year away.
    expect(last >= aYearOn.slice(0, 4) + "-12-25").toBe(true);
    const years = new Set(englandAndWalesBankHolidays.map((day) => day.slice(0, 4)));
    for (const year of years) {
      // Eight a year in England and Wales (more only in a year with a special one).
      expect(
        englandAndWalesBankHolidays.filter((day) => day.startsWith(year)).length,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it("lists only weekdays, each once", () => {
    expect(new Set(englandAndWalesBankHolidays).size).toBe(englandAndWalesBankHolidays.length);
    for (const day of englandAndWalesBankHolidays) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      expect([0, 6]).not.toContain(weekday);
    }
  });

  it("counts Monday to Friday less bank holidays", () => {
    expect(isWorkingDay("2026-12-02")).toBe(true); // Wednesday
    expect(isWorkingDay("2026-12-05")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-06")).toBe(false); // Sunday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas Day
    expect(isWorkingDay("2026-12-28")).toBe(false); // Boxing Day's substitute
    expect(isWorkingDay("2027-03-26")).toBe(false); // Good Friday
    expect(isWorkingDay("2027-03-29")).toBe(false); // Easter Monday
  });

  it("finds the next working day after a UK day, past weekends and bank holidays", () => {
    // Wednesday evening in London → Thursday.
    expect(nextWorkingDay(new Date("2026-12-02T20:00:00Z"))).toBe("2026-12-03");
    // Friday → Monday.
    expect(nextWorkingDay(new Date("2026-12-04T10:00:00Z"))).toBe("2026-12-07");
    // Christmas Eve → past Christmas, the weekend and Boxing Day's substitute.
    expect(nextWorkingDay(new Date("2026-12-24T10:00:00Z"))).toBe("2026-12-29");
    // 23:30 in London on a summer Friday is already Saturday by the UK clock → Monday.
    expect(nextWorkingDay(new Date("2027-06-04T23:30:00Z"))).toBe("2027-06-07");
  });
});
