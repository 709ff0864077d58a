import { sql } from "drizzle-orm";
import { productSlugs, sectorSlugs } from "#app/paths.ts";
import { EXIT_ROUTES } from "#app/schemas/application-product.ts";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  COMMISSION_KINDS,
  COMPANY_TYPES,
  DEAL_SECTORS,
  DECLINE_REASONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CHECK_STATES,
  LEAD_EVENT_TYPES,
  LEAD_KINDS,
  LEAD_STATUSES,
  OPEN_BANKING_STATES,
  OUTBOX_STATUSES,
  SUBMISSION_OUTCOMES,
  USER_ROLES,
} from "#app/schemas/value-lists.ts";

/**
 * The database. Every lead, whatever form it came from, has one row in `leads` (the back
 * office inbox lists, filters, searches and pages through that table alone) and its answers
 * in a table for its kind. The notification to the brokers is an `outbox` row written in the
 * same transaction. See docs/decisions/0002-leads-and-outbox.md.
 */

// The value lists live with the forms that offer them; re-exported for the server code that
// reads them here beside the tables.
export {
  COMMISSION_KINDS,
  DECLINE_REASONS,
  DOCUMENT_CATEGORIES,
  LEAD_EVENT_TYPES,
  LEAD_KINDS,
  LEAD_STATUSES,
  OUTBOX_STATUSES,
  SUBMISSION_OUTCOMES,
  USER_ROLES,
  type CommissionKind,
  type DeclineReason,
  type DocumentCategory,
  type LeadEventType,
  type LeadKind,
  type LeadStatus,
  type OutboxStatus,
  type SubmissionOutcome,
  type UserRole,
} from "#app/schemas/value-lists.ts";

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * What the visitor and the brokers call this lead ("DBF-7K3M9Q"): short, random and made of
     * characters that cannot be mistaken for one another. Shown on the site and in every mail.
     */
    reference: text("reference").notNull().unique(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The broker working the lead; null while nobody has taken it. */
    assignedUserId: uuid("assigned_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    // Copies of the answers people search and sort by, whatever the kind.
    fullName: text("full_name"),
    companyName: text("company_name"),
    email: text("email"),
    /** In E.164 ("+447700900123") whatever the spelling typed, so one search finds them all. */
    phone: text("phone"),
    loanAmount: integer("loan_amount"),
    /** Where the form was (home hero, social landing, …), when the form says. */
    source: text("source"),
    /** Companies House number ("01234567", "SC123456"), typed or found by a broker. */
    companyNumber: text("company_number"),
    /**
     * The business this case is for; its people are the client's. Null for a referral partner's
     * application, which is not a case. See docs/decisions/0027-cases-and-clients.md.
     */
    clientId: uuid("client_id").references((): AnyPgColumn => clients.id, {
      onDelete: "set null",
    }),
    /**
     * Everything a broker may search the case by, folded (lower case, no accents, apostrophes or
     * punctuation): its references, company and number, and every person's name, email and
     * phone. Kept by the `leads_search_text` trigger (drizzle/0014_cases_and_clients.sql).
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * What Companies House says of the company, as last looked up: status, incorporation date,
     * registered address and directors (see app/server/admin/companies-house.server.ts).
     */
    companyProfile: jsonb("company_profile"),
    /**
     * The introducer (an approved referral partner) who brought the lead: from their link or
     * code on the form, or chosen by a broker. Their share comes from the lead's commission.
     */
    introducerId: uuid("introducer_id").references((): AnyPgColumn => introducers.id, {
      onDelete: "set null",
    }),
    /**
     * The introducer's share (basis points) as it stood when they were linked to this lead: the
     * split their commission on it is paid at, whatever their split becomes later.
     */
    introducerShareBasisPoints: integer("introducer_share_basis_points"),
    /** The broker who added the lead by hand (a phone or walk-in enquiry); null for the forms. */
    createdByUserId: uuid("created_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /**
     * Counts the changes to the lead itself (status, assignment, details). A form carries the
     * version its broker saw, and a save made from an older one is refused rather than
     * overwriting a colleague's change. See docs/decisions/0006-back-office-access.md.
     */
    version: integer("version").notNull().default(1),
    /** The first real contact: the status moved past New, or a call was logged. Ends "overdue". */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true, mode: "date" }),
    /** When the status last changed ("awaiting documents for 5 days"). */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    /** The last activity of any kind on the lead (the inbox sorts by it). */
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Set when the person's erasure anonymised the lead rather than deleting it: it holds a
     * deal the firm must keep (funded, or with commission), so its personal details went and the
     * deal record stays until its retention period ends. See docs/decisions/0007.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    erasedByUserId: uuid("erased_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** Why the deal record is kept, as the administrator gave it when erasing. */
    erasureReason: text("erasure_reason"),
    /**
     * Where the kept deal's retention period starts: its funding day or its last activity before
     * erasure, whichever is later. Activity after erasure does not move it.
     */
    retainedFrom: timestamp("retained_from", { withTimezone: true, mode: "date" }),
    // The deal facts a broker keeps (the amount is `loan_amount`, in pounds); null until known.
    // See docs/decisions/0028-deal-facts-and-matching.md.
    /** The product wanted: one of the site's product slugs (app/paths.ts). */
    product: text("product"),
    termMonths: integer("term_months"),
    /** The month the business started trading, "YYYY-MM". */
    tradingSince: text("trading_since"),
    /** One of the site's sector slugs, or "other". */
    sector: text("sector", { enum: DEAL_SECTORS }),
    companyType: text("company_type", { enum: COMPANY_TYPES }),
    turnoverPence: bigint("turnover_pence", { mode: "number" }),
    /** For a loan secured on property: its value; the loan-to-value follows from the amount. */
    propertyValuePence: bigint("property_value_pence", { mode: "number" }),
    /** For a loan secured on property: how it is repaid (sale, refinance, …). */
    exitRoute: text("exit_route"),
  },
  (t) => [
    check("leads_kind_check", inList("kind", LEAD_KINDS)),
    check("leads_product_check", sql`product is null or ${inList("product", productSlugs)}`),
    check("leads_term_months_check", sql`term_months is null or term_months between 1 and 360`),
    check(
      "leads_trading_since_check",
      sql`trading_since is null or trading_since ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check("leads_sector_check", sql`sector is null or ${inList("sector", DEAL_SECTORS)}`),
    check(
      "leads_company_type_check",
      sql`company_type is null or ${inList("company_type", COMPANY_TYPES)}`,
    ),
    check("leads_turnover_check", sql`turnover_pence is null or turnover_pence >= 0`),
    check(
      "leads_property_value_check",
      sql`property_value_pence is null or property_value_pence > 0`,
    ),
    check("leads_status_check", inList("status", LEAD_STATUSES)),
    check(
      "leads_introducer_share_check",
      sql`introducer_share_basis_points is null or introducer_share_basis_points between 0 and 10000`,
    ),
    check(
      "leads_erasure_check",
      sql`(erased_at is null and erasure_reason is null and retained_from is null) or (erased_at is not null and erasure_reason is not null and retained_from is not null)`,
    ),
    // Newest first, paged by (created_at, id) keysets, optionally narrowed by one filter.
    // NULLS FIRST is what a plain "order by ... desc" asks for, so the planner can use these.
    index("leads_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_kind_newest_idx").on(
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_status_newest_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_assigned_newest_idx").on(
      t.assignedUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The pipeline board's newest cards of a stage for one broker or nobody (its counts and
    // amounts are kept in pipeline_totals).
    index("leads_pipeline_cards_idx")
      .on(t.assignedUserId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} <> 'referral'`),
    // The dashboard's covering index on created_at is in drizzle/0005_money.sql (INCLUDE).
    // Sorts other than newest first: last activity, and amount (largest first).
    index("leads_activity_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_amount_idx").on(t.loanAmount.desc().nullsLast(), t.id.desc().nullsFirst()),
    // Exact, case-insensitive matches: the same person's other leads, data-protection finds.
    index("leads_email_search_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("leads_phone_search_idx").on(t.phone.op("text_pattern_ops")),
    // Any part of anything the case is known by ("smith", "joinery", "oak.co.uk", "900321",
    // "dbf7k3"): a trigram index, from the pg_trgm extension that PGlite ships as PostgreSQL does.
    index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("leads_client_idx").on(t.clientId),
    // "My day": new leads nobody has contacted yet, oldest first, per broker (or unassigned),
    // and leads waiting for documents, longest first.
    index("leads_uncontacted_idx")
      .on(t.assignedUserId, t.createdAt)
      .where(sql`status = 'new' and first_contacted_at is null`),
    index("leads_awaiting_documents_idx")
      .on(t.assignedUserId, t.statusChangedAt)
      .where(sql`status = 'awaiting_documents'`),
    // An introducer's leads: the introducers page's counts and their statements.
    index("leads_introducer_idx")
      .on(t.introducerId)
      .where(sql`introducer_id is not null`),
    // The retention purge: anonymised deals by the start of their retention period.
    index("leads_retained_idx")
      .on(t.retainedFrom)
      .where(sql`erased_at is not null`),
  ],
);

const leadId = () =>
  uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" });

/**
 * The case a submission belongs to. A case holds every quote, application, message and call
 * that joined it, each with its own answers, time and source, and a merge or a split moves them.
 */
const caseId = () =>
  uuid("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" });

/** Where the form was when this submission came in (the case's own `source` is its first). */
const submissionSource = () => text("source");

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: caseId(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    loanAmount: integer("loan_amount").notNull(),
    /** The visitor's local date and time, as their browser wrote it. */
    submittedAt: text("submitted_at").notNull(),
    source: submissionSource(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiries_lead_idx").on(t.leadId, t.createdAt)],
);

export const applications = pgTable(
  "applications",
  {
    leadId: caseId(),
    /** The public reference given to the visitor: random, unrelated to any other id. */
    applicationId: uuid("application_id").primaryKey(),
    companyName: text("company_name").notNull(),
    tradingAddress: text("trading_address").notNull(),
    /** Null for an application sent before step 1 asked it. */
    companyType: text("company_type", { enum: COMPANY_TYPES }),
    /** As Companies House writes it ("SC012345"); asked of a limited company or LLP. */
    companyNumber: text("company_number"),
    /** When the business started trading, "YYYY-MM". */
    tradingSince: text("trading_since"),
    companyWebsite: text("company_website"),
    numberOfEmployees: text("number_of_employees"),
    businessType: text("business_type"),
    loanAmount: integer("loan_amount").notNull(),
    loanPurpose: text("loan_purpose"),
    loanReasons: text("loan_reasons")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** As shown to the visitor ("250,000"); `turnover_pounds` is the same as a number. */
    turnover: text("turnover").notNull(),
    turnoverPounds: bigint("turnover_pounds", { mode: "number" }),
    profitLevel: text("profit_level"),
    recentBorrowing: text("recent_borrowing"),
    recentBorrowingAmount: text("recent_borrowing_amount"),
    hasOverdraft: text("has_overdraft"),
    overdraftAmount: text("overdraft_amount"),
    /** The product applied for (a product slug of app/paths.ts); null for "not sure yet". */
    product: text("product"),
    /** For a product secured on property: the property's value in pounds, and the exit. */
    propertyValuePounds: bigint("property_value_pounds", { mode: "number" }),
    /** How the loan is repaid: "sale", "refinance" or "other", with the applicant's words. */
    exitRoute: text("exit_route"),
    exitDetail: text("exit_detail"),
    submittedAt: text("submitted_at").notNull(),
    /** SHA-256 (hex) of the upload token; the token itself is only ever in the visitor's hands. */
    uploadTokenHash: text("upload_token_hash").notNull(),
    openBanking: boolean("open_banking").notNull().default(false),
    /** The accepted form exactly as validated, for the record. */
    raw: jsonb("raw").notNull(),
    source: submissionSource(),
    createdAt: createdAt(),
  },
  (t) => [
    index("applications_lead_idx").on(t.leadId, t.createdAt),
    check(
      "applications_company_type_check",
      sql`company_type is null or ${inList("company_type", COMPANY_TYPES)}`,
    ),
    check(
      "applications_trading_since_check",
      sql`trading_since is null or trading_since ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check("applications_product_check", sql`product is null or ${inList("product", productSlugs)}`),
    check(
      "applications_exit_route_check",
      sql`exit_route is null or ${inList("exit_route", EXIT_ROUTES)}`,
    ),
    check(
      "applications_property_value_check",
      sql`property_value_pounds is null or property_value_pounds > 0`,
    ),
  ],
);

export const applicationDirectors = pgTable(
  "application_directors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: caseId(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.applicationId, { onDelete: "cascade" }),
    /** The client's person this director is (null once that person was erased). */
    personId: uuid("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    /** 0 for the first director, in the order the visitor gave them. */
    position: integer("position").notNull(),
    /** The card id the form gave this director ("1", then times). */
    formId: text("form_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    homeAddress: text("home_address").notNull(),
    addressUnder3Years: boolean("address_under_3_years").notNull(),
    previousAddress: text("previous_address"),
    homeOwnership: text("home_ownership").notNull(),
    shareholderOver25: boolean("shareholder_over_25").notNull(),
  },
  (t) => [
    unique("application_directors_position_key").on(t.applicationId, t.position),
    index("application_directors_lead_idx").on(t.leadId),
  ],
);

export const referralPartners = pgTable("referral_partners", {
  leadId: leadId(),
  businessName: text("business_name").notNull(),
  contactName: text("contact_name").notNull(),
  contactNumber: text("contact_number").notNull(),
  contactEmail: text("contact_email").notNull(),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: caseId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    source: submissionSource(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * An enquiry a broker took by phone, at the door, by email or from an introducer, as they
 * typed it: the case it started or joined keeps it as it keeps a form's answers.
 */
export const phoneEnquiries = pgTable(
  "phone_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: caseId(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** `manual:<how>` (phone, walk_in, email, introducer, event, …). */
    source: text("source").notNull(),
    fullName: text("full_name"),
    companyName: text("company_name"),
    email: text("email"),
    /** E.164, as `leads.phone`. */
    phone: text("phone"),
    loanAmount: integer("loan_amount"),
    companyNumber: text("company_number"),
    createdAt: createdAt(),
  },
  (t) => [index("phone_enquiries_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A business the firm has worked with, or is working with: the company a case is for. A case
 * points to its client; the client's other cases, open and closed, are listed on each case.
 */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name"),
    /** Companies House number, when known. */
    companyNumber: text("company_number"),
    /** Limited company, sole trader, partnership, LLP, … as the applicant gave it. */
    companyType: text("company_type"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("clients_company_number_idx")
      .on(t.companyNumber)
      .where(sql`company_number is not null`),
  ],
);

/** A client's person: an applicant, a director or a contact, one row however many cases. */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    /** Lower-case. */
    email: text("email"),
    /** E.164, as `leads.phone`. */
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("people_client_idx").on(t.clientId),
    index("people_email_idx")
      .on(t.email)
      .where(sql`email is not null`),
    index("people_phone_idx")
      .on(t.phone)
      .where(sql`phone is not null`),
  ],
);

/** Who a case's people are in it: the applicant, a director, a contact. */
export const CASE_ROLES = ["applicant", "director", "contact"] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

export const casePeople = pgTable(
  "case_people",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    role: text("role", { enum: CASE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.personId, t.role] }),
    check("case_people_role_check", inList("role", CASE_ROLES)),
    index("case_people_person_idx").on(t.personId),
  ],
);

/**
 * A reference that was another case's until it was merged into this one: the applicant's mails
 * and links that quote it still lead here, and a search for it finds this case.
 */
export const caseReferences = pgTable(
  "case_references",
  {
    reference: text("reference").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The merged case's own id, so that a link to its page leads to this one. */
    formerLeadId: uuid("former_lead_id").notNull(),
    mergedAt: timestamp("merged_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("case_references_lead_idx").on(t.leadId),
    uniqueIndex("case_references_former_lead_key").on(t.formerLeadId),
  ],
);

/**
 * Two cases that may be one: the same email, phone or company number. Listed for a broker to
 * merge or to mark as not the same; nothing is ever merged without a broker.
 */
export const POSSIBLE_DUPLICATE_RESOLUTIONS = ["merged", "not_duplicate"] as const;

export const possibleDuplicates = pgTable(
  "possible_duplicates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The older of the two. */
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    otherLeadId: uuid("other_lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** What they share: "email", "phone" or "company_number". */
    reason: text("reason").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    resolvedByUserId: uuid("resolved_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    resolution: text("resolution", { enum: POSSIBLE_DUPLICATE_RESOLUTIONS }),
  },
  (t) => [
    unique("possible_duplicates_pair_key").on(t.leadId, t.otherLeadId),
    check("possible_duplicates_distinct_check", sql`lead_id <> other_lead_id`),
    index("possible_duplicates_other_idx").on(t.otherLeadId),
    index("possible_duplicates_open_idx")
      .on(t.foundAt)
      .where(sql`resolved_at is null`),
  ],
);

export const uploadedDocuments = pgTable(
  "uploaded_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.applicationId, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull().unique(),
    fileType: text("file_type").notNull(),
    documentCategory: text("document_category", { enum: DOCUMENT_CATEGORIES }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** SHA-256 (hex) of the stored bytes. */
    sha256: text("sha256").notNull(),
    /** The broker who uploaded it on the applicant's behalf; null when the applicant sent it. */
    uploadedByUserId: uuid("uploaded_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check("uploaded_documents_category_check", inList("document_category", DOCUMENT_CATEGORIES)),
    index("uploaded_documents_application_idx").on(t.applicationId, t.createdAt),
  ],
);

/**
 * The applicant's secure links to their own page (/track/<token>). Only the SHA-256 (hex) of
 * a token is kept; the token itself is made when its mail is sent and is never stored. A link
 * works until `expires_at`, which moves forward with each activity on the lead, and goes with
 * the lead when it is erased or purged. See docs/decisions/0010-applicant-tracking-link.md.
 */
export const trackingLinks = pgTable(
  "tracking_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("tracking_links_lead_idx").on(t.leadId),
    index("tracking_links_expires_idx").on(t.expiresAt),
  ],
);

/**
 * An application saved part-way ("Save and continue later"): the wizard's answers, kept for
 * 30 days for the email address that asked, and reopened on any device through the link mailed
 * there. Like tracking links, only the SHA-256 of the link's token is kept.
 */
export const applicationDrafts = pgTable(
  "application_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set when the mail with the link is sent; null until then. */
    tokenHash: text("token_hash").unique(),
    /** Lower-case, as the visitor gave it. */
    email: text("email").notNull(),
    /** The wizard's answers as its own draft format (app/lib/application-storage.ts). */
    answers: jsonb("answers").notNull(),
    /** The step the visitor was on (0 to 3). */
    step: integer("step").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("application_drafts_email_idx").on(t.email),
    index("application_drafts_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Mail waiting to go out. A worker leases due rows (`status = 'sending'`, `locked_until`),
 * sends, then marks them sent or schedules a retry; a lease that runs out (the worker died)
 * makes the row due again. After the last attempt the row is `failed` for an operator to see.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** Which notification: the lead kind, or another event such as documents uploaded. */
    topic: text("topic").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /** The lease holder: worker id and claim, so only the holder can settle the row. */
    lockedBy: text("locked_by"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** The subject the mail went out with, once sent. */
    subject: text("subject"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("outbox_status_check", inList("status", OUTBOX_STATUSES)),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("outbox_leased_idx")
      .on(t.lockedUntil)
      .where(sql`status = 'sending'`),
    index("outbox_failed_idx")
      .on(t.createdAt)
      .where(sql`status = 'failed'`),
    index("outbox_lead_idx").on(t.leadId),
  ],
);

/**
 * Fixed-window counters shared by every server process. `key` is a SHA-256 of the caller's
 * key, so no IP address is stored.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/**
 * People who sign in to the back office. `email` is stored lower-case, so uniqueness is
 * case-insensitive. An account is never locked: failed sign-ins are counted in the shared
 * rate limits (`rate_limits`) and only the address that keeps failing waits (auth.server.ts).
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull(),
    /** argon2id, in the PHC string format. */
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  () => [
    check("users_role_check", inList("role", USER_ROLES)),
    check("users_email_lower_check", sql`email = lower(email)`),
  ],
);

/**
 * Signed-in sessions, shared by every server process. `id` is the SHA-256 (hex) of the token
 * in the visitor's cookie: a copy of this table signs nobody in.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** The absolute end; the idle limit is counted from `last_seen_at`. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Who did what, when and from where: sign-ins, exports, document views, status changes,
 * resends, user changes, erasures. Rows are only ever added. `actor_user_id` is kept as a
 * plain id (no foreign key) so the trail outlives the user.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: uuid("actor_user_id"),
    /** A dotted verb: `auth.sign_in`, `lead.status`, `inbox.export`, `document.download`, … */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: jsonb("detail")
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorUserId, t.at.desc()),
  ],
);

/** The timeline of one lead: status changes with their reason, assignment, notes, emails. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: LEAD_EVENT_TYPES }).notNull(),
    fromStatus: text("from_status", { enum: LEAD_STATUSES }),
    toStatus: text("to_status", { enum: LEAD_STATUSES }),
    /** The reason for a declined or withdrawn lead, or the text of a note. */
    body: text("body"),
    detail: jsonb("detail")
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The lead's version this change made (status, assignment, details); null for the rest. */
    version: integer("version"),
    /**
     * The one-time key of the form that made this event: the same form sent twice (a double
     * click, a resent request) makes one event, and the repeat is ignored.
     */
    formKey: text("form_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_events_type_check", inList("type", LEAD_EVENT_TYPES)),
    index("lead_events_lead_idx").on(t.leadId, t.createdAt),
  ],
);

/**
 * What Companies House said when a broker pressed "Look up" on a lead's "Edit details", kept
 * here until the details are saved: the form carries only this row's id, so a profile shown as
 * "From Companies House" is always one the look-up returned, never one a form made up. Saving
 * the lead's details takes the row and removes the lead's rows.
 */
export const companyLookups = pgTable(
  "company_lookups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    lookedUpByUserId: uuid("looked_up_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    companyNumber: text("company_number").notNull(),
    profile: jsonb("profile").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("company_lookups_lead_idx").on(t.leadId)],
);

/**
 * A lender on the broker's panel: what it funds and how it pays commission. Admins keep the
 * panel; a lender a broker types on a submission is added unconfirmed, for an admin to confirm.
 * Percentages are held in basis points (1.5% is 150) and money in pence: whole numbers only.
 */
export const lenders = pgTable(
  "lenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The site's product slugs it funds (app/paths.ts). */
    products: text("products")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minAmountPence: bigint("min_amount_pence", { mode: "number" }),
    maxAmountPence: bigint("max_amount_pence", { mode: "number" }),
    minTradingMonths: integer("min_trading_months"),
    minTurnoverPence: bigint("min_turnover_pence", { mode: "number" }),
    /** The site's sector slugs (app/paths.ts) the lender will not lend to. */
    excludedSectors: text("excluded_sectors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How long it typically takes to decide, as the broker would say it ("24 hours"). */
    decisionTime: text("decision_time"),
    commissionKind: text("commission_kind", { enum: COMMISSION_KINDS })
      .notNull()
      .default("percent"),
    /** A percentage of the funded amount, in basis points, when the kind is "percent". */
    commissionBasisPoints: integer("commission_basis_points"),
    /** A fixed fee per funded deal, when the kind is "fixed". */
    commissionFixedPence: bigint("commission_fixed_pence", { mode: "number" }),
    /** Commission not received this many days after funding is overdue. */
    commissionDueDays: integer("commission_due_days").notNull().default(30),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    active: boolean("active").notNull().default(true),
    /** False for a lender a broker typed on a submission, until an admin confirms it. */
    confirmed: boolean("confirmed").notNull().default(true),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lenders_name_key").on(sql`lower(${t.name})`),
    check("lenders_commission_kind_check", inList("commission_kind", COMMISSION_KINDS)),
    check(
      "lenders_commission_terms_check",
      sql`commission_basis_points is null or commission_basis_points between 0 and 10000`,
    ),
    check(
      "lenders_excluded_sectors_check",
      sql.raw(
        `excluded_sectors <@ array[${sectorSlugs.map((slug) => `'${slug}'`).join(", ")}]::text[]`,
      ),
    ),
    check("lenders_min_turnover_check", sql`min_turnover_pence is null or min_turnover_pence >= 0`),
    check(
      "lenders_amounts_check",
      sql`min_amount_pence is null or max_amount_pence is null or min_amount_pence <= max_amount_pence`,
    ),
  ],
);

/**
 * A lead sent to one lender, and what came of it: an offer (amount, term, rate, expiry), the
 * money paid out (amount, day), or a decline with its reason. Money in pence. The commission
 * terms are copied from the lender when the deal is funded, so a later change to the panel
 * does not rewrite what a past deal earns; `commission_expected_pence` follows from them.
 */
export const lenderSubmissions = pgTable(
  "lender_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "restrict" }),
    /** The day it was sent (YYYY-MM-DD). */
    sentOn: text("sent_on").notNull(),
    outcome: text("outcome", { enum: SUBMISSION_OUTCOMES }).notNull().default("sent"),
    amountOfferedPence: bigint("amount_offered_pence", { mode: "number" }),
    offerTermMonths: integer("offer_term_months"),
    /** The rate as the lender quoted it ("9.9% APR", "factor 1.18"). */
    offerRate: text("offer_rate"),
    /** The last day an offer stands (YYYY-MM-DD), when the lender gives one. */
    offerExpiresOn: text("offer_expires_on"),
    fundedAmountPence: bigint("funded_amount_pence", { mode: "number" }),
    /** The day the money reached the applicant (YYYY-MM-DD). */
    fundedOn: text("funded_on"),
    declineReason: text("decline_reason", { enum: DECLINE_REASONS }),
    /** The lender's own words on a decline, or why the applicant withdrew. */
    outcomeDetail: text("outcome_detail"),
    commissionKind: text("commission_kind", { enum: COMMISSION_KINDS }),
    commissionBasisPoints: integer("commission_basis_points"),
    commissionFixedPence: bigint("commission_fixed_pence", { mode: "number" }),
    commissionExpectedPence: bigint("commission_expected_pence", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("lender_submissions_outcome_check", inList("outcome", SUBMISSION_OUTCOMES)),
    check("lender_submissions_sent_on_check", sql`sent_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check(
      "lender_submissions_offer_expires_on_check",
      sql`offer_expires_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
    check("lender_submissions_funded_on_check", sql`funded_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check(
      "lender_submissions_funded_check",
      sql`outcome <> 'funded' or (funded_amount_pence is not null and funded_on is not null)`,
    ),
    check(
      "lender_submissions_decline_reason_check",
      sql`decline_reason is null or ${inList("decline_reason", DECLINE_REASONS)}`,
    ),
    index("lender_submissions_lead_idx").on(t.leadId, t.createdAt),
    index("lender_submissions_lender_idx").on(t.lenderId, t.fundedOn),
    // The lenders page: each lender's answers to what was sent in a period.
    index("lender_submissions_sent_idx").on(t.sentOn),
    // "My day": offers about to run out.
    index("lender_submissions_offer_expiry_idx")
      .on(t.offerExpiresOn)
      .where(sql`outcome = 'offered' and offer_expires_on is not null`),
    // The commission report and the dashboard: funded deals by day.
    index("lender_submissions_funded_idx")
      .on(t.fundedOn)
      .where(sql`outcome = 'funded'`),
  ],
);

/** Commission a lender paid on a funded submission: one row per payment (part payments). */
export const commissionPayments = pgTable(
  "commission_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => lenderSubmissions.id, { onDelete: "cascade" }),
    amountPence: bigint("amount_pence", { mode: "number" }).notNull(),
    /** The day it reached the broker's account (YYYY-MM-DD). */
    receivedOn: text("received_on").notNull(),
    recordedByUserId: uuid("recorded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check("commission_payments_amount_check", sql`amount_pence > 0`),
    check(
      "commission_payments_received_on_check",
      sql`received_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
    index("commission_payments_submission_idx").on(t.submissionId, t.receivedOn),
    index("commission_payments_received_idx").on(t.receivedOn),
  ],
);

/**
 * An approved referral partner who introduces leads for a share of the commission they earn.
 * `code` goes on their link to the application (`/application?introducer=CODE`).
 */
export const introducers = pgTable(
  "introducers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    /** Their share of the commission received, in basis points (25% is 2500). */
    shareBasisPoints: integer("share_basis_points").notNull(),
    code: text("code").notNull().unique(),
    active: boolean("active").notNull().default(true),
    /** The partner application (a referral lead) they were approved from, when there was one. */
    referralLeadId: uuid("referral_lead_id").references((): AnyPgColumn => leads.id, {
      onDelete: "set null",
    }),
    approvedByUserId: uuid("approved_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // A referral partner's application is approved once.
    uniqueIndex("introducers_referral_lead_key").on(t.referralLeadId),
    check("introducers_share_check", sql`share_basis_points between 0 and 10000`),
    check("introducers_code_check", sql`code ~ '^[A-Z0-9]{4,12}$'`),
  ],
);

/**
 * Something a broker must do on a lead by a given time: a call-back ("Call back Thu 2pm"), a
 * chaser ("Chase bank statements"). Open until `done_at`; "My day" lists a broker's open tasks
 * due today or before.
 */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Who is to do it; null when that user has gone (the task shows as nobody's). */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    body: text("body").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    doneByUserId: uuid("done_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("lead_tasks_open_owner_idx")
      .on(t.ownerUserId, t.dueAt)
      .where(sql`done_at is null`),
    index("lead_tasks_lead_idx").on(t.leadId, t.dueAt),
  ],
);

/**
 * Which mails a broker gets about their own work (docs/decisions/0029-broker-reminders.md): a
 * column per kind, each on unless turned off. No row means every kind is on.
 */
export const reminderSettings = pgTable("reminder_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  assignment: boolean("assignment").notNull().default(true),
  activity: boolean("activity").notNull().default(true),
  callback: boolean("callback").notNull().default(true),
  digest: boolean("digest").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The morning digests queued, one row per broker and UK day: the key that makes two server
 * processes (or two runs) queue one digest, not two.
 */
export const digestsSent = pgTable(
  "digests_sent",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A user's own named inbox views: a name and the inbox's query string. */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The inbox's filters as a query string ("status=new&assigned=me"), checked when used. */
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("saved_views_user_name_key").on(t.userId, t.name)],
);

/**
 * The money dashboard's kept totals (docs/decisions/0015-dashboard-totals.md). Database triggers
 * on `leads`, `lender_submissions` and `commission_payments` keep them; the application only
 * reads them and folds the changes (`dashboard_fold()`).
 *
 * `dashboard_facts`: what each lead counts for now, a row per way the dashboard breaks leads
 * down (`dim`: the total, its source, its broker, and each lender it went to, or "" for none),
 * on the UK day it came in.
 */
const DASHBOARD_DIMS = ["total", "source", "broker", "lender"] as const;

const dashboardFigures = () => ({
  leads: integer("leads").notNull(),
  contacted: integer("contacted").notNull(),
  applications: integer("applications").notNull(),
  submitted: integer("submitted").notNull(),
  offers: integer("offers").notNull(),
  funded: integer("funded").notNull(),
  fundedPence: bigint("funded_pence", { mode: "number" }).notNull(),
  expectedPence: bigint("expected_pence", { mode: "number" }).notNull(),
  receivedPence: bigint("received_pence", { mode: "number" }).notNull(),
});

export const dashboardFacts = pgTable(
  "dashboard_facts",
  {
    leadId: uuid("lead_id").notNull(),
    dim: text("dim", { enum: DASHBOARD_DIMS }).notNull(),
    /** The source, the broker's or lender's id, or "" for none (and for the total). */
    key: text("key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ...dashboardFigures(),
    /** Tenths of an hour from arrival to first contact, rounded down. */
    contactTenths: integer("contact_tenths"),
    /** Days from the UK day it came in to the first day it was funded. */
    fundingDays: integer("funding_days"),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.dim, t.key] }),
    // Every column a period's end days are summed from, so they are read from the index alone
    // (a day's facts are scattered over the table as its leads change).
    index("dashboard_facts_day_idx").on(
      t.dim,
      t.day,
      t.key,
      t.leads,
      t.contacted,
      t.applications,
      t.submitted,
      t.offers,
      t.funded,
      t.fundedPence,
      t.expectedPence,
      t.receivedPence,
      t.contactTenths,
      t.fundingDays,
    ),
  ],
);

/**
 * Every change of a fact, appended (the old row with sign -1, the new one with +1) and never
 * updated, so leads arriving together never queue on one total; folded into the monthly totals
 * below and deleted by `dashboard_fold()`.
 */
export const dashboardChanges = pgTable(
  "dashboard_changes",
  {
    month: date("month", { mode: "string" }).notNull(),
    dim: text("dim", { enum: DASHBOARD_DIMS }).notNull(),
    key: text("key").notNull(),
    sign: smallint("sign").notNull(),
    ...dashboardFigures(),
    contactTenths: integer("contact_tenths"),
    fundingDays: integer("funding_days"),
  },
  (t) => [index("dashboard_changes_month_idx").on(t.dim, t.month)],
);

/** The facts added up per month (the first day of a UK month) and key. */
export const dashboardMonths = pgTable(
  "dashboard_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    dim: text("dim", { enum: DASHBOARD_DIMS }).notNull(),
    key: text("key").notNull(),
    ...dashboardFigures(),
  },
  (t) => [primaryKey({ columns: [t.month, t.dim, t.key] })],
);

/** How many leads of a month and key took each time to first contact, or to funding. */
export const dashboardMonthTimes = pgTable(
  "dashboard_month_times",
  {
    month: date("month", { mode: "string" }).notNull(),
    dim: text("dim", { enum: DASHBOARD_DIMS }).notNull(),
    key: text("key").notNull(),
    measure: text("measure", { enum: ["contact", "funding"] }).notNull(),
    value: integer("value").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.dim, t.key, t.measure, t.value] })],
);

/**
 * The pipeline board's count and amount of cases per broker (`assignedKey`: the broker's id, or
 * "" for nobody) and stage, kept by a trigger on `leads` as the dashboard's totals are
 * (drizzle/0018_pipeline_totals.sql): each change appended to `pipeline_changes` and folded into
 * `pipeline_totals` by `pipeline_fold()`. The application only reads and folds.
 */
export const pipelineChanges = pgTable("pipeline_changes", {
  assignedKey: text("assigned_key").notNull(),
  status: text("status", { enum: LEAD_STATUSES }).notNull(),
  sign: smallint("sign").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
});

export const pipelineTotals = pgTable(
  "pipeline_totals",
  {
    assignedKey: text("assigned_key").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    cases: bigint("cases", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignedKey, t.status] })],
);

/**
 * Introducers' statements as an append-only ledger: each payment earns its introducer a line
 * in the month it counts in, and a later correction (the payment removed, the lead moved to
 * another introducer) adds lines in the month it was made, so a month's statement never
 * changes once the month has ended. `paymentId` and `submissionId` are kept as plain ids: the
 * payment they name may have been removed since. See docs/decisions/0014-money.md.
 */
export const introducerStatementEntries = pgTable(
  "introducer_statement_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introducerId: uuid("introducer_id")
      .notNull()
      .references(() => introducers.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id").notNull(),
    paymentId: uuid("payment_id").notNull(),
    /** The UK month the line counts in (YYYY-MM). */
    month: text("month").notNull(),
    kind: text("kind", { enum: ["payment", "removed", "moved-out", "moved-in"] }).notNull(),
    receivedOn: text("received_on").notNull(),
    /** Signed: a correction takes back what a line gave. */
    commissionPence: bigint("commission_pence", { mode: "number" }).notNull(),
    shareBasisPoints: integer("share_basis_points").notNull(),
    sharePence: bigint("share_pence", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("introducer_statement_entries_month_check", sql`month ~ '^[0-9]{4}-[0-9]{2}$'`),
    index("introducer_statement_entries_month_idx").on(t.introducerId, t.month),
    index("introducer_statement_entries_payment_idx").on(t.paymentId),
  ],
);

/**
 * An introducer's statement for a month that has ended, paid to them: its total as it stood
 * (the ledger never changes an ended month again), the day paid and who recorded it. Each
 * month of an introducer's is paid once. The commission report splits each deal's introducer
 * share into paid (its ledger lines in paid months) and owed (the rest).
 */
export const introducerPayouts = pgTable(
  "introducer_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introducerId: uuid("introducer_id")
      .notNull()
      .references(() => introducers.id, { onDelete: "cascade" }),
    /** The statement's UK month (YYYY-MM). */
    month: text("month").notNull(),
    amountPence: bigint("amount_pence", { mode: "number" }).notNull(),
    /** The day it was paid (YYYY-MM-DD). */
    paidOn: text("paid_on").notNull(),
    recordedByUserId: uuid("recorded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check("introducer_payouts_month_check", sql`month ~ '^[0-9]{4}-[0-9]{2}$'`),
    check("introducer_payouts_paid_on_check", sql`paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    uniqueIndex("introducer_payouts_month_key").on(t.introducerId, t.month),
  ],
);

/**
 * A broker's proposal of a money change only an admin makes (a commission payment, or another
 * introducer for a lead with commission received), until an admin confirms or rejects it.
 */
export const commissionProposals = pgTable(
  "commission_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["payment", "introducer"] }).notNull(),
    submissionId: uuid("submission_id").references(() => lenderSubmissions.id, {
      onDelete: "cascade",
    }),
    amountPence: bigint("amount_pence", { mode: "number" }),
    receivedOn: text("received_on"),
    /** The introducer proposed; null with kind "introducer" proposes none. */
    introducerId: uuid("introducer_id").references(() => introducers.id, { onDelete: "cascade" }),
    proposedByUserId: uuid("proposed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: ["open", "confirmed", "rejected"] })
      .notNull()
      .default("open"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("commission_proposals_open_idx").on(t.status, t.leadId)],
);

/**
 * A broker's verdict on one item of a case's documents checklist (the item is a document
 * category): accepted, or asked for again with what was wrong. Received or missing is read from
 * the documents themselves. See docs/decisions/0034-documents-checklist-and-templates.md.
 */
export const documentChecks = pgTable(
  "document_checks",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    category: text("category", { enum: DOCUMENT_CATEGORIES }).notNull(),
    state: text("state", { enum: DOCUMENT_CHECK_STATES }).notNull(),
    /** What was wrong, when asked again. */
    note: text("note"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.category] }),
    check("document_checks_category_check", inList("category", DOCUMENT_CATEGORIES)),
    check("document_checks_state_check", inList("state", DOCUMENT_CHECK_STATES)),
  ],
);

/**
 * Where a case's Open Banking request stands, once a broker has moved it on. Without a row the
 * request stands as the applicant made it (`applications.open_banking`) or was never made.
 */
export const openBankingRequests = pgTable(
  "open_banking_requests",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    state: text("state", { enum: OPEN_BANKING_STATES }).notNull(),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  () => [check("open_banking_requests_state_check", inList("state", OPEN_BANKING_STATES))],
);

/**
 * An admin's own text for a template brokers start an email to the applicant from. The
 * standard templates (app/content/broker-emails.ts) are used as written until an admin saves
 * one; `id` is then the standard template's key, or a new id for a template an admin added.
 * `version` counts saves, so that two admins editing at once cannot overwrite each other.
 */
export const emailTemplates = pgTable("email_templates", {
  id: text("id").primaryKey(),
  label: text("label").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  version: integer("version").notNull().default(1),
  updatedByUserId: uuid("updated_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
