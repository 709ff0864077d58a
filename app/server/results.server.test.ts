import { describe, expect, test } from "vitest";
import { resultsAnswerCopy } from "#app/content/results-answer.ts";
import { claims } from "#app/content/claims.ts";
import { nextStepsView, resultsAnswerView } from "#app/server/results.server.ts";

const copy = resultsAnswerCopy.answer;
const base = { loanAmount: 50_000, loanReasons: [], loanPurpose: null, turnoverPounds: 250_000 };

describe("the answer /results gives", () => {
  test("names the terms the indicative range runs over", () => {
    const view = resultsAnswerView({ ...base, loanReasons: ["Purchase stock"] });
    expect(view.lead).toBe(copy.lead);
    expect(view.cost.lead).toBe(copy.costLead("£50,000", 3, 36));
    expect(view.cost.range).toMatch(/^£[\d,]+ to £[\d,]+ a month$/);
  });

  test("says when only the figures chose the products, and when nothing fits", () => {
    expect(resultsAnswerView(base).lead).toBe(copy.leadByFigures);
    const none = resultsAnswerView({ ...base, turnoverPounds: 1_000, loanAmount: 20_000_000 });
    expect(none.products).toEqual([]);
    expect(none.lead).toBe(copy.none);
    expect(none.cost.range).toBeNull();
    expect(none.cost.lead).toBe(copy.noCost);
  });

  test("what happens next carries the register's times", () => {
    const steps = nextStepsView("Monday to Friday, 9am to 5pm").steps.join(" ");
    expect(steps).toContain(claims.callback.words);
    expect(steps).toContain(claims.typicalDecision.words);
  });
});
