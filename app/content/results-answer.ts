import { claims, emailResponseTime } from "#app/content/claims.ts";

/**
 * The words of the answer /results gives at the end of an application: the products that fit,
 * the indicative monthly cost and what happens next. Apart from the other applicant pages'
 * words (`applicant-pages.ts`) because only /results shows them, so the tracking page's script
 * does not carry them.
 */
export const resultsAnswerCopy = {
  /** The answer at the end: the products that fit and what the amount could cost a month. */
  answer: {
    eyebrow: "Your answer",
    title: "Products That Fit Your Answers",
    lead: "From the amount, what the funding is for and the turnover you gave us. Your broker confirms which lenders can offer them.",
    /** No product serving the needs named allows the figures given, or no need was named. */
    leadByFigures:
      "These lend the amount you asked for at the turnover you gave us. Your broker will match them to what the funding is for.",
    none: "None of our products fits every answer you gave. Your broker will look across the whole panel with you.",
    productsLabel: "Products that fit",
    costHeading: "Indicative monthly cost",
    costLead: (amount: string, shortest: number, longest: number) =>
      shortest === longest
        ? `What ${amount} could cost a month, repaid in ${longest} equal monthly instalments:`
        : `What ${amount} could cost a month, repaid in equal monthly instalments over ${longest} months (the lower figure) to ${shortest} months (the higher):`,
    perMonth: "a month",
    noCost:
      "These products are not repaid in fixed monthly instalments, so no monthly figure is shown: your broker will set out what each would cost.",
  },
  /** The headings of the page's other sections. */
  sections: {
    upload: { eyebrow: "Optional", title: "Upload Your Documents" },
    team: {
      eyebrow: "Your team",
      title: "The Brokers Who Will Help You",
      lead: "One of our brokers will review your application and documents.",
    },
  },
  /** What happens after applying: every time is the claims register's. */
  next: {
    title: "What Happens Next",
    steps: (brokerHours: string) => [
      "A broker reviews your application and any documents you sent.",
      `A broker calls you, ${claims.callback.words} (${brokerHours}). Out of hours, brokers work on securing options and call you in the morning.`,
      `Your broker sends your application to the lenders that fit, and they decide: ${claims.typicalDecision.words}.`,
      "Your broker presents the offers lenders make; you decide whether to go ahead.",
    ],
    email: `We reply to email within ${emailResponseTime} in working hours.`,
    mistake: "Applied by mistake or want to change something?",
    contact: "Contact us",
  },
} as const;

/** The answer as /results lays it out: words and figures only, worked out by the server. */
export type ResultsAnswerView = {
  eyebrow: string;
  title: string;
  /** Says so when no product fits. */
  lead: string;
  productsLabel: string;
  products: { slug: string; name: string; path: string; why: string }[];
  cost: {
    heading: string;
    /** What the figures are, or why there are none. */
    lead: string;
    /** "£1,613 to £17,512 a month"; null when no product is repaid monthly. */
    range: string | null;
    basis: string;
    exampleLabel: string;
    example: string;
  };
};

export type NextStepsView = {
  title: string;
  steps: string[];
  email: string;
  mistake: string;
  contact: string;
};
