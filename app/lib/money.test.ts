import { describe, expect, test } from "vitest";
import {
  formatPence,
  formatPounds,
  formatPoundsAndPence,
  formatPoundsShort,
} from "#app/lib/money.ts";

describe("money", () => {
  test("whole pounds are rounded and grouped", () => {
    expect(formatPounds(75_000)).toBe("£75,000");
    expect(formatPounds(4_999.6)).toBe("£5,000");
    expect(formatPounds(null)).toBe("");
  });
  test("pence show two places, from pounds or from a sum held in pence", () => {
    expect(formatPoundsAndPence(1_234.5)).toBe("£1,234.50");
    expect(formatPence(123_450)).toBe("£1,234.50");
    expect(formatPence(undefined)).toBe("");
  });
  test("short amounts for headlines", () => {
    expect(formatPoundsShort(5_000)).toBe("£5K");
    expect(formatPoundsShort(2_500_000)).toBe("£2.5M");
    expect(formatPoundsShort(500)).toBe("£500");
  });
});
