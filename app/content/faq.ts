import {
  claims,
  decisionStory,
  disclosedCommissionText,
  sameDayPayout,
} from "#app/content/claims.ts";
import { faqMatches, type FaqFilter, type FaqItem } from "#app/content/faq-filter.ts";
/**
 * The questions of the FAQ page. Answers follow the FAQ reading of the eligibility rules
 * (6+ months trading, £5,000 monthly turnover, a UK-resident director or shareholder) and the
 * fee terms of the terms of business.
 */
export const faqItems: FaqItem[] = [
  {
    id: "who-can-apply",
    category: "Eligibility",
    question: "Who can apply for business funding?",
    answer:
      "Most lenders on our panel look for a UK registered business that has been trading for at least 6 months, with a monthly turnover of £5,000 or more, and at least one director or shareholder who is resident in the UK. Every application is subject to status and the lender's own checks.",
  },
  {
    id: "bad-credit",
    category: "Eligibility",
    question: "Can I still apply if my business has bad credit or was declined by the bank?",
    answer:
      "Yes. Several lenders on our panel look at how your business trades today rather than only at your credit history, so a past decline, missed payments or a low credit score do not rule you out. Tell us about any credit issues at the start so we approach the right lenders first.",
  },
  {
    id: "how-long",
    category: "Process",
    question: "How long does it take to get a decision and the funds?",
    answer: `${claims.applicationTime.words}. ${decisionStory} Once you accept an offer, ${sameDayPayout}.`,
  },
  {
    id: "documents",
    category: "Process",
    question: "What documents will I need to provide?",
    answer:
      "Usually your last 6 months of business bank statements and your latest filed company accounts. You can connect your bank account securely through Open Banking instead of uploading statements. Lenders may also ask for management accounts, photo ID for each director and proof of your business address.",
  },
  {
    id: "fees",
    category: "Costs",
    question: "Do you charge any fees for your service?",
    answer: `We charge no upfront fees and no success fees. We are paid a commission by the lender, ${disclosedCommissionText}. On rare occasions an extra fee may apply to commercial mortgage, bridging, secured or unsecured line of credit offers; if it does, we tell you before you proceed and it is payable only once you have received the funds.`,
  },
  {
    id: "cost-of-borrowing",
    category: "Costs",
    question: "How much will the loan cost?",
    answer:
      "The cost depends on the lender, the amount, the term and your business's circumstances. Before you commit, you receive the full cost of borrowing in writing, including the interest and any lender fees, so you can compare offers. There are no hidden fees and you are under no obligation to accept an offer.",
  },
  {
    id: "security-guarantee",
    category: "Security",
    question: "Do I need to offer security or a personal guarantee?",
    answer:
      "The loans we arrange are usually unsecured, so you do not need to put up property or other assets. Lenders normally ask for a personal guarantee from one or more directors, which means the director agrees to repay the loan if the business cannot. We will explain what a guarantee involves before you sign anything.",
  },
  {
    id: "data-safety",
    category: "Security",
    question: "Is my information safe with you?",
    answer:
      "Yes. We are authorised and regulated by the Financial Conduct Authority and registered with the Information Commissioner's Office. Your details travel over an encrypted connection, are kept on secure systems and are shared only with the lenders and credit reference agencies needed for your application, as our Privacy Policy explains.",
  },
  {
    id: "loan-types",
    category: "Loan Types",
    question: "What types of business finance can you arrange?",
    answer:
      "We arrange unsecured business loans from £5,000 to £500,000 over terms from 3 months to 5 years, including short-term loans, growth loans, same-day funding, card terminal loans and loans for businesses with bad credit. We can also arrange asset funding, stock funding, VAT and corporation tax funding, bridging loans and secured loans.",
  },
];

export function filterFaqs(
  items: readonly FaqItem[],
  search: string,
  filter: FaqFilter,
): FaqItem[] {
  return items.filter((item) => faqMatches(item, search, filter));
}
