import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { clients, casePeople, leads, people } from "#app/server/db/schema.ts";
import { normalisePhone } from "#app/server/phone.server.ts";
import { searchFold } from "#app/server/admin/lead/search.server.ts";
import { CLOSED_STATUSES } from "#app/schemas/value-lists.ts";

/**
 * Who a submission is from, and which case and client it belongs to. A submission joins an
 * open case of the same person about the same business, active in the last `JOIN_WITHIN_DAYS`;
 * otherwise it starts a case, under the client it is a repeat of or a new one. The rules, and
 * why, are in docs/decisions/0027-cases-and-clients.md.
 */

/** A case joins new submissions while its last activity is at most this many days old. */
export const JOIN_WITHIN_DAYS = 30;

/** A person as the records keep them: email in lower case, phone in E.164. */
export type Person = { fullName: string | null; email: string | null; phone: string | null };

/** A business as a submission or a client names it. */
export type Business = { name: string | null; companyNumber: string | null };

/** A person from what a form or a broker typed. */
export function personOf(
  fullName: string | null | undefined,
  email: string | null | undefined,
  phone: string | null | undefined,
): Person {
  const trimmedName = fullName?.trim();
  const trimmedEmail = email?.trim().toLowerCase();
  const trimmedPhone = phone?.trim();
  return {
    fullName: trimmedName ? trimmedName : null,
    email: trimmedEmail ? trimmedEmail : null,
    phone: trimmedPhone ? normalisePhone(trimmedPhone) : null,
  };
}

function namesAgree(a: string | null, b: string | null): boolean {
  return !a || !b || searchFold(a) === searchFold(b);
}

/**
 * Whether two records are one person. An email decides when both have one (two people may
 * share an office phone; an accountant's email is not their client's); otherwise the same phone
 * does, unless the names they gave differ.
 */
export function samePerson(a: Person, b: Person): boolean {
  if (a.email && b.email) return a.email === b.email;
  if (a.phone && b.phone) return a.phone === b.phone && namesAgree(a.fullName, b.fullName);
  return false;
}

/**
 * Whether two records can be one business: the same company number when both have one, else the
 * same name (any case, accent or punctuation) when both have one; a record that names no
 * business agrees with any.
 */
export function sameBusiness(a: Business, b: Business): boolean {
  if (a.companyNumber && b.companyNumber) {
    return a.companyNumber.toUpperCase() === b.companyNumber.toUpperCase();
  }
  return namesAgree(a.name, b.name);
}

/** One of a person's cases, as `knownCases` finds it. */
export type KnownCase = {
  leadId: string;
  reference: string;
  status: string;
  kind: string;
  updatedAt: Date;
  clientId: string;
  business: Business;
  personId: string;
  person: Person;
};

/**
 * Every case (newest activity first) with a person of the same email or phone as one of these:
 * the candidates for joining and for the client a new case is a repeat of. Answered from the
 * people's email and phone indexes.
 */
export async function knownCases(
  tx: DatabaseTransaction | Database,
  persons: Person[],
): Promise<KnownCase[]> {
  const emails = [
    ...new Set(persons.map((person) => person.email).filter((email) => email !== null)),
  ];
  const phones = [
    ...new Set(persons.map((person) => person.phone).filter((phone) => phone !== null)),
  ];
  const matches = [
    emails.length > 0 ? inArray(people.email, emails) : undefined,
    phones.length > 0 ? inArray(people.phone, phones) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return [];
  const rows = await tx
    .select({
      leadId: leads.id,
      reference: leads.reference,
      status: leads.status,
      kind: leads.kind,
      updatedAt: leads.updatedAt,
      clientId: clients.id,
      clientName: clients.name,
      companyNumber: clients.companyNumber,
      personId: people.id,
      fullName: people.fullName,
      email: people.email,
      phone: people.phone,
    })
    .from(people)
    .innerJoin(casePeople, eq(casePeople.personId, people.id))
    .innerJoin(leads, eq(leads.id, casePeople.leadId))
    .innerJoin(clients, eq(clients.id, people.clientId))
    .where(and(or(...matches), isNull(leads.erasedAt)))
    .orderBy(desc(leads.updatedAt), leads.id)
    .limit(200);
  return rows.map((row) => ({
    leadId: row.leadId,
    reference: row.reference,
    status: row.status,
    kind: row.kind,
    updatedAt: row.updatedAt,
    clientId: row.clientId,
    business: { name: row.clientName, companyNumber: row.companyNumber },
    personId: row.personId,
    person: { fullName: row.fullName, email: row.email, phone: row.phone },
  }));
}

const closed = new Set<string>(CLOSED_STATUSES);

/** Whether a case still takes new submissions: open, and active in the last 30 days. */
export function isJoinable(
  found: Pick<KnownCase, "status" | "kind" | "updatedAt">,
  now: Date,
): boolean {
  const since = now.getTime() - JOIN_WITHIN_DAYS * 24 * 60 * 60 * 1000;
  return (
    !closed.has(found.status) && found.kind !== "referral" && found.updatedAt.getTime() >= since
  );
}

/** The open case of this person about this business that a submission joins, if there is one. */
export function caseToJoin(
  known: KnownCase[],
  person: Person,
  business: Business,
  now = new Date(),
): KnownCase | undefined {
  return known.find(
    (found) =>
      isJoinable(found, now) &&
      samePerson(found.person, person) &&
      sameBusiness(found.business, business),
  );
}

/** The client a new case of this person about this business is a repeat of, if any. */
export function repeatClient(
  known: KnownCase[],
  person: Person,
  business: Business,
): KnownCase | undefined {
  return known.find(
    (found) => samePerson(found.person, person) && sameBusiness(found.business, business),
  );
}
