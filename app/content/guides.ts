import type { ProductSlug } from "#app/paths.ts";
import type { IconCard } from "#app/content/icons.ts";
import { claims, decisionStory, typicalDecisionSentence } from "#app/content/claims.ts";

/** Business Finance Essentials (/guides). */
export const guidesProductSlugs: ProductSlug[] = [
  "same-day-business-funding",
  "business-growth-loans",
  "bad-credit-business-loans",
  "short-term-business-loans",
];

/** What lenders will ask for, beyond the quick eligibility check. */
export const guidesDocuments: string[] = [
  "A UK business bank account",
  "Photo ID for each director",
  "6 months of business bank statements, or Open Banking access",
  "Your latest filed accounts for larger or longer loans",
];

export const guidesTips: IconCard[] = [
  {
    icon: "file-text",
    title: "Have your documents ready",
    description: `Statements and accounts to hand speed things up: ${typicalDecisionSentence.charAt(0).toLowerCase()}${typicalDecisionSentence.slice(1)}`,
  },
  {
    icon: "calculator",
    title: "Know your numbers",
    description: "Be clear on turnover, margins and what you can comfortably repay each month.",
  },
  {
    icon: "target",
    title: "Borrow for a clear purpose",
    description:
      "Lenders respond best to a specific plan: what the money is for and how it pays back.",
  },
  {
    icon: "search-check",
    title: "Be upfront about credit history",
    description: "Telling your broker early means only suitable lenders are approached.",
  },
  {
    icon: "handshake",
    title: "Use one broker",
    description: "Several brokers applying at once can mean repeated credit searches.",
  },
  {
    icon: "receipt",
    title: "Compare the total cost",
    description: "Look at the total amount repayable, not only the monthly payment.",
  },
];

export type GuideQuestion = { question: string; answer: string };

export const guidesFaq: GuideQuestion[] = [
  {
    question: "What is the difference between secured and unsecured funding?",
    answer:
      "Unsecured loans are based on your trading and usually a personal guarantee. Secured loans are backed by property or assets, which can mean larger amounts and lower rates, but the security is at risk if repayments are not kept up.",
  },
  {
    question: "Can I get funding if my business has bad credit?",
    answer:
      "Often, yes. Several lenders on our panel look at current trading and bank statements rather than relying on a credit score alone.",
  },
  {
    question: "How long does the process take?",
    answer: `${claims.applicationTime.words}. ${decisionStory}`,
  },
  {
    question: "What does a broker cost?",
    answer:
      "We charge no upfront or success fees. Lenders may pay us a commission, which we disclose before you proceed.",
  },
];
