import {
  Bell,
  BookOpen,
  Briefcase,
  Calculator,
  Handshake,
  HeartHandshake,
  Landmark,
  ShieldCheck,
  Timer,
  TrendingUp,
  Truck,
  UserCheck,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { paths, type ProductSlug } from "#app/paths.ts";
import { decisionStory } from "#app/content/claims.ts";
import { pageLabels, productNames } from "#app/content/names.ts";

/** Copy of the finance topics page (/blogs) and the referral programme page. */
export type TopicCard = { title: string; description: string; icon: LucideIcon };
export type TopicLink = { label: string; path: string };
export type ProcessStep = { step: number; title: string; description: string };

/** A topic and the pages of this site that cover it. */
export type FinanceTopic = TopicCard & { links: TopicLink[] };

const pageLink = (path: keyof typeof pageLabels): TopicLink => ({ label: pageLabels[path], path });
const productLink = (slug: ProductSlug): TopicLink => ({
  label: productNames[slug],
  path: paths.product(slug),
});

export const financeTopics: FinanceTopic[] = [
  {
    title: "How funding works",
    description:
      "The main types of business funding, who is eligible, what it costs and the documents lenders ask for.",
    icon: BookOpen,
    links: [
      { label: "Business Finance Essentials", path: paths.guides },
      { label: "All Business Loans", path: paths.businessLoans },
      pageLink(paths.documentPreparation),
      { label: "Frequently Asked Questions", path: paths.faq },
    ],
  },
  {
    title: "Cash flow and tax bills",
    description:
      "Spread a VAT or corporation tax bill, bridge a gap while customers pay or repay from card takings.",
    icon: Wallet,
    links: [
      productLink("vat-funding"),
      productLink("tax-funding"),
      productLink("short-term-business-loans"),
      productLink("card-terminal-loans"),
    ],
  },
  {
    title: "Growth",
    description:
      "Finance to hire, buy equipment and vehicles, hold more stock or move to bigger premises.",
    icon: TrendingUp,
    links: [
      productLink("business-growth-loans"),
      productLink("asset-funding"),
      productLink("stock-funding"),
      productLink("secured-business-loans"),
    ],
  },
];

export const referralAudiences: TopicCard[] = [
  {
    title: "Accountants and bookkeepers",
    description:
      "You see your clients' figures first and know when they need funding for a tax bill, growth or cash flow.",
    icon: Calculator,
  },
  {
    title: "Business consultants and advisers",
    description:
      "Turn a growth plan into reality by introducing clients to funding that fits their strategy.",
    icon: Briefcase,
  },
  {
    title: "Commercial property and business agents",
    description:
      "Help buyers and tenants secure the funding to complete a purchase, fit-out or move.",
    icon: Landmark,
  },
  {
    title: "Suppliers and equipment dealers",
    description:
      "Help your customers fund the stock, vehicles or machinery they want to buy from you.",
    icon: Truck,
  },
];

export const referralSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Join the programme",
    description:
      "Tell us about your business in a two-minute form. We call you to agree the referral terms in writing.",
  },
  {
    step: 2,
    title: "Introduce a client",
    description:
      "With your client's permission, pass us their details. A broker contacts them, usually the same working day.",
  },
  {
    step: 3,
    title: "Earn commission",
    description:
      "We keep you updated as the application progresses and pay your commission once the client's funding completes.",
  },
];

export const referralCommission: string[] = [
  "A share of the commission we receive from the lender, agreed in writing before your first referral",
  "Paid once your client's funding has completed, with a statement for each payment",
  "Your client pays nothing extra because they were referred",
  "You tell your clients that you may receive a fee for the introduction, so everything stays transparent",
];

export const referralBenefits: TopicCard[] = [
  {
    title: "Your reputation protected",
    description:
      "We are FCA regulated, disclose all costs upfront and never charge your clients upfront fees.",
    icon: ShieldCheck,
  },
  {
    title: "Fast answers for your clients",
    description: `${decisionStory} A panel of lenders for funding of £5,000 to £500,000. Subject to status.`,
    icon: Timer,
  },
  {
    title: "A named partner contact",
    description: "One person who knows your clients and answers your calls and emails.",
    icon: UserCheck,
  },
  {
    title: "Updates on every referral",
    description: "You always know where your client's application stands, with their agreement.",
    icon: Bell,
  },
  {
    title: "No cost and no targets",
    description: "Joining is free and there is no minimum number of referrals.",
    icon: HeartHandshake,
  },
  {
    title: "A long-term partnership",
    description: "Clients we fund are looked after well, so they come back to you with thanks.",
    icon: Handshake,
  },
];
