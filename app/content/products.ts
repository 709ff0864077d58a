import type { ProductSlug } from "#app/paths.ts";
import { productNames } from "#app/content/names.ts";
import {
  formatAmountRange,
  formatDuration,
  formatMaxTerm,
  formatMonths,
  formatTerm,
  maxTermMonths,
} from "#app/content/format.ts";
import { formatPounds } from "#app/lib/money.ts";
import type { IconCard, IconName, Step } from "#app/content/icons.ts";
import { residentDirectorRule, turnoverRule } from "#app/content/eligibility.ts";
import { catalogueFigures, type ProductFigures } from "#app/content/catalogue-figures.ts";

/**
 * The product catalogue: every figure of every product lives once in `figures`
 * (catalogue-figures.ts). All copy that mentions a figure is written as a function of the
 * figures, so changing one number changes it on the cards, the hub, the guides page, the
 * product page and its metadata alike. Where the specification gives two readings, the product
 * page's reading is the one kept; every such choice is listed in docs/content.md.
 */
export type { ProductFigures };

/** The headline figures a product page sets large, in order. */
export type HighlightKey =
  | "maxAmount"
  | "term"
  | "maxTerm"
  | "decision"
  | "minTrading"
  | "ltv"
  | "financePercent"
  | "dailyCollection"
  | "completion"
  | "rateFrom";

export type Highlight = { key: HighlightKey; label: string };

/** One way to spread a corporation tax bill. */
export type TaxTermOption = {
  months: number;
  description: string;
  suitableFor: string;
  popular?: boolean;
};

/** The worked example shown next to a rate. */
export type ExampleLoan = { amount: number; months: number; arrangementFeePercent: number };

export type ProductCardCopy = {
  icon: IconName;
  description: string;
  features: string[];
  badge?: string;
};

export type ProductCopy = {
  metaTitle: string;
  metaDescription: string;
  summary: string;
  /** The opening paragraph of the product page. */
  intro: string;
  security: string;
  /** What the decision time measures, where it is not a lending decision. */
  decisionLabel?: string;
  highlights: Highlight[];
  card: ProductCardCopy;
  uses: { heading: string; items: IconCard[] };
  benefits?: { heading: string; items: IconCard[] };
  securityTypes?: IconCard[];
  howItWorks?: Step[];
  offer?: string[];
  termOptions?: TaxTermOption[];
  features: string[];
  /** Eligibility beyond the trading history and turnover the figures already state. */
  eligibility: string[];
  steps: Step[];
  representativeExample?: ExampleLoan;
  /** Loans secured on property carry the repossession warning. */
  securedOnProperty?: boolean;
};

export type ProductSpec = {
  slug: ProductSlug;
  name: string;
  shortName: string;
  /**
   * Section headings that name the product, written out for each one ("Bridging Loan
   * Features", "How Stock Funding Works") rather than built from its name.
   */
  headings: { features: string; howItWorks: string };
  figures: ProductFigures;
  copy: (figures: ProductFigures) => ProductCopy;
};

export type Product = Omit<ProductSpec, "copy"> & ProductCopy;

/** Resolves a product's copy from its figures. Tests use it with changed figures. */
export function buildProduct(spec: ProductSpec): Product {
  const { copy, ...identity } = spec;
  return { ...identity, ...copy(spec.figures) };
}

const range = (f: ProductFigures) => formatAmountRange(f.amount);
const term = (f: ProductFigures) => formatTerm(f.term);
const upTo = (f: ProductFigures) => formatMaxTerm(f.term).toLowerCase();
const decision = (f: ProductFigures) => formatDuration(f.decision);
const trading = (f: ProductFigures) => formatMonths(f.minTradingMonths ?? 0);
const collection = (f: ProductFigures) =>
  `${f.dailyCollectionPercent?.min ?? 0}-${f.dailyCollectionPercent?.max ?? 0}%`;
const completion = (f: ProductFigures) => (f.completion ? formatDuration(f.completion) : "");
const instalments = (f: ProductFigures) => maxTermMonths(f.term);

const applySteps = (matchDetail: string, fundsDetail: string): Step[] => [
  {
    title: "Tell us what you need",
    description:
      "Complete our short online application in a few minutes. Enquiring never affects your credit score.",
  },
  { title: "We match you with lenders", description: matchDetail },
  { title: "Receive your funds", description: fundsDetail },
];

/** What each way of spreading a corporation tax bill suits, by its months (the figures' term). */
const taxTermTexts: Record<number, Omit<TaxTermOption, "months">> = {
  6: {
    description: "Clear the bill quickly with 6 equal monthly payments.",
    suitableFor: "Businesses with strong cash flow that want the lowest total cost.",
  },
  10: {
    description: "Manageable payments with the bill cleared in under a year.",
    suitableFor: "Most businesses: payments stay comfortable and the term stays short.",
    popular: true,
  },
  12: {
    description: "The lowest monthly payment, spread across the whole year.",
    suitableFor: "Seasonal businesses and those investing in growth this year.",
  },
};

/** The term options of a product whose figures offer a choice of terms, with their texts. */
function taxTermOptions(f: ProductFigures): TaxTermOption[] {
  const months = f.term.kind === "options" ? f.term.months : [];
  return months.flatMap((option) => {
    const text = taxTermTexts[option];
    return text ? [{ months: option, ...text }] : [];
  });
}

export const productSpecs: Record<ProductSlug, ProductSpec> = {
  "short-term-business-loans": {
    slug: "short-term-business-loans",
    name: productNames["short-term-business-loans"],
    shortName: "Short-Term Loans",
    headings: {
      features: "Short-Term Business Loan Features",
      howItWorks: "How Short-Term Business Loans Work",
    },
    figures: catalogueFigures["short-term-business-loans"],
    copy: (f) => ({
      metaTitle: `Short-Term Business Loans from ${range(f)}`,
      metaDescription: `Short-term business loans of ${range(f)} over ${term(f)}, with decisions in ${decision(f)}. FCA regulated broker, no hidden fees.`,
      summary: `Fast working capital of ${range(f)} over ${term(f)}.`,
      intro:
        "Working capital when you need it: cover a cash-flow gap, pay a supplier or take on a new contract, then repay over a short term that suits your trading cycle.",
      security: "Usually unsecured; lenders normally ask a director for a personal guarantee.",
      highlights: [
        { key: "maxAmount", label: "Maximum loan" },
        { key: "term", label: "Loan terms" },
        { key: "decision", label: "Decision within" },
        { key: "minTrading", label: "Minimum trading" },
      ],
      card: {
        icon: "clock",
        description: "Quick working capital to bridge a gap or seize an opportunity.",
        features: ["Flexible repayment", `Decisions in ${decision(f)}`, "Fixed monthly costs"],
      },
      uses: {
        heading: "What businesses use short-term loans for",
        items: [
          {
            icon: "wallet",
            title: "Cash-flow gaps",
            description: "Pay wages and bills while you wait for customers to settle invoices.",
          },
          {
            icon: "package",
            title: "Stock and supplies",
            description: "Buy ahead of a busy season or take a bulk discount from a supplier.",
          },
          {
            icon: "receipt",
            title: "Unexpected bills",
            description:
              "Handle a repair, a tax payment or a one-off cost without draining reserves.",
          },
          {
            icon: "target",
            title: "New contracts",
            description: "Fund the materials and staff a new contract needs before it pays.",
          },
        ],
      },
      features: [
        "Fixed monthly repayments you know in advance",
        `Terms of ${term(f)}, matched to your trading cycle`,
        "Early settlement options with many lenders",
        "One application compared across our panel of lenders",
      ],
      eligibility: [
        "UK registered limited company or established sole trader",
        turnoverRule,
        residentDirectorRule,
      ],
      steps: applySteps(
        "Your broker compares offers from our panel and explains the full cost of each one.",
        "Accept the offer that suits you and the lender pays the money into your business account.",
      ),
    }),
  },

  "card-terminal-loans": {
    slug: "card-terminal-loans",
    name: productNames["card-terminal-loans"],
    shortName: "Card Terminal Loans",
    headings: {
      features: "Card Terminal Loan Features",
      howItWorks: "How Card Terminal Loans Work",
    },
    figures: catalogueFigures["card-terminal-loans"],
    copy: (f) => ({
      metaTitle: "Card Terminal Loans: Repay from Your Card Takings",
      metaDescription: `Card terminal loans of ${range(f)} repaid as a share of daily card sales (${collection(f)}). Decisions in ${decision(f)} for businesses trading ${trading(f)} or more.`,
      summary: `Funding of ${range(f)} repaid as ${collection(f)} of your daily card takings.`,
      intro:
        "Funding that follows your takings: repayments come from a fixed share of the card payments your customers make, so you repay more on busy days and less on quiet ones.",
      security: "Unsecured; repaid automatically from your card takings.",
      highlights: [
        { key: "maxAmount", label: "Maximum advance" },
        { key: "dailyCollection", label: "Of daily card takings" },
        { key: "decision", label: "Decision within" },
        { key: "minTrading", label: "Minimum trading" },
      ],
      card: {
        icon: "credit-card",
        description: "Repay as a share of your card sales, so repayments flex with trade.",
        features: ["Repayments flex with sales", "No fixed monthly payment", "Keep your terminal"],
      },
      uses: {
        heading: "Who card terminal loans suit",
        items: [
          {
            icon: "utensils",
            title: "Restaurants and cafés",
            description: "Refurbish, buy kitchen equipment or cover a quiet month.",
          },
          {
            icon: "store",
            title: "Shops and retailers",
            description: "Stock up before a peak season without a fixed monthly payment.",
          },
          {
            icon: "hotel",
            title: "Hotels and pubs",
            description: "Fund improvements ahead of the summer trade.",
          },
          {
            icon: "sparkles",
            title: "Salons and clinics",
            description: "Add a treatment room, new equipment or a second site.",
          },
        ],
      },
      features: [
        `${collection(f)} of daily card takings collected automatically`,
        "Quieter days mean smaller repayments",
        "Works with most major card terminal providers",
        "Top-ups available once part of the advance is repaid",
      ],
      eligibility: [
        "Takes card payments through a terminal or online",
        "Regular monthly card takings",
        "UK based business with a UK business bank account",
      ],
      steps: applySteps(
        "We look at your card takings and find lenders who fund businesses like yours.",
        "Once you accept, the funds arrive and repayments start from your card sales.",
      ),
    }),
  },

  "bad-credit-business-loans": {
    slug: "bad-credit-business-loans",
    name: productNames["bad-credit-business-loans"],
    shortName: "Bad Credit Loans",
    headings: {
      features: "Bad Credit Business Loan Features",
      howItWorks: "How Bad Credit Business Loans Work",
    },
    figures: catalogueFigures["bad-credit-business-loans"],
    copy: (f) => ({
      metaTitle: `Bad Credit Business Loans from ${range(f)}`,
      metaDescription: `Business loans of ${range(f)} when the bank has said no. Decisions in ${decision(f)} for businesses trading ${trading(f)} or more. Subject to status.`,
      summary: `${range(f)} for businesses with a poor credit history.`,
      intro:
        "A missed payment or a past CCJ does not have to close the door. Our panel includes lenders who look at how your business trades today, not only at its credit file.",
      security: "Usually unsecured; lenders normally ask for a personal guarantee.",
      highlights: [
        { key: "maxAmount", label: "Maximum loan" },
        { key: "term", label: "Loan terms" },
        { key: "decision", label: "Decision within" },
        { key: "minTrading", label: "Minimum trading" },
      ],
      card: {
        icon: "shield-check",
        description: "Declined by the bank? Lenders on our panel look beyond the credit score.",
        features: ["CCJs and defaults considered", "Decided on current trading", "Expert guidance"],
        badge: "Bad credit considered",
      },
      uses: {
        heading: "Situations we help with",
        items: [
          {
            icon: "gavel",
            title: "Past CCJs or defaults",
            description: "Settled or unsettled county court judgments are considered case by case.",
          },
          {
            icon: "landmark",
            title: "Declined by the bank",
            description: "Specialist lenders often say yes where high-street banks have said no.",
          },
          {
            icon: "chart-line",
            title: "Recovering businesses",
            description:
              "Trading has improved since a difficult year and you need funding to grow.",
          },
          {
            icon: "user-check",
            title: "Thin credit history",
            description: "Newer directors or businesses without much credit history.",
          },
        ],
      },
      features: [
        "Lenders who assess affordability from your bank statements",
        "Honest advice on what is realistic before any application",
        `Terms of ${term(f)}`,
        "No upfront fees from us",
      ],
      eligibility: [
        "UK registered limited company or sole trader",
        turnoverRule,
        "Six months of business bank statements",
      ],
      steps: applySteps(
        "Your broker explains your credit position and approaches only lenders likely to help.",
        "Accept an offer you are comfortable with and receive the funds in your account.",
      ),
    }),
  },

  "same-day-business-funding": {
    slug: "same-day-business-funding",
    name: productNames["same-day-business-funding"],
    shortName: "Same-Day Funding",
    headings: {
      features: "Same-Day Business Funding Features",
      howItWorks: "How Same-Day Business Funding Works",
    },
    figures: catalogueFigures["same-day-business-funding"],
    copy: (f) => ({
      metaTitle: `Same-Day Business Funding up to ${formatPounds(f.amount.max)}`,
      metaDescription: `Same-day business funding of ${range(f)}, with decisions ${decision(f)}. FCA regulated broker with a panel of lenders.`,
      summary: `${range(f)} with decisions ${decision(f)}.`,
      intro:
        "When an opportunity or an urgent bill cannot wait, we work with lenders who decide within hours and pay out the same day once the paperwork is signed.",
      security: "Unsecured; lenders normally ask for a personal guarantee.",
      highlights: [
        { key: "decision", label: "Decisions from" },
        { key: "maxAmount", label: "Maximum loan" },
        { key: "term", label: "Loan terms" },
        { key: "minTrading", label: "Minimum trading" },
      ],
      card: {
        icon: "zap",
        description: "Decisions in hours and funds the same day for urgent needs.",
        features: [`Decisions ${decision(f)}`, "Minimal paperwork", "Open Banking accepted"],
        badge: "Fastest",
      },
      uses: {
        heading: "When same-day funding helps",
        items: [
          {
            icon: "wrench",
            title: "Emergency repairs",
            description: "A broken oven, van or machine that stops you trading.",
          },
          {
            icon: "receipt",
            title: "Urgent bills",
            description: "A tax payment, supplier invoice or rent due before customers pay you.",
          },
          {
            icon: "target",
            title: "Time-limited deals",
            description: "A discounted stock line or equipment sale that will not wait.",
          },
          {
            icon: "users",
            title: "Payroll",
            description: "Keep your team paid on time while a large invoice clears.",
          },
        ],
      },
      features: [
        "Open Banking speeds up the lender's checks",
        "Digital signing, so you never wait for the post",
        "Funds sent by Faster Payments once documents are signed",
        "A broker on the phone throughout the day",
      ],
      eligibility: [
        "UK registered limited company",
        turnoverRule,
        "Business bank account with Open Banking or recent statements",
      ],
      steps: applySteps(
        "We send your application straight to the lenders who decide fastest for your profile.",
        "Sign digitally and receive the money in your account, often the same day.",
      ),
    }),
  },

  "business-growth-loans": {
    slug: "business-growth-loans",
    name: productNames["business-growth-loans"],
    shortName: "Growth Loans",
    headings: {
      features: "Business Growth Loan Features",
      howItWorks: "How Business Growth Loans Work",
    },
    figures: catalogueFigures["business-growth-loans"],
    copy: (f) => ({
      metaTitle: `Business Growth Loans from ${range(f)}`,
      metaDescription: `Growth loans of ${range(f)} over ${upTo(f)}, with decisions in ${decision(f)}, for businesses trading ${trading(f)} with ${formatPounds(f.minAnnualTurnover ?? 0)}+ turnover.`,
      summary: `${range(f)} over ${upTo(f)} to expand your business.`,
      intro:
        "Larger, longer loans for the step that moves your business on: a new site, a bigger team, more equipment or new markets, repaid over terms that keep payments comfortable.",
      security:
        "Often unsecured; larger loans may ask for security. A personal guarantee is usual.",
      highlights: [
        { key: "maxAmount", label: "Maximum loan" },
        { key: "maxTerm", label: "Longest term" },
        { key: "decision", label: "Decision within" },
        { key: "minTrading", label: "Minimum trading" },
      ],
      card: {
        icon: "trending-up",
        description: "Longer-term funding to expand, hire, move or invest in equipment.",
        features: [`Terms ${upTo(f)}`, "Larger loan amounts", "Fixed monthly repayments"],
        badge: "Most popular",
      },
      uses: {
        heading: "Ways to grow with a growth loan",
        items: [
          {
            icon: "building",
            title: "New premises",
            description: "Open a second site or move to a bigger unit and fit it out.",
          },
          {
            icon: "users",
            title: "Hiring",
            description: "Take on the people you need before the new revenue arrives.",
          },
          {
            icon: "cog",
            title: "Equipment and technology",
            description: "Invest in machinery or systems that raise capacity.",
          },
          {
            icon: "globe",
            title: "New markets",
            description: "Fund marketing, exports or a new product line.",
          },
        ],
      },
      features: [
        `Repayments spread over ${upTo(f)}`,
        "Fixed rates so you can plan ahead",
        "Payment holidays available with some lenders",
        "A broker who helps present your growth plan",
      ],
      eligibility: [
        "UK registered limited company",
        "Filed accounts showing the business trades profitably or close to it",
        residentDirectorRule,
      ],
      steps: applySteps(
        "We present your plan to the lenders most likely to back it and compare their offers.",
        "Accept the offer that fits, sign, and the lender releases the funds.",
      ),
    }),
  },

  "asset-funding": {
    slug: "asset-funding",
    name: productNames["asset-funding"],
    shortName: "Asset Funding",
    headings: { features: "Asset Funding Features", howItWorks: "How Asset Funding Works" },
    figures: catalogueFigures["asset-funding"],
    copy: (f) => ({
      metaTitle: `Asset Funding from ${range(f)}`,
      metaDescription: `Asset finance of ${range(f)} over ${upTo(f)}, with up to ${f.financePercent}% financing and decisions in ${decision(f)}.`,
      summary: `${range(f)} to buy or refinance equipment, vehicles and machinery.`,
      intro:
        "Spread the cost of the vehicles, machinery and equipment your business runs on, so your cash stays free for day-to-day trading. The asset itself secures the finance.",
      security: "Secured on the asset being financed.",
      highlights: [
        { key: "maxAmount", label: "Maximum facility" },
        { key: "financePercent", label: "Of asset cost financed" },
        { key: "maxTerm", label: "Longest term" },
        { key: "decision", label: "Decision within" },
      ],
      card: {
        icon: "truck",
        description: "Spread the cost of vehicles, machinery and equipment.",
        features: [
          `Up to ${f.financePercent}% financing`,
          "New and used assets",
          "Hire purchase or leasing",
        ],
      },
      uses: {
        heading: "What you can finance",
        items: [
          {
            icon: "truck",
            title: "Vehicles",
            description: "Vans, trucks, cars and specialist vehicles, new or used.",
          },
          {
            icon: "tractor",
            title: "Plant and machinery",
            description: "Diggers, production lines and agricultural machinery.",
          },
          {
            icon: "laptop",
            title: "Technology",
            description: "IT hardware, EPOS systems and telephony.",
          },
          {
            icon: "key-round",
            title: "Refinancing",
            description: "Release cash from equipment you already own outright.",
          },
        ],
      },
      features: [
        "Hire purchase, finance lease and operating lease options",
        "Fixed repayments that match the working life of the asset",
        "Possible tax advantages: ask your accountant",
        "Dealer and private sales considered",
      ],
      eligibility: [
        "UK based limited company, partnership or sole trader",
        "A quote or invoice for the asset",
        "Recent business bank statements",
      ],
      steps: applySteps(
        "We match the asset and your business with the lenders who finance that type of equipment.",
        "The lender pays the supplier and you start using the asset straight away.",
      ),
    }),
  },

  "stock-funding": {
    slug: "stock-funding",
    name: productNames["stock-funding"],
    shortName: "Stock Funding",
    headings: { features: "Stock Funding Features", howItWorks: "How Stock Funding Works" },
    figures: catalogueFigures["stock-funding"],
    copy: (f) => ({
      metaTitle: `Stock Funding from ${range(f)}`,
      metaDescription: `Stock funding of ${range(f)} over ${term(f)}, financing up to ${f.financePercent}% of stock value, with decisions in ${decision(f)}.`,
      summary: `${range(f)} against up to ${f.financePercent}% of your stock value.`,
      intro:
        "Buy the stock you can sell without tying up your cash. Stock funding lends against the value of the goods you hold or are buying, and you repay as they sell.",
      security: "Secured on the stock being financed.",
      highlights: [
        { key: "maxAmount", label: "Maximum facility" },
        { key: "financePercent", label: "Of stock value financed" },
        { key: "decision", label: "Approval within" },
      ],
      card: {
        icon: "boxes",
        description: "Finance stock purchases and repay as the goods sell.",
        features: [
          `Up to ${f.financePercent}% of stock value`,
          "Revolving facilities",
          "Seasonal stock",
        ],
      },
      uses: {
        heading: "When stock funding makes sense",
        items: [
          {
            icon: "shopping-cart",
            title: "Seasonal peaks",
            description: "Stock up for Christmas, summer or your own busiest months.",
          },
          {
            icon: "percent",
            title: "Bulk discounts",
            description: "Buy larger quantities at a better unit price.",
          },
          {
            icon: "container",
            title: "Imports",
            description: "Pay overseas suppliers before the goods land.",
          },
          {
            icon: "rocket",
            title: "New product lines",
            description: "Test a new range without emptying your bank account.",
          },
        ],
      },
      benefits: {
        heading: "Why stock funding works",
        items: [
          {
            icon: "wallet",
            title: "Keep cash free",
            description: "Your working capital stays available for wages and overheads.",
          },
          {
            icon: "chart-line",
            title: "Grow sales",
            description: "Never turn down an order because you could not buy the stock.",
          },
          {
            icon: "hand-coins",
            title: "Better margins",
            description: "Paying suppliers promptly often earns a discount.",
          },
        ],
      },
      features: [
        "Facilities that can be drawn again as you repay",
        "Funding for raw materials, finished goods and imports",
        `Terms of ${term(f)}, matched to your sales cycle`,
        "Suppliers paid directly if you prefer",
      ],
      eligibility: [
        "UK registered limited company",
        "Stock records or purchase orders",
        "An established sales history for the goods",
      ],
      steps: applySteps(
        "We assess your stock and sales cycle and match you with specialist stock lenders.",
        "The lender pays your supplier or releases funds, and you repay as the goods sell.",
      ),
    }),
  },

  "bridging-loans": {
    slug: "bridging-loans",
    name: productNames["bridging-loans"],
    shortName: "Bridging Loans",
    headings: { features: "Bridging Loan Features", howItWorks: "How Bridging Loans Work" },
    figures: catalogueFigures["bridging-loans"],
    copy: (f) => ({
      metaTitle: `Bridging Loans from ${range(f)}`,
      metaDescription: `Property bridging finance of ${range(f)} over ${term(f)}, up to ${f.maxLtvPercent}% LTV, completion in ${completion(f)}. Your property may be repossessed if you do not keep up repayments.`,
      summary: `${range(f)} of short-term property finance, up to ${f.maxLtvPercent}% LTV.`,
      intro:
        "Short-term finance secured on property, for when you need to move faster than a mortgage allows: buy at auction, break a property chain or refurbish before refinancing or selling.",
      security: "Secured on residential or commercial property in England or Wales.",
      decisionLabel: "Case review",
      highlights: [
        { key: "maxAmount", label: "Maximum loan" },
        { key: "ltv", label: "Maximum LTV" },
        { key: "completion", label: "Completion from" },
        { key: "rateFrom", label: "Interest a month, from" },
      ],
      card: {
        icon: "house",
        description: "Short-term property finance while a sale or refinance completes.",
        features: [
          `Up to ${f.maxLtvPercent}% LTV`,
          "Interest-only",
          `Completion in ${completion(f)}`,
        ],
      },
      uses: {
        heading: "How bridging finance is used",
        items: [
          {
            icon: "gavel",
            title: "Auction purchases",
            description: "Complete within the tight deadline an auction sets.",
          },
          {
            icon: "route",
            title: "Breaking a chain",
            description: "Buy your next property before the current one sells.",
          },
          {
            icon: "wrench",
            title: "Refurbishment",
            description: "Buy and improve a property before refinancing or selling it.",
          },
          {
            icon: "building",
            title: "Commercial property",
            description:
              "Secure offices, shops or units quickly while longer-term finance is arranged.",
          },
        ],
      },
      features: [
        "Interest-only: interest paid monthly or rolled up",
        "No early repayment charges with many lenders",
        "First and second charge loans",
        `Terms of ${term(f)}`,
      ],
      eligibility: [
        "Property in England or Wales as security",
        "A clear exit strategy: a sale or a refinance",
        `Loan up to ${f.maxLtvPercent}% of the property's value`,
        "Companies, and individuals aged 18 or over borrowing for business",
      ],
      steps: [
        {
          title: "Share the deal",
          description: `Tell us about the property, the amount and your exit. We review every case within ${decision(f)}.`,
        },
        {
          title: "Valuation and legal work",
          description:
            "The lender values the property and the solicitors complete the legal checks.",
        },
        {
          title: "Completion",
          description: `Funds are released, often within ${completion(f)} of your application.`,
        },
      ],
      representativeExample: { amount: 200_000, months: 12, arrangementFeePercent: 2 },
      securedOnProperty: true,
    }),
  },

  "secured-business-loans": {
    slug: "secured-business-loans",
    name: productNames["secured-business-loans"],
    shortName: "Secured Loans",
    headings: {
      features: "Secured Business Loan Features",
      howItWorks: "How Secured Business Loans Work",
    },
    figures: catalogueFigures["secured-business-loans"],
    copy: (f) => ({
      metaTitle: `Secured Business Loans from ${range(f)}`,
      metaDescription: `Secured business loans of ${range(f)} over ${upTo(f)} at up to ${f.maxLtvPercent}% LTV, with approval in ${decision(f)}.`,
      summary: `${range(f)} secured on property or business assets.`,
      intro:
        "Offering property or assets as security opens up larger amounts, longer terms and lower rates than unsecured lending, for acquisitions, refinancing or major investment.",
      security: "Secured on property or business assets; property must be in England or Wales.",
      decisionLabel: "Approval",
      highlights: [
        { key: "maxAmount", label: "Maximum loan" },
        { key: "ltv", label: "Maximum LTV" },
        { key: "maxTerm", label: "Longest term" },
        { key: "decision", label: "Approval in" },
      ],
      card: {
        icon: "lock",
        description: "Larger loans at lower rates, secured on property or assets.",
        features: [
          `Up to ${f.maxLtvPercent}% LTV`,
          `Terms ${upTo(f)}`,
          "Lower rates than unsecured",
        ],
      },
      uses: {
        heading: "What secured loans fund",
        items: [
          {
            icon: "building",
            title: "Buying premises",
            description: "Own your building instead of paying rent.",
          },
          {
            icon: "handshake",
            title: "Acquisitions",
            description: "Buy a competitor, a supplier or your business partner's share.",
          },
          {
            icon: "layers",
            title: "Refinancing",
            description: "Consolidate expensive borrowing into one lower monthly payment.",
          },
          {
            icon: "factory",
            title: "Major investment",
            description: "Fund expansion that needs a larger sum over a longer term.",
          },
        ],
      },
      securityTypes: [
        {
          icon: "house",
          title: "Residential property",
          description: "Your home or a buy-to-let property, with a first or second charge.",
        },
        {
          icon: "building",
          title: "Commercial property",
          description: "Offices, shops, warehouses and industrial units.",
        },
        {
          icon: "forklift",
          title: "Business assets",
          description: "Plant, machinery, vehicles and other valuable equipment.",
        },
        {
          icon: "map-pin",
          title: "Land and development",
          description: "Land with or without planning permission, and development sites.",
        },
      ],
      benefits: {
        heading: "Benefits of securing your loan",
        items: [
          {
            icon: "pound-sterling",
            title: "Larger amounts",
            description: `Borrow up to ${formatPounds(f.amount.max)}, far more than unsecured lenders offer.`,
          },
          {
            icon: "percent",
            title: "Lower rates",
            description: "Security reduces the lender's risk, and usually your rate.",
          },
          {
            icon: "calendar-clock",
            title: "Longer terms",
            description: `Spread repayments ${upTo(f)} to keep them affordable.`,
          },
        ],
      },
      features: [
        "First and second charge options",
        "Interest-only or capital and interest",
        "Fixed or variable rates",
        "Adverse credit considered where the security is strong",
      ],
      eligibility: [
        "Property or assets to offer as security; property in England or Wales",
        `Loan up to ${f.maxLtvPercent}% of the security's value`,
        "UK registered limited company, LLP or partnership",
      ],
      steps: [
        {
          title: "Initial assessment",
          description: "We review your business, the security and the amount you need.",
        },
        {
          title: "Valuation and offer",
          description: `The lender values the security and issues a formal offer, usually within ${decision(f)}.`,
        },
        {
          title: "Legal completion",
          description: "Solicitors register the charge and the lender releases your funds.",
        },
      ],
      securedOnProperty: true,
    }),
  },

  "vat-funding": {
    slug: "vat-funding",
    name: productNames["vat-funding"],
    shortName: "VAT Funding",
    headings: { features: "VAT Funding Features", howItWorks: "How VAT Funding Works" },
    figures: catalogueFigures["vat-funding"],
    copy: (f) => ({
      metaTitle: `VAT Funding: Spread Your VAT Bill over ${term(f)}`,
      metaDescription: `Spread VAT bills of ${range(f)} over ${instalments(f)} equal monthly instalments, with approval in ${decision(f)} and no security needed.`,
      summary: `Spread a VAT bill of ${range(f)} over ${term(f)}.`,
      intro: `Pay HMRC on time and spread the cost of your VAT bill over ${instalments(f)} equal monthly instalments, keeping cash in the business when you need it most.`,
      security: "No security needed.",
      highlights: [
        { key: "maxAmount", label: "Maximum VAT bill" },
        { key: "term", label: "Spread over" },
        { key: "decision", label: "Approval within" },
      ],
      card: {
        icon: "receipt",
        description: `Pay HMRC on time and spread your VAT bill over ${term(f)}.`,
        features: [
          `${instalments(f)} equal instalments`,
          "No security needed",
          `Approval in ${decision(f)}`,
        ],
      },
      uses: {
        heading: "When VAT funding helps",
        items: [
          {
            icon: "calendar-clock",
            title: "Quarter-end pressure",
            description: "Your VAT bill lands in the same month as other big costs.",
          },
          {
            icon: "trending-up",
            title: "A strong quarter",
            description: "Higher sales mean a bigger bill before customers have paid.",
          },
          {
            icon: "wallet",
            title: "Protect cash flow",
            description: "Keep reserves for stock, wages and opportunities.",
          },
          {
            icon: "shield-check",
            title: "Avoid penalties",
            description: "Pay in full and on time, with no late-payment penalties from HMRC.",
          },
        ],
      },
      benefits: {
        heading: "Benefits of VAT funding",
        items: [
          {
            icon: "clock",
            title: "Pay HMRC on time",
            description: "The bill is settled in full by the deadline.",
          },
          {
            icon: "wallet",
            title: "Smooth cash flow",
            description: `${instalments(f)} equal payments instead of one large one.`,
          },
          {
            icon: "lock",
            title: "No security",
            description: "No property or assets put at risk.",
          },
        ],
      },
      howItWorks: [
        {
          title: "Send us your VAT return",
          description: "Share the amount due and your latest business bank statements.",
        },
        {
          title: `Approval within ${decision(f)}`,
          description: "A lender confirms the full cost up front, with nothing hidden.",
        },
        {
          title: "HMRC is paid",
          description: "Funds are paid so your bill is settled by the due date.",
        },
        {
          title: `${instalments(f)} monthly instalments`,
          description: `You repay the lender in ${instalments(f)} equal monthly payments.`,
        },
      ],
      offer: [
        "Funding for any quarter's VAT bill",
        "A fixed cost agreed before you commit",
        "Repeat funding each quarter if you need it",
        "A broker who contacts you ahead of your next deadline",
      ],
      features: [
        `${instalments(f)} equal monthly instalments`,
        "Funds can be paid directly to HMRC",
        "No security needed",
        "Fixed cost agreed in advance",
      ],
      eligibility: [
        "UK registered business, registered for VAT",
        "A VAT return showing the amount due",
        "Up to date with previous VAT payments, or a plan agreed with HMRC",
      ],
      steps: applySteps(
        "We pass your VAT bill to the lenders who specialise in tax funding.",
        `Approve the offer, the bill is paid and you repay over ${term(f)}.`,
      ),
    }),
  },

  "tax-funding": {
    slug: "tax-funding",
    name: productNames["tax-funding"],
    shortName: "Tax Funding",
    headings: {
      features: "Corporation Tax Funding Features",
      howItWorks: "How Corporation Tax Funding Works",
    },
    figures: catalogueFigures["tax-funding"],
    copy: (f) => ({
      metaTitle: `Corporation Tax Funding over ${term(f)}`,
      metaDescription: `Spread corporation tax bills of ${range(f)} over ${term(f)}, with approval in ${decision(f)}.`,
      summary: `Spread corporation tax of ${range(f)} over ${term(f)}.`,
      intro: `Settle your corporation tax bill on time and spread the cost over ${term(f)}, so a profitable year does not leave the business short of cash.`,
      security: "No security needed for smaller amounts.",
      highlights: [
        { key: "maxAmount", label: "Maximum tax bill" },
        { key: "maxTerm", label: "Longest term" },
        { key: "decision", label: "Approval within" },
      ],
      card: {
        icon: "calculator",
        description: `Spread corporation tax over ${term(f)}.`,
        features: ["Pay HMRC on time", "Choose your term", "Fixed monthly payments"],
      },
      uses: {
        heading: "Why businesses spread corporation tax",
        items: [
          {
            icon: "chart-line",
            title: "A record year",
            description: "Higher profits mean a larger bill than you planned for.",
          },
          {
            icon: "wallet",
            title: "Keep working capital",
            description: "Hold on to cash for wages, stock and investment.",
          },
          {
            icon: "shield-check",
            title: "Avoid HMRC interest",
            description: "Pay on time rather than fall into late-payment interest.",
          },
          {
            icon: "rocket",
            title: "Keep investing",
            description: "Carry on with growth plans instead of pausing them.",
          },
        ],
      },
      termOptions: taxTermOptions(f),
      features: [
        `Terms of ${term(f)}`,
        "Funds can be paid directly to HMRC",
        "Fixed monthly repayments",
        "No security for smaller amounts",
      ],
      eligibility: [
        "UK registered limited company",
        "Corporation tax computation or CT600 showing the amount due",
        "Filed accounts for the most recent year",
      ],
      steps: applySteps(
        "We compare tax funding lenders and show the total cost for each term.",
        "Choose your term, the bill is paid, and you repay in fixed monthly instalments.",
      ),
    }),
  },
};

export const products = Object.fromEntries(
  Object.entries(productSpecs).map(([slug, spec]) => [slug, buildProduct(spec)]),
) as Record<ProductSlug, Product>;
