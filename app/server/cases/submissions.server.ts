import { asc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  contactMessages,
  enquiries,
  phoneEnquiries,
} from "#app/server/db/schema.ts";
import { personOf, type Business } from "#app/server/cases/identity.server.ts";
import type { Member } from "#app/server/cases/records.server.ts";
import type { CaseFacts } from "#app/server/cases/join.server.ts";
import type { CaseSubmissionKind } from "#app/schemas/admin-lead.ts";
import type { LeadKind } from "#app/schemas/value-lists.ts";

/**
 * The submissions a case holds (docs/decisions/0027-cases-and-clients.md): quotes,
 * applications, messages and a broker's phone enquiries, each in its own table with its own
 * key, time and source. Listed together for the case page, and read one at a time by a split.
 */

/** One submission of a case, as the case page lists it. */
export type CaseSubmission = {
  kind: CaseSubmissionKind;
  id: string;
  createdAt: Date;
  source: string | null;
};

/** Every submission of the case, oldest first (ties in a fixed order, so the first is one). */
export async function caseSubmissions(
  db: Database | DatabaseTransaction,
  leadId: string,
): Promise<CaseSubmission[]> {
  const [quotes, forms, messages, calls] = await Promise.all([
    db
      .select({ id: enquiries.id, createdAt: enquiries.createdAt, source: enquiries.source })
      .from(enquiries)
      .where(eq(enquiries.leadId, leadId)),
    db
      .select({
        id: applications.applicationId,
        createdAt: applications.createdAt,
        source: applications.source,
      })
      .from(applications)
      .where(eq(applications.leadId, leadId)),
    db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        source: contactMessages.source,
      })
      .from(contactMessages)
      .where(eq(contactMessages.leadId, leadId)),
    db
      .select({
        id: phoneEnquiries.id,
        createdAt: phoneEnquiries.createdAt,
        source: phoneEnquiries.source,
      })
      .from(phoneEnquiries)
      .where(eq(phoneEnquiries.leadId, leadId)),
  ]);
  const all: CaseSubmission[] = [
    ...quotes.map((row) => ({ kind: "enquiry" as const, ...row })),
    ...forms.map((row) => ({ kind: "application" as const, ...row })),
    ...messages.map((row) => ({ kind: "contact" as const, ...row })),
    ...calls.map((row) => ({ kind: "phone" as const, ...row })),
  ];
  return all.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
}

/** The kind of case a submission starts on its own (a broker's phone enquiry is a quote). */
export function leadKindOf(kind: CaseSubmissionKind): LeadKind {
  return kind === "phone" ? "enquiry" : kind;
}

/** What one submission says: the case it would start, its people and its business. */
export type SubmissionFacts = {
  kind: CaseSubmissionKind;
  id: string;
  leadId: string;
  createdAt: Date;
  source: string | null;
  /** The kind of case it starts on its own. */
  leadKind: LeadKind;
  facts: CaseFacts;
  members: Member[];
  business: Business;
};

/** One submission's facts, or undefined when the case holds no such submission. */
export async function submissionFacts(
  tx: DatabaseTransaction,
  kind: CaseSubmissionKind,
  id: string,
): Promise<SubmissionFacts | undefined> {
  switch (kind) {
    case "enquiry": {
      const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id));
      if (!row) return undefined;
      const person = personOf(null, row.email, row.phone);
      return {
        ...common(kind, row),
        leadKind: leadKindOf(kind),
        facts: { email: row.email, phone: person.phone, loanAmount: row.loanAmount },
        members: [{ ...person, roles: ["applicant"] }],
        business: { name: null, companyNumber: null },
      };
    }
    case "application": {
      const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
      if (!row) return undefined;
      const directors = await tx
        .select()
        .from(applicationDirectors)
        .where(eq(applicationDirectors.applicationId, id))
        .orderBy(asc(applicationDirectors.position));
      const members: Member[] = directors.map((director, position) => ({
        ...personOf(`${director.firstName} ${director.lastName}`, director.email, director.mobile),
        roles: position === 0 ? ["applicant", "director"] : ["director"],
      }));
      const first = members[0];
      return {
        ...common(kind, { ...row, id: row.applicationId }),
        leadKind: "application",
        facts: {
          fullName: first?.fullName ?? null,
          companyName: row.companyName,
          email: directors[0]?.email ?? null,
          phone: first?.phone ?? null,
          loanAmount: row.loanAmount,
        },
        members,
        business: { name: row.companyName, companyNumber: null },
      };
    }
    case "contact": {
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) return undefined;
      const person = personOf(`${row.firstName} ${row.lastName}`, row.email, row.phone);
      return {
        ...common(kind, row),
        leadKind: "contact",
        facts: {
          fullName: person.fullName,
          companyName: row.company,
          email: row.email,
          phone: person.phone,
        },
        members: [{ ...person, roles: ["contact"] }],
        business: { name: row.company, companyNumber: null },
      };
    }
    case "phone": {
      const [row] = await tx.select().from(phoneEnquiries).where(eq(phoneEnquiries.id, id));
      if (!row) return undefined;
      const person = personOf(row.fullName, row.email, row.phone);
      return {
        ...common(kind, row),
        leadKind: "enquiry",
        facts: {
          fullName: row.fullName,
          companyName: row.companyName,
          email: row.email,
          phone: person.phone,
          loanAmount: row.loanAmount,
          companyNumber: row.companyNumber,
        },
        members: [{ ...person, roles: ["applicant"] }],
        business: { name: row.companyName, companyNumber: row.companyNumber },
      };
    }
  }
}

function common(
  kind: CaseSubmissionKind,
  row: { id: string; leadId: string; createdAt: Date; source: string | null },
) {
  return { kind, id: row.id, leadId: row.leadId, createdAt: row.createdAt, source: row.source };
}

/**
 * Moves one submission (with an application's directors; its documents hang off it) to
 * another case.
 */
export async function moveSubmission(
  tx: DatabaseTransaction,
  kind: CaseSubmissionKind,
  id: string,
  toLeadId: string,
): Promise<void> {
  switch (kind) {
    case "enquiry":
      await tx.update(enquiries).set({ leadId: toLeadId }).where(eq(enquiries.id, id));
      return;
    case "application":
      await tx
        .update(applications)
        .set({ leadId: toLeadId })
        .where(eq(applications.applicationId, id));
      await tx
        .update(applicationDirectors)
        .set({ leadId: toLeadId })
        .where(eq(applicationDirectors.applicationId, id));
      return;
    case "contact":
      await tx.update(contactMessages).set({ leadId: toLeadId }).where(eq(contactMessages.id, id));
      return;
    case "phone":
      await tx.update(phoneEnquiries).set({ leadId: toLeadId }).where(eq(phoneEnquiries.id, id));
      return;
  }
}

/** How many submissions the cases hold, by case. */
export async function submissionCounts(
  db: Database | DatabaseTransaction,
  leadIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(leadIds.map((id) => [id, 0]));
  if (leadIds.length === 0) return counts;
  const ids = sql.join(
    leadIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const tables = [enquiries, applications, contactMessages, phoneEnquiries];
  for (const table of tables) {
    const rows = await db
      .select({ leadId: table.leadId, n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`${table.leadId} in (${ids})`)
      .groupBy(table.leadId);
    for (const row of rows) counts.set(row.leadId, (counts.get(row.leadId) ?? 0) + row.n);
  }
  return counts;
}
