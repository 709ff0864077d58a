import {
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Calculator,
  Handshake,
  HeartHandshake,
  Landmark,
  LifeBuoy,
  PiggyBank,
  Rocket,
  ShieldCheck,
  Timer,
  TrendingUp,
  Truck,
  UserCheck,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { paths } from "#app/paths.ts";

/** Copy of the blog and success story placeholders and the referral programme page. */
export type TopicCard = { title: string; description: string; icon: LucideIcon };
export type NextStepLink = { label: string; description: string; path: string };
export type ProcessStep = { step: number; title: string; description: string };

export const blogTopics: TopicCard[] = [
  {
    title: "Funding guides",
    description:
      "Plain-English explanations of business loans, asset finance, stock funding and the other options open to you.",
    icon: BookOpen,
  },
  {
    title: "Cash flow tips",
    description:
      "Practical ways to smooth cash flow, plan for VAT and tax bills and ride out seasonal dips.",
    icon: Wallet,
  },
  {
    title: "Growth strategies",
    description:
      "How UK businesses use finance to hire, move premises, buy equipment and take on bigger contracts.",
    icon: TrendingUp,
  },
  {
    title: "Industry insights",
    description:
      "Funding news and trends for construction, hospitality, retail and the other sectors we work with.",
    icon: Building2,
  },
];

export const storyCategories: TopicCard[] = [
  {
    title: "Growth and expansion",
    description:
      "Businesses that funded new premises, extra staff or equipment and grew faster as a result.",
    icon: Rocket,
  },
  {
    title: "Cash flow solutions",
    description:
      "Businesses that bridged a gap, spread a VAT or tax bill or bought stock ahead of a busy season.",
    icon: PiggyBank,
  },
  {
    title: "Second chances",
    description:
      "Businesses that found the right lender after a bank said no or after a difficult credit history.",
    icon: LifeBuoy,
  },
];

/** Where to go while the blog and the stories are being written. */
export const whileYouWait: NextStepLink[] = [
  {
    label: "Business finance guides",
    description: "How funding works, who is eligible and tips for a strong application.",
    path: paths.guides,
  },
  {
    label: "Document preparation",
    description: "The documents lenders ask for and how to get them ready.",
    path: paths.documentPreparation,
  },
  {
    label: "Frequently asked questions",
    description: "Straight answers about eligibility, costs and the process.",
    path: paths.faq,
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
    description:
      "Same-day decisions are often possible, with a panel of lenders for funding of £5,000 to £500,000. Subject to status.",
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
