import type { Application } from "#app/schemas/application.ts";
import type { StoredContactMessage } from "#app/schemas/contact.ts";
import type { StoredReferral } from "#app/schemas/referral.ts";

/**
 * What the brokers are told, as stored in an outbox row's payload. Each kind carries what its
 * call in the specification (§7) carries, plus the lead's reference and the server's own
 * receipt time. Mail is rendered from these at send time (app/server/mail.server.ts).
 */
type Common = {
  leadId: string;
  /** The lead's reference ("DBF-7K3M9Q"); absent from rows queued before references existed. */
  reference?: string;
  /** The visitor's local date and time when they sent it, or the UK time we received it. */
  timestamp: string;
  /** When the server accepted it (ISO 8601). */
  receivedAt: string;
};

export type EnquiryNotification = Common & {
  type: "enquiry";
  email: string;
  phone: string;
  loanAmount: number;
  source: string | null;
  /** The product whose page the quote was asked on, when it was a product's. */
  product?: string | null;
};

export type ApplicationNotification = Common & {
  type: "application";
  applicationId: string;
  /** The whole form as accepted. */
  form: Omit<Application, "timestamp">;
};

export type ReferralNotification = Common & StoredReferral & { type: "referral" };

export type ContactNotification = Common & StoredContactMessage & { type: "contact" };

/** Documents added to an application (§7 call 5). */
export type DocumentsNotification = Common & {
  type: "documents";
  applicationId: string;
  companyName: string;
  applicantEmail: string | null;
  documentTypes: {
    accounts: number;
    bankStatements: number;
    managementAccounts: number;
    otherDocuments: number;
  };
  totalFiles: number;
  openBanking: boolean;
  uploadedDocuments: { name: string; path: string }[];
};

export type Notification =
  | EnquiryNotification
  | ApplicationNotification
  | ReferralNotification
  | ContactNotification
  | DocumentsNotification;

export type NotificationType = Notification["type"];
