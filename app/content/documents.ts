import {
  BadgeCheck,
  BookOpen,
  CalendarClock,
  Clock,
  FileSpreadsheet,
  FileText,
  Gauge,
  Handshake,
  Landmark,
  Lock,
  Receipt,
  RefreshCw,
  ShieldCheck,
  Target,
  TrendingUp,
  Timer,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { claims, claimStat } from "#app/content/claims.ts";

/** The copy of the document preparation guide. */
export type DocumentRequirement = {
  title: string;
  description: string;
  details: string[];
  icon: LucideIcon;
};

export type Highlight = { title: string; description: string; icon: LucideIcon };

export type Stat = { value: string; label: string; icon: LucideIcon };

export const documentStats: Stat[] = [
  { value: "6 months", label: "Bank statements", icon: CalendarClock },
  { ...claimStat(claims.typicalDecision), icon: Clock },
  { ...claimStat(claims.documentsTime), icon: Timer },
  { value: "Fast", label: "Document review", icon: Zap },
];

// The requirements the applicant's tracking page also names (app/content/applicant-pages.ts).
export const companyAccounts: DocumentRequirement = {
  title: "Full company accounts",
  description: "Your latest filed accounts show lenders how the business has performed.",
  details: [
    "The most recent accounts filed at Companies House",
    "Include the detailed profit and loss page, not only the abridged accounts",
    "Audited or unaudited, depending on the size of your company",
  ],
  icon: FileText,
};

export const bankStatements: DocumentRequirement = {
  title: "6 months of business bank statements",
  description: "Statements show lenders your day-to-day cash flow and how you manage it.",
  details: [
    "The last 6 consecutive months from your main business account",
    "Every page, including blank pages",
    "Your business name and account details clearly visible",
  ],
  icon: Landmark,
};

export const essentialDocuments: DocumentRequirement[] = [
  companyAccounts,
  bankStatements,
  {
    title: "Directors' details",
    description: "Lenders check the identity and history of everyone who runs the business.",
    details: [
      "Full name and date of birth of each director",
      "Current home address",
      "Address history covering the last 3 years",
    ],
    icon: Users,
  },
  {
    title: "Loan purpose and requirements",
    description: "A clear request helps us match you with the right lenders first time.",
    details: [
      "How much you need and over what term",
      "What the funds will be used for",
      "How the funding supports the purpose of the business",
    ],
    icon: Target,
  },
];

export const managementAccounts: DocumentRequirement = {
  title: "Management accounts",
  description:
    "Up-to-date figures help when your filed accounts are old or do not reflect recent growth.",
  details: [
    "Year-to-date profit and loss",
    "A current balance sheet",
    "Prepared by your accountant or from your bookkeeping software",
  ],
  icon: FileSpreadsheet,
};

export const debtSchedule: DocumentRequirement = {
  title: "Debt schedule",
  description: "A list of your existing borrowing shows lenders what you can afford.",
  details: [
    "The lender of each facility",
    "The outstanding balance",
    "The remaining term",
    "The monthly repayment",
  ],
  icon: Receipt,
};

export const optionalDocuments: DocumentRequirement[] = [managementAccounts, debtSchedule];

export const bestPractices: Highlight[] = [
  {
    title: "Use Open Banking",
    description:
      "Share read-only access to your bank account instead of uploading statements, so lenders see accurate, current figures straight away.",
    icon: Lock,
  },
  {
    title: "Be transparent with your broker",
    description:
      "Tell us about past declines and credit issues at the start. We can only find the right lender when we know the full picture.",
    icon: Handshake,
  },
  {
    title: "Keep documents current",
    description:
      "Send your most recent statements and accounts. Out-of-date documents are the most common cause of delay.",
    icon: RefreshCw,
  },
  {
    title: "Present your business story",
    description:
      "Explain what the business does, how it has grown and why the funding will help. Context turns figures into a case.",
    icon: BookOpen,
  },
];

export const openBankingAdvantages: Highlight[] = [
  {
    title: "Faster processing",
    description: "No scanning or uploading: lenders see your transactions as soon as you connect.",
    icon: Gauge,
  },
  {
    title: "More accurate assessment",
    description: "Lenders work from your real transaction data rather than copies.",
    icon: BadgeCheck,
  },
  {
    title: "Better rates",
    description: "A clearer view of your cash flow can help lenders offer better terms.",
    icon: TrendingUp,
  },
  {
    title: "Secure, read-only access",
    description:
      "Access is through FCA regulated providers, read-only, and you can withdraw it at any time.",
    icon: ShieldCheck,
  },
];

export const transparencyPoints: string[] = [
  "Disclose any declined applications, so we do not approach the same lenders again",
  "Tell us about any credit issues, such as missed payments, defaults or CCJs",
  "Mention all existing loans, cash advances and overdrafts",
  "Work with one broker, to avoid multiple credit searches that can lower your score",
  "Let us know about anything that could affect trading, such as a lost contract or a new one",
];

export const photoIdForDirectors = "Photo ID for all directors";
export const proofOfBusinessAddress = "Proof of business address";

export const checklistRequired: string[] = [
  "Company accounts filed within the last 18 months",
  "6 consecutive months of business bank statements",
  "Directors' details with 3 years of address history",
  photoIdForDirectors,
  proofOfBusinessAddress,
];

export const checklistAdditional: string[] = [
  "Recent management accounts or a profit and loss statement",
  "VAT certificate, if you are VAT registered",
  "Details of existing loans",
];
