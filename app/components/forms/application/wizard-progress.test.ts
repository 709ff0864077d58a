import { describe, expect, test } from "vitest";
import { sampleDirectorValues } from "#tests/harness/fixtures.ts";
import { emptyApplicationValues, type ApplicationValues } from "#app/lib/application-values.ts";
import { missingApplicationAnswers } from "#app/schemas/application.ts";
import {
  missingByStep,
  percentComplete,
  stepMarker,
} from "#app/components/forms/application/wizard-progress.tsx";
import { progressCopy } from "#app/content/application.ts";

const company = {
  companyName: "Acme Widgets Ltd",
  companyType: "limited_company",
  companyNumber: "01234567",
  tradingSinceMonth: "4",
  tradingSinceYear: "2019",
  tradingAddress: "1 High Street, Chester CH1 1AB",
} as const;
const loan = { loanAmount: "50,000", turnover: "250,000" };
const director = sampleDirectorValues();

function progressOf(values: Partial<ApplicationValues>) {
  const missing = missingApplicationAnswers({ ...emptyApplicationValues(), ...values });
  return { counts: missingByStep(missing), percent: percentComplete(missing) };
}

describe("the progress indicator", () => {
  test("a blank application is 0% complete, whatever step the visitor has moved on to", () => {
    const { counts, percent } = progressOf({});
    expect(percent).toBe(0);
    expect(counts).toEqual({ 1: 5, 2: 2, 3: 6 });
    expect(stepMarker(1, 2, counts)).toEqual({ kind: "incomplete", missing: 5 });
    expect(stepMarker(1, 4, counts)).toEqual({ kind: "incomplete", missing: 5 });
    expect(stepMarker(3, 4, counts)).toEqual({ kind: "incomplete", missing: 6 });
  });

  test("a step counts as done only once its required answers are there", () => {
    expect(progressOf({ companyName: company.companyName }).counts[1]).toBe(4);
    expect(progressOf({ ...company, companyNumber: "" }).counts[1]).toBe(1);
    expect(
      progressOf({ ...company, companyType: "sole_trader", companyNumber: "" }).counts[1],
    ).toBe(0);
    const { counts, percent } = progressOf(company);
    expect(counts[1]).toBe(0);
    expect(percent).toBe(33);
    expect(stepMarker(1, 2, counts)).toEqual({ kind: "done" });
    expect(stepMarker(2, 3, counts)).toEqual({ kind: "incomplete", missing: 2 });
  });

  test("a malformed answer keeps its step from being done", () => {
    const badEmail = { ...director, email: "ann@" };
    const { counts } = progressOf({ ...company, ...loan, directors: [badEmail] });
    expect(counts).toEqual({ 1: 0, 2: 0, 3: 1 });
    expect(stepMarker(3, 4, counts)).toEqual({ kind: "incomplete", missing: 1 });
  });

  test("every step answered is 100% complete, with three ticks on Review", () => {
    const { counts, percent } = progressOf({ ...company, ...loan, directors: [director] });
    expect(percent).toBe(100);
    expect([1, 2, 3].map((step) => stepMarker(step as 1 | 2 | 3, 4, counts).kind)).toEqual([
      "done",
      "done",
      "done",
    ]);
    expect(stepMarker(4, 4, counts)).toEqual({ kind: "current" });
  });

  test("steps not reached yet are not called incomplete, and Review is never ticked", () => {
    const { counts } = progressOf({});
    expect(stepMarker(2, 1, counts)).toEqual({ kind: "ahead" });
    expect(stepMarker(4, 1, counts)).toEqual({ kind: "ahead" });
    expect(stepMarker(1, 1, counts)).toEqual({ kind: "current" });
  });

  test("says how many answers are missing in plain words", () => {
    expect(progressCopy.answersMissing(1)).toBe("1 answer missing");
    expect(progressCopy.answersMissing(2)).toBe("2 answers missing");
  });
});
