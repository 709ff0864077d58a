import { randomUUID, timingSafeEqual } from "node:crypto";
import { isUuid } from "#app/schemas/fields.ts";
import { normalisePhone } from "#app/server/phone.server.ts";
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Application } from "#app/schemas/application.ts";
import { parseCurrency } from "#app/schemas/application-answers.ts";
import { exitText } from "#app/content/exit-routes.ts";
import type { ContactMessage } from "#app/schemas/contact.ts";
import type { Enquiry } from "#app/schemas/enquiry.ts";
import type { Referral } from "#app/schemas/referral.ts";
import type { LeadKind } from "#app/schemas/value-lists.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  casePeople,
  clients,
  contactMessages,
  enquiries,
  leadEvents,
  leads,
  outbox,
  people,
  referralPartners,
} from "#app/server/db/schema.ts";
import type { Notification } from "#app/server/notifications.server.ts";
import { formatTimestamp } from "#app/lib/dates.ts";
import { applicantMailRow, enqueueApplicantMail } from "#app/server/mail/applicant-mail.server.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import { isUniqueViolation, newReference } from "#app/server/reference.server.ts";
import { activeIntroducerByCode } from "#app/server/introducer-code.server.ts";
import {
  checkRateLimit,
  countRequest,
  failOverLimit,
  isOverLimitFailure,
  pruneNowAndThen,
  type RateLimit,
  type RateLimitResult,
} from "#app/server/rate-limit.server.ts";
import {
  caseToJoin,
  knownCases,
  personOf,
  repeatClient,
  type KnownCase,
  type Person,
} from "#app/server/cases/identity.server.ts";
import {
  addCasePeople,
  clientForNewCase,
  newClientRow,
  type ClientFacts,
  type Member,
} from "#app/server/cases/records.server.ts";
import { joinCase, type Joining } from "#app/server/cases/join.server.ts";
import {
  hashSecretToken,
  newSecretToken,
  secretTokenPattern,
} from "#app/server/secret-token.server.ts";

/**
 * Storing leads. Each create function is one transaction that writes the lead, its answers
 * and the brokers' notification (an outbox row), so a lead is never stored without its
 * notification, nor a notification sent for a lead that was not stored. An enquiry or an
 * application also queues, in the same transaction, the applicant's acknowledgement with
 * their secure link. Input is the output of the form's schema; route actions validate first.
 */

export type LeadMeta = {
  /** Where the form was, for the inbox: "home-hero", "social-landing", … (at most 50 characters). */
  source?: string;
  /** When the request arrived; defaults to now. */
  receivedAt?: Date;
};

export type CreatedLead = {
  leadId: string;
  /** What the visitor is given to quote ("DBF-7K3M9Q"): their case's. */
  reference: string;
  /** It joined an open case of theirs rather than starting one. */
  joined: boolean;
};

function common(leadId: string, timestamp: string | undefined, meta: LeadMeta) {
  const receivedAt = meta.receivedAt ?? new Date();
  return {
    leadId,
    receivedAt,
    timestamp: timestamp ?? formatTimestamp(receivedAt),
    source: meta.source ? meta.source.slice(0, 50) : null,
  };
}

type Received = ReturnType<typeof common>;

type LeadContact = {
  fullName?: string | null;
  companyName?: string | null;
  email: string | null;
  phone: string | null | undefined;
  loanAmount?: number;
  /** The introducer whose link brought the lead, with their split as it stands. */
  introducerId?: string | null;
  introducerShareBasisPoints?: number | null;
  clientId?: string | null;
  companyNumber?: string | null;
  /** Deal facts an application gives (docs/decisions/0028, 0038). */
  product?: string | null;
  propertyValuePence?: number | null;
  exitRoute?: string | null;
};

/** The lead's row in the spine table; the phone number in its one stored form (E.164). */
function leadRow(
  kind: LeadKind,
  { leadId, receivedAt, source }: Received,
  reference: string,
  contact: LeadContact,
): typeof leads.$inferInsert {
  return {
    id: leadId,
    reference,
    kind,
    ...contact,
    phone: contact.phone ? normalisePhone(contact.phone) : null,
    source,
    createdAt: receivedAt,
    updatedAt: receivedAt,
  };
}

/**
 * The lead's row in the spine table, with the copies of the answers the inbox searches and
 * sorts by; the phone number in its one stored form (E.164). Resolves to the lead's new
 * reference: a clash with an existing one (one chance in millions) is tried again inside a
 * savepoint, so the caller's transaction goes on.
 */
async function insertLead(
  tx: DatabaseTransaction,
  kind: LeadKind,
  received: Received,
  contact: LeadContact,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(leads).values(leadRow(kind, received, reference, contact)),
      );
      return reference;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "leads_reference_unique")) throw error;
    }
  }
}

/** Where a submission goes: the open case it joins, or a new case under its client. */
type Placement = { leadId: string; reference: string; clientId: string; joined: boolean };

/**
 * Places a submission (docs/decisions/0027-cases-and-clients.md): an open case of the same
 * person about the same business takes it; otherwise a new case is stored under the client it
 * is a repeat of, or a new client.
 */
async function placeSubmission(
  tx: DatabaseTransaction,
  kind: LeadKind,
  received: Received,
  contact: LeadContact,
  members: Member[],
  business: ClientFacts,
): Promise<Placement> {
  const applicant = members[0] ?? personOf(null, null, null);
  const known = await knownCases(tx, members);
  const target = caseToJoin(known, applicant, business);
  if (target) {
    const { leadId, reference, clientId } = target;
    return { leadId, reference, clientId, joined: true };
  }
  const repeat = repeatClient(known, applicant, business);
  const clientId = await clientForNewCase(tx, repeat, business);
  const reference = await insertLead(tx, kind, received, {
    ...contact,
    ...knownBusiness(contact, repeat),
    clientId,
  });
  return { leadId: received.leadId, reference, clientId, joined: false };
}

/**
 * A repeat deal starts from what is known: the client's company and number, where the
 * submission does not give its own.
 */
function knownBusiness(given: LeadContact, repeat: KnownCase | undefined) {
  return {
    companyName: given.companyName ?? repeat?.business.name ?? null,
    companyNumber: given.companyNumber ?? repeat?.business.companyNumber ?? null,
  };
}

/**
 * After the submission's own row is stored under its case: its people, and for a case it joined,
 * the case's changes and the timeline entry.
 */
async function settleSubmission(
  tx: DatabaseTransaction,
  placement: Placement,
  members: Member[],
  joining: Omit<Joining, "receivedAt" | "source"> & { received: Received },
): Promise<string[]> {
  const ids = await addCasePeople(tx, placement.leadId, placement.clientId, members);
  if (placement.joined) {
    const { received, ...rest } = joining;
    await joinCase(tx, placement.leadId, {
      ...rest,
      source: received.source,
      receivedAt: received.receivedAt,
    });
  }
  return ids;
}

/** The acknowledgement's detail: the kind, and whether it joined an open case. */
function acknowledged(
  kind: "enquiry" | "application" | "contact",
  joined: boolean,
  submission: string,
): Record<string, string> {
  return joined ? { kind, submission, joined: "true" } : { kind, submission };
}

function notificationRow(notification: Notification): typeof outbox.$inferInsert {
  return { leadId: notification.leadId, topic: notification.type, payload: notification };
}

/** Adds a notification to the outbox; call it inside the transaction that stores its cause. */
export async function enqueueNotification(
  tx: DatabaseTransaction | Database,
  notification: Notification,
): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values(notificationRow(notification))
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/**
 * The quick quote form (§7 call 1: email, phone, loan amount, timestamp). The most frequent
 * lead, so it is stored in one statement rather than a transaction of several: the lead, its
 * answers, the brokers' notification and the acknowledgement are inserts joined by `WITH`,
 * which PostgreSQL runs together, all or nothing, with the foreign keys and the dashboard's
 * trigger checked once every row is there. One round trip instead of eight (begin, savepoint,
 * four inserts, release, commit) on the database every request shares.
 */
export async function createEnquiry(
  db: Database,
  input: Enquiry,
  meta: LeadMeta = {},
): Promise<CreatedLead> {
  const place = await enquiryPlace(db, input);
  return place.join ? joinEnquiry(db, place, input, meta) : storeEnquiry(db, input, meta, place);
}

export type EnquiryWithinLimit =
  ({ allowed: true } & CreatedLead) | { allowed: false; verdict: RateLimitResult };

/**
 * `createEnquiry` for a visitor under a rate limit. A new case counts the request in the
 * statement that stores it: one round trip instead of two. Past the limit that statement fails
 * and keeps nothing, and the request is counted on its own (`checkRateLimit`, which gives the
 * wait to report; a window that ended meanwhile lets the enquiry through after all). A quote that
 * joins an open case is counted first, then stored.
 */
export async function createEnquiryWithinLimit(
  db: Database,
  input: Enquiry,
  meta: LeadMeta,
  limit: RateLimit,
): Promise<EnquiryWithinLimit> {
  const place = await enquiryPlace(db, input);
  if (!place.join) {
    try {
      const created = await storeEnquiry(db, input, meta, place, limit);
      await pruneNowAndThen(db);
      return { allowed: true, ...created };
    } catch (error) {
      if (!isOverLimitFailure(error)) throw error;
    }
  }
  const verdict = await checkRateLimit(db, limit.key, limit.limit, limit.windowSeconds);
  if (!verdict.allowed) return { allowed: false, verdict };
  return { allowed: true, ...(await createEnquiry(db, input, meta)) };
}

/** Where a quote goes: the person, the open case it joins, or the client of a repeat. */
type EnquiryPlace = {
  person: Person;
  join?: KnownCase;
  repeat?: KnownCase;
};

const noBusiness = { name: null, companyNumber: null };

async function enquiryPlace(db: Database, input: Enquiry): Promise<EnquiryPlace> {
  const person = personOf(null, input.email, input.phone);
  const known = await knownCases(db, [person]);
  return {
    person,
    join: caseToJoin(known, person, noBusiness),
    repeat: repeatClient(known, person, noBusiness),
  };
}

/** A quote that joins an open case of the same person. */
async function joinEnquiry(
  db: Database,
  place: EnquiryPlace & { join?: KnownCase },
  input: Enquiry,
  meta: LeadMeta,
): Promise<CreatedLead> {
  const target = place.join!;
  const received = common(target.leadId, input.timestamp, meta);
  const { leadId } = received;
  const placement = { ...target, joined: true };
  await db.transaction(async (tx) => {
    const submissionId = randomUUID();
    await tx.insert(enquiries).values(enquiryRow(submissionId, leadId, input, received));
    await settleSubmission(tx, placement, [{ ...place.person, roles: ["applicant"] }], {
      kind: "enquiry",
      submissionId,
      facts: {
        email: place.person.email,
        phone: place.person.phone,
        loanAmount: input.loanAmount,
        product: input.product ?? null,
      },
      received,
    });
    await enqueueNotification(tx, enquiryNotification(input, received, target.reference));
    await enqueueApplicantMail(
      tx,
      APPLICANT_MAIL_TOPICS.acknowledgement,
      leadId,
      acknowledged("enquiry", true, submissionId),
    );
  });
  return { leadId, reference: target.reference, joined: true };
}

/** The brokers' alert about a quick quote, under the reference of the case it is in. */
function enquiryNotification(
  input: Enquiry,
  { leadId, receivedAt, timestamp, source }: Received,
  reference: string,
): Notification {
  return {
    type: "enquiry",
    leadId,
    reference,
    email: input.email,
    phone: input.phone,
    loanAmount: input.loanAmount,
    ...(input.product ? { product: input.product } : {}),
    timestamp,
    receivedAt: receivedAt.toISOString(),
    source,
  };
}

function enquiryRow(
  id: string,
  leadId: string,
  input: Enquiry,
  { receivedAt, timestamp, source }: Received,
): typeof enquiries.$inferInsert {
  return {
    id,
    leadId,
    email: input.email,
    phone: input.phone,
    loanAmount: input.loanAmount,
    submittedAt: timestamp,
    source,
    createdAt: receivedAt,
  };
}

/**
 * A quote that starts a case: the case, its client (new, or the repeat's) and person, the
 * answers, the brokers' notification and the acknowledgement, in one statement.
 */
async function storeEnquiry(
  db: Database,
  input: Enquiry,
  meta: LeadMeta,
  place: EnquiryPlace,
  limit?: RateLimit,
): Promise<CreatedLead> {
  const received = common(randomUUID(), input.timestamp, meta);
  const { leadId, receivedAt } = received;
  const client = place.repeat
    ? { id: place.repeat.clientId, person: place.repeat.personId }
    : { id: randomUUID(), person: randomUUID() };
  const submissionId = randomUUID();
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    const inserts: SQLWrapper[] = [
      ...(place.repeat
        ? []
        : [
            db.insert(clients).values({ ...newClientRow(noBusiness, receivedAt), id: client.id }),
            db.insert(people).values({ id: client.person, clientId: client.id, ...place.person }),
          ]),
      db.insert(leads).values(
        leadRow("enquiry", received, reference, {
          email: input.email,
          phone: input.phone,
          loanAmount: input.loanAmount,
          product: input.product ?? null,
          ...(place.repeat ? knownBusiness({ email: null, phone: null }, place.repeat) : {}),
          clientId: client.id,
        }),
      ),
      db.insert(casePeople).values({ leadId, personId: client.person, role: "applicant" }),
      db.insert(enquiries).values(enquiryRow(submissionId, leadId, input, received)),
      db.insert(outbox).values(notificationRow(enquiryNotification(input, received, reference))),
      db
        .insert(outbox)
        .values(
          applicantMailRow(
            APPLICANT_MAIL_TOPICS.acknowledgement,
            leadId,
            acknowledged("enquiry", false, submissionId),
          ),
        ),
    ];
    try {
      await db.execute(
        limit
          ? statementOf([
              countRequest(db, limit.key, limit.windowSeconds),
              ...inserts,
              failOverLimit("i0", limit.limit),
            ])
          : statementOf(inserts),
      );
      return { leadId, reference, joined: false };
    } catch (error) {
      // A clash with an existing reference (one chance in millions) stored nothing: try again.
      if (attempt >= 5 || !isUniqueViolation(error, "leads_reference_unique")) throw error;
    }
  }
}

/**
 * Parts run as one statement: `with i0 as (…), i1 as (…) <last part>`. Every data-modifying
 * part of a `WITH` runs exactly once, whether or not anything reads it.
 */
function statementOf(parts: SQLWrapper[]): SQL {
  const last = parts[parts.length - 1]!;
  const named = parts
    .slice(0, -1)
    .map((part, index) => sql`${sql.raw(`i${index}`)} as (${part.getSQL()})`);
  return named.length === 0
    ? last.getSQL()
    : sql`with ${sql.join(named, sql`, `)} ${last.getSQL()}`;
}

export type CreatedApplication = CreatedLead & {
  /** The public reference for the visitor (and the documents page). */
  applicationId: string;
  /** Lets the holder add documents to this application; only its SHA-256 is stored. */
  uploadToken: string;
};

/** The four-step application (§7 call 2: the whole form plus a timestamp). */
export async function createApplication(
  db: Database,
  input: Application,
  meta: LeadMeta = {},
): Promise<CreatedApplication> {
  const received = common(randomUUID(), input.timestamp, meta);
  const { receivedAt, timestamp } = received;
  const applicationId = randomUUID();
  const { token: uploadToken, hash: uploadTokenHash } = newSecretToken();
  const { timestamp: _visitorTime, ...form } = input;
  const lead = input.directors[0];
  const members: Member[] = input.directors.map((director, position) => ({
    ...personOf(`${director.firstName} ${director.lastName}`, director.email, director.mobile),
    roles: position === 0 ? ["applicant", "director"] : ["director"],
  }));
  const business = {
    name: input.companyName,
    companyNumber: input.companyNumber ?? null,
    companyType: input.businessType ?? null,
  };
  const placement = await db.transaction(async (tx) => {
    // The code of an active introducer's link links them; any other code is ignored.
    const introducer = await activeIntroducerByCode(tx, input.introducer);
    const facts = {
      fullName: lead ? `${lead.firstName} ${lead.lastName}` : null,
      companyName: input.companyName,
      email: lead?.email ?? null,
      phone: lead?.mobile,
      loanAmount: input.loanAmount,
      companyNumber: input.companyNumber ?? null,
      ...applicationDealFacts(input),
    };
    const placement = await placeSubmission(
      tx,
      "application",
      received,
      {
        ...facts,
        introducerId: introducer?.id ?? null,
        introducerShareBasisPoints: introducer?.shareBasisPoints ?? null,
      },
      members,
      business,
    );
    const { leadId, reference } = placement;
    if (introducer)
      await linkIntroducerFromForm(tx, leadId, introducer, placement.joined, receivedAt);
    await fillDealFactsFromApplication(tx, leadId, input);
    await tx
      .insert(applications)
      .values(applicationRow(input, { leadId, applicationId, uploadTokenHash }, received));
    const personIds = await settleSubmission(tx, placement, members, {
      kind: "application",
      submissionId: applicationId,
      facts: { ...facts, phone: facts.phone ? normalisePhone(facts.phone) : null },
      received,
    });
    if (input.directors.length > 0) {
      await tx.insert(applicationDirectors).values(
        input.directors.map((director, position) => ({
          leadId,
          applicationId,
          personId: personIds[position] ?? null,
          position,
          formId: director.id,
          ...directorAnswers(director),
        })),
      );
    }
    await enqueueNotification(tx, {
      type: "application",
      leadId,
      reference,
      applicationId,
      form,
      timestamp,
      receivedAt: receivedAt.toISOString(),
    });
    await enqueueApplicantMail(
      tx,
      APPLICANT_MAIL_TOPICS.acknowledgement,
      leadId,
      acknowledged("application", placement.joined, applicationId),
    );
    return placement;
  });
  const { leadId, reference, joined } = placement;
  return { leadId, reference, joined, applicationId, uploadToken };
}

/**
 * The case's deal facts the application answers (company type, trading since), where the case
 * has none yet: a broker's own entry, or an earlier application's, stands (docs/decisions/0039).
 * Like the backfill of 0028, the case's version does not move.
 */
async function fillDealFactsFromApplication(
  tx: DatabaseTransaction,
  leadId: string,
  input: Pick<Application, "companyType" | "tradingSince">,
) {
  await tx
    .update(leads)
    .set({
      companyType: sql`coalesce(${leads.companyType}, ${input.companyType})`,
      tradingSince: sql`coalesce(${leads.tradingSince}, ${input.tradingSince || null})`,
    })
    .where(eq(leads.id, leadId));
}

/**
 * The deal facts an application gives its case: the product applied for and, for a loan secured
 * on property, the property's value and the exit in the applicant's words.
 */
function applicationDealFacts(input: Application) {
  const propertyValue = input.propertyValue ? parseCurrency(input.propertyValue) : null;
  const exit = exitText(input.exitRoute, input.exitDetail);
  return {
    product: input.product ?? null,
    propertyValuePence: propertyValue ? propertyValue * 100 : null,
    exitRoute: exit ? exit.slice(0, 500) : null,
  };
}

/** The application's own row: its answers as validated, for the record. */
function applicationRow(
  input: Application,
  ids: { leadId: string; applicationId: string; uploadTokenHash: string },
  { receivedAt, timestamp, source }: Received,
): typeof applications.$inferInsert {
  const { timestamp: _visitorTime, ...form } = input;
  return {
    ...ids,
    companyName: input.companyName,
    tradingAddress: input.tradingAddress,
    companyType: input.companyType,
    companyNumber: input.companyNumber ?? null,
    tradingSince: input.tradingSince || null,
    companyWebsite: input.companyWebsite ?? null,
    numberOfEmployees: input.numberOfEmployees ?? null,
    businessType: input.businessType ?? null,
    loanAmount: input.loanAmount,
    loanPurpose: input.loanPurpose ?? null,
    loanReasons: input.loanReasons,
    turnover: input.turnover,
    turnoverPounds: parseCurrency(input.turnover),
    profitLevel: input.profitLevel ?? null,
    recentBorrowing: input.recentBorrowing ?? null,
    recentBorrowingAmount: input.recentBorrowingAmount ?? null,
    hasOverdraft: input.hasOverdraft ?? null,
    overdraftAmount: input.overdraftAmount ?? null,
    product: input.product ?? null,
    propertyValuePounds: input.propertyValue ? parseCurrency(input.propertyValue) : null,
    exitRoute: input.exitRoute ?? null,
    exitDetail: input.exitDetail ?? null,
    submittedAt: timestamp,
    raw: { ...form, timestamp },
    source,
    createdAt: receivedAt,
  };
}

/** A director's answers as their row keeps them. */
function directorAnswers(director: Application["directors"][number]) {
  return {
    firstName: director.firstName,
    lastName: director.lastName,
    email: director.email,
    mobile: director.mobile,
    homeAddress: director.homeAddress,
    addressUnder3Years: director.addressUnder3Years,
    previousAddress: director.previousAddress ?? null,
    homeOwnership: director.homeOwnership,
    shareholderOver25: director.shareholderOver25,
  };
}

/**
 * The introducer whose link brought an application: on a new case they are its introducer; a
 * case it joined takes them only when it has none.
 */
async function linkIntroducerFromForm(
  tx: DatabaseTransaction,
  leadId: string,
  introducer: { id: string; name: string; code: string; shareBasisPoints: number },
  joined: boolean,
  receivedAt: Date,
): Promise<void> {
  if (joined) {
    const linked = await tx
      .update(leads)
      .set({ introducerId: introducer.id, introducerShareBasisPoints: introducer.shareBasisPoints })
      .where(and(eq(leads.id, leadId), isNull(leads.introducerId)))
      .returning({ id: leads.id });
    if (linked.length === 0) return;
  }
  await tx.insert(leadEvents).values({
    leadId,
    type: "introducer",
    body: `Introducer: ${introducer.name} (from their link, code ${introducer.code})`,
    detail: {
      introducerId: introducer.id,
      name: introducer.name,
      shareBasisPoints: introducer.shareBasisPoints,
      code: introducer.code,
    },
    createdAt: receivedAt,
  });
}

/** The referral partner application (/referral-join). */
export async function createReferralPartner(
  db: Database,
  input: Referral,
  meta: LeadMeta = {},
): Promise<CreatedLead> {
  const received = common(randomUUID(), undefined, meta);
  const { leadId, receivedAt, timestamp } = received;
  const reference = await db.transaction(async (tx) => {
    const reference = await insertLead(tx, "referral", received, {
      fullName: input.contactName,
      companyName: input.businessName,
      email: input.contactEmail,
      phone: input.contactNumber,
    });
    await tx.insert(referralPartners).values({
      leadId,
      businessName: input.businessName,
      contactName: input.contactName,
      contactNumber: input.contactNumber,
      contactEmail: input.contactEmail,
      notes: input.notes ?? null,
      createdAt: receivedAt,
    });
    await enqueueNotification(tx, {
      type: "referral",
      leadId,
      reference,
      businessName: input.businessName,
      contactName: input.contactName,
      contactNumber: input.contactNumber,
      contactEmail: input.contactEmail,
      notes: input.notes ?? null,
      timestamp,
      receivedAt: receivedAt.toISOString(),
    });
    return reference;
  });
  return { leadId, reference, joined: false };
}

/** The message form on /contact. */
export async function createContactMessage(
  db: Database,
  input: ContactMessage,
  meta: LeadMeta = {},
): Promise<CreatedLead> {
  const received = common(randomUUID(), undefined, meta);
  const { receivedAt, timestamp } = received;
  const fullName = `${input.firstName} ${input.lastName}`;
  const members: Member[] = [
    { ...personOf(fullName, input.email, input.phone), roles: ["contact"] },
  ];
  const facts = {
    fullName,
    companyName: input.company ?? null,
    email: input.email,
    phone: input.phone,
  };
  const placement = await db.transaction(async (tx) => {
    const placement = await placeSubmission(tx, "contact", received, facts, members, {
      name: input.company ?? null,
      companyNumber: null,
    });
    const { leadId, reference } = placement;
    const submissionId = randomUUID();
    const message = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message,
    };
    await tx.insert(contactMessages).values({
      id: submissionId,
      leadId,
      ...message,
      source: received.source,
      createdAt: receivedAt,
    });
    await settleSubmission(tx, placement, members, {
      kind: "contact",
      submissionId,
      facts: { ...facts, phone: input.phone ? normalisePhone(input.phone) : null },
      received,
    });
    await enqueueNotification(tx, {
      type: "contact",
      leadId,
      reference,
      ...message,
      timestamp,
      receivedAt: receivedAt.toISOString(),
    });
    return placement;
  });
  const { leadId, reference, joined } = placement;
  return { leadId, reference, joined };
}

// ---------------------------------------------------------------------------------------------
// Upload tokens

// Compared against when there is no such application, so a miss costs the same as a hit.
const decoyHash = newSecretToken().hash;

export type UploadAccess = {
  leadId: string;
  applicationId: string;
  companyName: string;
  /** A broker uploading on the applicant's behalf, who files each upload under one item. */
  uploadedByUserId?: string;
};

/** How long an application's upload token opens it; an erased application takes it along. */
export const UPLOAD_TOKEN_DAYS = 30;

/**
 * The application `token` lets its holder add documents to, or null. Hashes are compared in
 * constant time; malformed ids and tokens are refused before reaching the database, and a token
 * older than UPLOAD_TOKEN_DAYS opens nothing.
 */
export async function verifyUploadToken(
  db: Database,
  applicationId: string,
  token: string,
  now: Date = new Date(),
): Promise<UploadAccess | null> {
  const check = await checkUploadToken(db, applicationId, token, now);
  return check.status === "valid" ? check.access : null;
}

export type UploadTokenCheck =
  { status: "valid"; access: UploadAccess } | { status: "expired" } | { status: "invalid" };

/**
 * `verifyUploadToken` with the reason for a refusal: "expired" only for the right token of an
 * application older than UPLOAD_TOKEN_DAYS (its holder is told to call), "invalid" otherwise.
 */
export async function checkUploadToken(
  db: Database,
  applicationId: string,
  token: string,
  now: Date = new Date(),
): Promise<UploadTokenCheck> {
  const invalid = { status: "invalid" } as const;
  if (!isUuid(applicationId) || !secretTokenPattern.test(token)) return invalid;
  const [row] = await db
    .select({
      leadId: applications.leadId,
      applicationId: applications.applicationId,
      companyName: applications.companyName,
      uploadTokenHash: applications.uploadTokenHash,
      issuedAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.applicationId, applicationId.toLowerCase()))
    .limit(1);
  const expected = Buffer.from(row?.uploadTokenHash ?? decoyHash, "hex");
  const given = Buffer.from(hashSecretToken(token), "hex");
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !matches) return invalid;
  if (now.getTime() - row.issuedAt.getTime() > UPLOAD_TOKEN_DAYS * 86_400_000) {
    return { status: "expired" };
  }
  const { leadId, companyName } = row;
  return { status: "valid", access: { leadId, applicationId: row.applicationId, companyName } };
}
