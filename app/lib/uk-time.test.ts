import { describe, expect, it } from "vitest";
import { ukDatePlusDays, ukEndOfDay, ukInstant, ukWallClock } from "#app/lib/uk-time.ts";

describe("UK wall-clock times", () => {
  it("read a UK date and time as GMT in winter and BST in summer", () => {
    expect(ukInstant("2026-11-25", "14:00").toISOString()).toBe("2026-11-25T14:00:00.000Z");
    expect(ukInstant("2026-07-01", "14:00").toISOString()).toBe("2026-07-01T13:00:00.000Z");
  });

  it("read the hour the clocks skip as the hour after, and the hour they repeat as the first", () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 never shows on a UK clock.
    expect(ukWallClock(ukInstant("2026-03-29", "01:30")).time).toBe("02:30");
    // 25 October 2026: 01:30 happens twice; the first is 00:30 UTC.
    expect(ukInstant("2026-10-25", "01:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("say the UK day of an instant, days after it, and when it ends", () => {
    const lateJulyEvening = new Date("2026-07-01T23:30:00Z");
    expect(ukWallClock(lateJulyEvening)).toEqual({ date: "2026-07-02", time: "00:30" });
    expect(ukEndOfDay(lateJulyEvening).toISOString()).toBe("2026-07-02T23:00:00.000Z");
    expect(ukDatePlusDays(new Date("2026-12-30T12:00:00Z"), 7)).toBe("2027-01-06");
    expect(ukDatePlusDays(new Date("2026-12-30T12:00:00Z"), -30)).toBe("2026-11-30");
  });
});
