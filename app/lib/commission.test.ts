import { describe, expect, it } from "vitest";
import {
  commissionRateBasisPoints,
  expectedCommissionPence,
  formatBasisPoints,
  introducerSharePence,
  outstandingPence,
  percentToBasisPoints,
  shareOfPence,
} from "#app/lib/commission.ts";

describe("commission arithmetic", () => {
  it("takes a percentage of the funded amount to the nearest penny, halves up", () => {
    // 2% of £45,000.
    expect(
      expectedCommissionPence({ kind: "percent", basisPoints: 200, fixedPence: null }, 4_500_000),
    ).toBe(90_000);
    // 1.25% of £10,000.01 is 12,500.0125p: 12,500p.
    expect(shareOfPence(1_000_001, 125)).toBe(12_500);
    // 0.5% of 101p is 0.505p: one penny (half up), never 0.50499… from floating point.
    expect(shareOfPence(101, 50)).toBe(1);
    // 2.5% of £1,234.50 is 3,086.25p.
    expect(shareOfPence(123_450, 250)).toBe(3_086);
    // A deal of £10,000,000 at 100% stays exact.
    expect(shareOfPence(1_000_000_000, 10_000)).toBe(1_000_000_000);
  });

  it("pays a fixed fee whatever the amount, and nothing is computed without terms", () => {
    expect(
      expectedCommissionPence({ kind: "fixed", basisPoints: null, fixedPence: 75_000 }, 5),
    ).toBe(75_000);
    expect(
      expectedCommissionPence({ kind: "percent", basisPoints: null, fixedPence: null }, 5),
    ).toBeNull();
  });

  it("owes what is expected less what was received, never less than nothing", () => {
    expect(outstandingPence(90_000, 45_000)).toBe(45_000);
    expect(outstandingPence(90_000, 95_000)).toBe(0);
    expect(outstandingPence(null, 10)).toBe(0);
  });

  it("says a commission's share of the loan, for the disclosure check", () => {
    expect(commissionRateBasisPoints(90_000, 4_500_000)).toBe(200);
    expect(commissionRateBasisPoints(1_200_000, 10_000_000)).toBe(1_200);
    expect(commissionRateBasisPoints(1, 0)).toBeNull();
  });

  it("reads and writes percentages as people type them", () => {
    expect(percentToBasisPoints("1.5")).toBe(150);
    expect(percentToBasisPoints("2.25%")).toBe(225);
    expect(percentToBasisPoints(" 10 ")).toBe(1_000);
    expect(percentToBasisPoints("")).toBeNull();
    expect(percentToBasisPoints("1.255")).toBe("invalid");
    expect(percentToBasisPoints("101")).toBe("invalid");
    expect(percentToBasisPoints("-1")).toBe("invalid");
    expect(formatBasisPoints(150)).toBe("1.5%");
    expect(formatBasisPoints(1_000)).toBe("10%");
    expect(formatBasisPoints(25)).toBe("0.25%");
    expect(formatBasisPoints(50)).toBe("0.5%");
  });
});

describe("an introducer's share", () => {
  it("is each payment times the split, to the nearest penny, halves up", () => {
    // 25% of £333.33 is 8,333.25p: 8,333p.
    expect(introducerSharePence(33_333, 2_500)).toBe(8_333);
    // 25% of 2p is half a penny: one penny.
    expect(introducerSharePence(2, 2_500)).toBe(1);
    // 12.5% of £1,000.04 is 12,500.5p: 12,501p.
    expect(introducerSharePence(100_004, 1_250)).toBe(12_501);
    expect(introducerSharePence(50_000, 0)).toBe(0);
    expect(introducerSharePence(50_000, 10_000)).toBe(50_000);
  });
});
