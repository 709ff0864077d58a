import { eq } from "drizzle-orm";
import { calculatorBasis, exampleText } from "#app/content/calculator.ts";
import { monthsTrading } from "#app/lib/deal-facts.ts";
import { indicativeCost, productsThatFit, type FitAnswers } from "#app/content/product-fit.ts";
import {
  resultsAnswerCopy,
  type NextStepsView,
  type ResultsAnswerView,
} from "#app/content/results-answer.ts";
import { formatPounds } from "#app/lib/money.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { applications } from "#app/server/db/schema.ts";

/**
 * The answer /results gives at the end of an application and what happens next, worked out and
 * worded here so the page ships words, not the catalogue, the calculator or their copy.
 */

const copy = resultsAnswerCopy.answer;

const monthlyRange = (low: number, high: number) =>
  `${formatPounds(low)} to ${formatPounds(high)} ${copy.perMonth}`;

export function resultsAnswerView(answers: FitAnswers): ResultsAnswerView {
  const fit = productsThatFit(answers);
  const cost = indicativeCost(
    answers.loanAmount,
    fit.products.map((product) => product.slug),
  );
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    lead: fit.products.length === 0 ? copy.none : fit.matchesNeeds ? copy.lead : copy.leadByFigures,
    productsLabel: copy.productsLabel,
    products: fit.products,
    cost: {
      heading: copy.costHeading,
      lead: cost
        ? copy.costLead(formatPounds(cost.amount), cost.shortest.months, cost.longest.months)
        : copy.noCost,
      range: cost ? monthlyRange(cost.longest.low, cost.shortest.high) : null,
      basis: `${calculatorBasis.illustrative} ${calculatorBasis.rates}`,
      exampleLabel: calculatorBasis.exampleLabel,
      example: exampleText(),
    },
  };
}

/** What happens after applying, with the firm's broker hours. */
export function nextStepsView(brokerHours: string): NextStepsView {
  const next = resultsAnswerCopy.next;
  return { ...next, steps: next.steps(brokerHours) };
}

/** The headings of the page's other sections, sent with the page rather than in its script. */
export const resultsSections = resultsAnswerCopy.sections;

/**
 * The answers of one application that the catalogue's criteria use, or null. Its months of
 * trading are counted to `now` from the month it says trading began (none for an application
 * sent before that was asked).
 */
export async function fitAnswersOf(
  db: Database,
  applicationId: string,
  now: Date = new Date(),
): Promise<FitAnswers | null> {
  const [row] = await db
    .select({
      loanAmount: applications.loanAmount,
      loanReasons: applications.loanReasons,
      loanPurpose: applications.loanPurpose,
      turnoverPounds: applications.turnoverPounds,
      tradingSince: applications.tradingSince,
    })
    .from(applications)
    .where(eq(applications.applicationId, applicationId))
    .limit(1);
  if (!row) return null;
  const { tradingSince, ...answers } = row;
  return { ...answers, tradingMonths: tradingSince ? monthsTrading(tradingSince, now) : null };
}
