import { describe, expect, test } from "vitest";
import {
  formatPounds,
  formatPoundsAndPence,
  formatPoundsInField,
  formatPoundsShort,
  formatTypedPounds,
} from "#app/lib/money.ts";
import { formatPence, formatPenceInField } from "#app/lib/pence.ts";

describe("money", () => {
  test("whole pounds are rounded and grouped", () => {
    expect(formatPounds(75_000)).toBe("£75,000");
    expect(formatPounds(4_999.6)).toBe("£5,000");
    expect(formatPounds(null)).toBe("");
  });
  test("pence show two places, from pounds or from a sum held in pence", () => {
    expect(formatPoundsAndPence(1_234.5)).toBe("£1,234.50");
    expect(formatPence(123_450)).toBe("£1,234.50");
    // Pence only when there are some: one way beside whole-pound amounts.
    expect(formatPence(4_500_000)).toBe("£45,000");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(undefined)).toBe("");
  });
  test("short amounts for headlines", () => {
    expect(formatPoundsShort(5_000)).toBe("£5K");
    expect(formatPoundsShort(2_500_000)).toBe("£2.5M");
    expect(formatPoundsShort(500)).toBe("£500");
  });
  test("an amount kept as typed is written as pounds only when it is one", () => {
    expect(formatTypedPounds("250,000")).toBe("£250,000");
    expect(formatTypedPounds("250000")).toBe("£250,000");
    expect(formatTypedPounds("£12,500")).toBe("£12,500");
    expect(formatTypedPounds("50k-100k")).toBe("50k-100k");
    expect(formatTypedPounds("")).toBe("");
    expect(formatTypedPounds(null)).toBe("");
    expect(formatTypedPounds(undefined)).toBe("");
  });
  test("amounts as an amount field shows them, without the sign", () => {
    expect(formatPoundsInField(25_000)).toBe("25,000");
    expect(formatPoundsInField(500)).toBe("500");
    expect(formatPenceInField(2_500_000)).toBe("25,000");
    expect(formatPenceInField(125_050)).toBe("1,250.50");
    expect(formatPenceInField(5)).toBe("0.05");
    expect(formatPenceInField(null)).toBe("");
  });
});
