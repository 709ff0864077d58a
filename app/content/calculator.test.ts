import { describe, expect, test } from "vitest";
import {
  calculator,
  exampleFigures,
  monthlyRepayment,
  repaymentRange,
} from "#app/content/calculator.ts";
import { fundingRange } from "#app/content/claims.ts";

describe("funding calculator", () => {
  test("repays a fixed-rate loan in equal monthly instalments", () => {
    expect(monthlyRepayment(50_000, 24, 14.9)).toBeCloseTo(2421.96, 2);
    expect(monthlyRepayment(12_000, 12, 0)).toBe(1000);
  });

  test("a bigger loan or a shorter term costs more each month", () => {
    const base = repaymentRange(50_000, 24);
    expect(repaymentRange(60_000, 24).low).toBeGreaterThan(base.low);
    expect(repaymentRange(50_000, 12).high).toBeGreaterThan(base.high);
    expect(base.high).toBeGreaterThan(base.low);
  });

  test("the representative example adds up", () => {
    const example = exampleFigures();
    expect(example.total).toBeCloseTo(example.monthly * example.months, 6);
    expect(example.interest).toBeCloseTo(example.total - example.amount, 6);
  });

  test("the sliders cover the site's funding range and typical terms", () => {
    expect(calculator.amount.min).toBe(fundingRange.min);
    expect(calculator.amount.max).toBe(fundingRange.max);
    expect([calculator.term.min, calculator.term.max]).toEqual([3, 60]);
    expect((calculator.amount.initial - calculator.amount.min) % calculator.amount.step).toBe(0);
  });
});
