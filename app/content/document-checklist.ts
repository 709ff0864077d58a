import {
  bankStatements,
  companyAccounts,
  debtSchedule,
  managementAccounts,
  photoIdForDirectors,
  proofOfBusinessAddress,
} from "#app/content/documents.ts";
import type { ProductSlug } from "#app/paths.ts";
import type { DocumentCategory, OpenBankingState } from "#app/schemas/value-lists.ts";

/**
 * The documents checklist a broker works a case from: what lenders ask of every applicant (the
 * document preparation guide's requirements) and what the case's product adds. Each item is a
 * document category, so a file filed under it ticks it. See
 * docs/decisions/0034-documents-checklist-and-templates.md.
 */

export type ChecklistCategory = Exclude<DocumentCategory, "other_documents">;

export type ChecklistItem = {
  category: ChecklistCategory;
  /** What the applicant is asked for, as the guide and the mails say it. */
  title: string;
  /** Helps, but a case goes to lenders without it. */
  optional?: boolean;
  /** Open Banking stands in for it once the applicant has connected. */
  openBankingInstead?: boolean;
};

const titles: Record<ChecklistCategory, string> = {
  accounts: companyAccounts.title,
  bank_statements: bankStatements.title,
  management_accounts: managementAccounts.title,
  photo_id: photoIdForDirectors,
  proof_of_address: proofOfBusinessAddress,
  debt_schedule: debtSchedule.title,
  card_statements: "Card terminal statements for the last 6 months",
  supplier_quote: "The supplier's quote or invoice",
  property_details: "Details of the property: its address, value and any mortgage on it",
  exit_plan: "How the loan will be repaid at the end of its term (the exit)",
  hmrc_bill: "The HMRC bill to be paid",
};

/** Every applicant, whatever the product. */
const everyCase: ChecklistItem[] = [
  { category: "accounts", title: titles.accounts },
  { category: "bank_statements", title: titles.bank_statements, openBankingInstead: true },
  { category: "photo_id", title: titles.photo_id },
  { category: "proof_of_address", title: titles.proof_of_address },
  { category: "management_accounts", title: titles.management_accounts, optional: true },
];

/** What each product asks for beyond every applicant's documents. */
const productItems: Record<ProductSlug, { category: ChecklistCategory; optional?: boolean }[]> = {
  "short-term-business-loans": [{ category: "debt_schedule", optional: true }],
  "card-terminal-loans": [{ category: "card_statements" }],
  "bad-credit-business-loans": [{ category: "debt_schedule" }],
  "same-day-business-funding": [{ category: "debt_schedule", optional: true }],
  "business-growth-loans": [{ category: "debt_schedule", optional: true }],
  "asset-funding": [{ category: "supplier_quote" }],
  "stock-funding": [{ category: "supplier_quote" }],
  "bridging-loans": [{ category: "property_details" }, { category: "exit_plan" }],
  "secured-business-loans": [
    { category: "property_details" },
    { category: "debt_schedule", optional: true },
  ],
  "vat-funding": [{ category: "hmrc_bill" }],
  "tax-funding": [{ category: "hmrc_bill" }],
};

/** The checklist for a case's product: the product's own items after every applicant's. */
export function checklistFor(product: string | null): ChecklistItem[] {
  const extra = productItems[product as ProductSlug] ?? [];
  return [
    ...everyCase,
    ...extra.map(({ category, optional }) => ({ category, title: titles[category], optional })),
  ];
}

/** Every item any checklist holds, for the broker's upload form. */
export const checklistCategories = Object.keys(titles) as ChecklistCategory[];

export function checklistTitle(category: ChecklistCategory): string {
  return titles[category];
}

/** Where an item stands on a case. */
export type ItemState = "missing" | "received" | "accepted" | "asked_again" | "open_banking";

export const itemStateLabels: Record<ItemState, string> = {
  missing: "Still needed",
  received: "Received, to check",
  accepted: "Accepted",
  asked_again: "Asked for again",
  open_banking: "Open Banking instead",
};

export const openBankingStateLabels: Record<OpenBankingState, string> = {
  requested: "Requested by the applicant",
  link_sent: "Link sent to the applicant",
  connected: "Connected",
  not_going_ahead: "Not going ahead",
};

/** The states in which Open Banking stands in for the statements it replaces. */
export function openBankingCovers(state: OpenBankingState | null): boolean {
  return state === "requested" || state === "link_sent" || state === "connected";
}
