import { plural } from "#app/content/format.ts";
import type { DocumentCategory } from "#app/schemas/value-lists.ts";

/**
 * Document upload rules shared by the results page (checks before sending) and the server (the
 * authority, which also checks every file's content). Browser-safe.
 */
export const DOCUMENT_CATEGORY_FIELDS = [
  { name: "accounts", label: "Accounts", hint: "Your last two years of filed accounts" },
  { name: "bank_statements", label: "Bank statements", hint: "The last six months, all pages" },
  {
    name: "management_accounts",
    label: "Management accounts",
    hint: "Year-to-date profit and loss, if you have them",
  },
  {
    name: "other_documents",
    label: "Other documents",
    hint: "Anything else that supports your application",
  },
] as const;

export type DocumentCategoryName = (typeof DOCUMENT_CATEGORY_FIELDS)[number]["name"];

/** Every category's name: the upload form's four, then the checklist's own items. */
export const documentCategoryLabels: Record<DocumentCategory, string> = {
  ...(Object.fromEntries(
    DOCUMENT_CATEGORY_FIELDS.map(({ name, label }) => [name, label]),
  ) as Record<DocumentCategoryName, string>),
  photo_id: "Photo ID",
  proof_of_address: "Proof of address",
  debt_schedule: "Debt schedule",
  card_statements: "Card terminal statements",
  supplier_quote: "Supplier's quote or invoice",
  property_details: "Property details",
  exit_plan: "Exit plan",
  hmrc_bill: "HMRC bill",
};

export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"] as const;
/** The file picker's `accept`: extensions and their media types. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
].join(",");

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_APPLICATION_BYTES = 100 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 40;

export const documentMessages = {
  noDocuments: {
    title: "No documents selected",
    description: "Please select at least one document to upload or choose Open Banking preference.",
  },
  openBankingNoted: {
    title: "Open Banking preference noted!",
    description:
      "We have noted that you would prefer to use Open Banking. Your broker will contact you to set this up.",
  },
  uploadFailed: {
    title: "Upload failed",
    description: "There was an error uploading your documents. Please try again.",
  },
  uploadedTitle: "Documents uploaded!",
  uploaded(count: number, openBanking: boolean): string {
    const base = `${plural(count, "file")} uploaded successfully. Your broker will review them shortly.`;
    return openBanking
      ? `${base} We have also noted that you would prefer to use Open Banking.`
      : base;
  },
  wrongType: (name: string) =>
    `"${name}" is not a PDF, Word document (.doc, .docx), JPEG or PNG file.`,
  tooLarge: (name: string) => `"${name}" is larger than 20 MB.`,
  tooMuch: "These files would take this application's documents over 100 MB in total.",
  badName: (name: string) =>
    `"${name}" has a file name we cannot accept. Please rename the file and try again.`,
  tooMany: `Please send at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  tooOften: "Too many uploads from this connection. Please wait a few minutes and try again.",
  badToken:
    "We could not match this upload to your application. Please call or email us and we will help you send your documents.",
  trackingLinkExpired: (phone: string) =>
    `This link has expired. Ask for a new one with your email address, or call us on ${phone} and we will help you send your documents.`,
  needsApplication:
    "Documents can be added once you have applied: they are attached to an application.",
  expiredLinkTitle: "Upload link expired",
  expiredLink: (phone: string) =>
    `This upload link has expired. Please call us on ${phone} and we will help you send your documents.`,
} as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/** Why a chosen file cannot be sent, before sending it; null when it may go. */
export function checkChosenFile(file: { name: string; size: number }): string | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return documentMessages.wrongType(file.name);
  }
  if (file.size > MAX_FILE_BYTES) return documentMessages.tooLarge(file.name);
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

/** A document the server has recorded for an application, as the applicant is shown it. */
export type ReceivedDocument = {
  id: string;
  category: DocumentCategory;
  name: string;
  /** When it was received (ISO 8601). */
  receivedAt: string;
};

/**
 * What the upload endpoint answers, as JSON. An accepted upload carries every document the
 * application now holds, so the page lists what really arrived.
 */
export type UploadAnswer =
  | {
      status: "success";
      uploaded: number;
      openBanking: boolean;
      received: ReceivedDocument[];
    }
  | { status: "error"; title: string; message: string };

export function categoryLabel(category: DocumentCategory): string {
  return documentCategoryLabels[category] ?? category;
}
