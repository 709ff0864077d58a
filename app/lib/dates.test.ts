import { afterEach, describe, expect, test, vi } from "vitest";
import {
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMonth,
  formatShortMonth,
  formatTimestamp,
  ukWallClock,
} from "#app/lib/dates.ts";

// 23:30 UTC on 1 July is 00:30 on 2 July on a UK clock (British Summer Time).
const summerNearMidnight = "2026-07-01T23:30:00Z";

describe("dates", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("a moment's date is the UK day, written in full", () => {
    expect(formatLongDate(new Date("2026-03-01T10:00:00Z"))).toBe("1 March 2026");
    expect(formatLongDate(summerNearMidnight)).toBe("2 July 2026");
    expect(formatLongDate("2026-12-31T23:30:00Z")).toBe("31 December 2026");
  });

  test("a calendar date and a month are written as given, the same way as a moment's date", () => {
    expect(formatDay("2026-03-01")).toBe("1 March 2026");
    expect(formatDay("2026-07-01")).toBe("1 July 2026");
    expect(formatDay("2015-03-09")).toBe(formatLongDate("2015-03-09T12:00:00Z"));
    expect(formatMonth("2026-03")).toBe("March 2026");
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatShortMonth("2026-03")).toBe("Mar 2026");
  });

  test("a date and time is the UK clock's, in the short form", () => {
    expect(formatDateTime("2026-11-25T14:02:00Z")).toBe("25 Nov 2026, 14:02");
    expect(formatDateTime(new Date(summerNearMidnight))).toBe("2 Jul 2026, 00:30");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  test("a submission's time is the UK date and time to the second", () => {
    expect(formatTimestamp(new Date("2026-11-22T10:15:00Z"))).toBe("22/11/2026, 10:15:00");
    expect(formatTimestamp(new Date("2026-07-01T09:30:00Z"))).toBe("01/07/2026, 10:30:00");
    expect(formatTimestamp(new Date("2026-03-31T23:15:05Z"))).toBe("01/04/2026, 00:15:05");
  });

  test("the UK wall clock, for reckoning days", () => {
    expect(ukWallClock(new Date(summerNearMidnight))).toEqual({
      date: "2026-07-02",
      time: "00:30",
    });
    expect(ukWallClock(new Date("2026-11-25T14:00:00Z"))).toEqual({
      date: "2026-11-25",
      time: "14:00",
    });
  });

  test("no formatter is made when the module loads, only when a date is written", async () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    vi.resetModules();
    const fresh = await import("#app/lib/dates.ts");
    expect(made).not.toHaveBeenCalled();
    fresh.formatDay("2026-03-01");
    fresh.formatDay("2026-03-02");
    expect(made).toHaveBeenCalledTimes(1);
  });
});
