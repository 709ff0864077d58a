import { decisionStory, disclosedCommissionText, sameDayPayout } from "#app/content/claims.ts";
/** A short selection of questions for the home page; the full list lives on /faq. */
export type HomeFaqItem = { question: string; answer: string };

export const homeFaq: HomeFaqItem[] = [
  {
    question: "Are you a lender?",
    answer:
      "No. We are an FCA regulated credit broker. We compare a panel of lenders for you and introduce you to the ones most likely to offer the funding you need.",
  },
  {
    question: "How much can my business borrow?",
    answer:
      "Most of our customers borrow between £5,000 and £500,000. Secured and property loans can go higher. The amount depends on your turnover, trading history and the product.",
  },
  {
    question: "Will enquiring affect my credit score?",
    answer:
      "No. Your enquiry and our initial checks do not affect your credit score. A lender only runs a full credit search once you choose to proceed with an offer.",
  },
  {
    question: "Do you charge fees?",
    answer: `We charge no upfront or success fees. Lenders may pay us a commission, ${disclosedCommissionText}, and we tell you about it before you proceed. All costs are disclosed up front.`,
  },
  {
    question: "How quickly can I receive funds?",
    answer: `${decisionStory} Once you accept an offer, ${sameDayPayout}.`,
  },
];
