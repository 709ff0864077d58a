import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  casePeople,
  contactMessages,
  enquiries,
  leadEvents,
  leads,
  outbox,
  people,
  phoneEnquiries,
  trackingLinks,
} from "#app/server/db/schema.ts";
import { typedPhoneIs } from "#app/server/admin/lead/search.server.ts";
import { clientsOf, forgetUnlinkedPeople } from "#app/server/cases/records.server.ts";

/**
 * One person erased from a case that others are in too: a second director, or the applicant of a
 * case whose other director stays (docs/decisions/0027-cases-and-clients.md). Their person record,
 * director's answers (in the row, in the application's answers as sent and in the brokers'
 * notification of it), their own quotes, messages and calls, and their part of the timeline's
 * "joined" entries go; the case, its documents and the other people's answers stay. When they
 * were the case's contact, the next person of the case becomes it, and their secure links go.
 */

/** A person as the erasure looks for them: email in lower case, phone in E.164. */
export type ErasedPerson = { email?: string; phone?: string };

/** The person's rows in `people`: the same email or the same phone. */
export function personRow(person: ErasedPerson): SQL | undefined {
  return or(
    person.email ? eq(people.email, person.email) : undefined,
    person.phone ? eq(people.phone, person.phone) : undefined,
  );
}

function directorRow(person: ErasedPerson, personIds: string[]): SQL | undefined {
  return or(
    person.email ? sql`lower(${applicationDirectors.email}) = ${person.email}` : undefined,
    person.phone ? typedPhoneIs(applicationDirectors.mobile, person.phone) : undefined,
    personIds.length > 0 ? inArray(applicationDirectors.personId, personIds) : undefined,
  );
}

/** The application answers and notification payloads without the given directors' cards. */
function withoutDirectors(column: SQL, formIds: string[]): SQL {
  return sql`jsonb_set(${column}, '{directors}', coalesce((
    select jsonb_agg(d order by n) from jsonb_array_elements(${column} -> 'directors') with ordinality as e(d, n)
    where not (d ->> 'id' in (${sql.join(
      formIds.map((id) => sql`${id}`),
      sql`, `,
    )}))
  ), '[]'::jsonb))`;
}

/** Takes the person's part out of a case that others are in; resolves to outbox ids to forget. */
export async function removePersonFromCase(
  tx: DatabaseTransaction,
  leadId: string,
  person: ErasedPerson,
): Promise<string[]> {
  const theirs = personRow(person);
  const personIds = (
    await tx
      .select({ id: people.id, fullName: people.fullName })
      .from(casePeople)
      .innerJoin(people, eq(people.id, casePeople.personId))
      .where(and(eq(casePeople.leadId, leadId), theirs))
  ).map((row) => row.id);
  const directors = await tx
    .delete(applicationDirectors)
    .where(and(eq(applicationDirectors.leadId, leadId), directorRow(person, personIds)))
    .returning({
      applicationId: applicationDirectors.applicationId,
      formId: applicationDirectors.formId,
      firstName: applicationDirectors.firstName,
      lastName: applicationDirectors.lastName,
    });
  const formIds = [...new Set(directors.map((director) => director.formId))];
  const names = [...new Set(directors.map((d) => `${d.firstName} ${d.lastName}`))];
  const forgotten: string[] = [];
  if (formIds.length > 0) {
    await tx
      .update(applications)
      .set({ raw: withoutDirectors(sql`${applications.raw}`, formIds) })
      .where(eq(applications.leadId, leadId));
    const notices = await tx
      .update(outbox)
      .set({
        payload: sql`jsonb_set(${outbox.payload}, '{form}', ${withoutDirectors(sql`${outbox.payload} -> 'form'`, formIds)})`,
      })
      .where(and(eq(outbox.leadId, leadId), eq(outbox.topic, "application")))
      .returning({ id: outbox.id });
    forgotten.push(...notices.map((notice) => notice.id));
  }
  await removeOwnSubmissions(tx, leadId, person);
  await scrubJoinedChanges(tx, leadId, [person.email, person.phone, ...names]);
  const clientIds = await clientsOf(tx, [leadId]);
  if (personIds.length > 0) {
    await tx
      .delete(casePeople)
      .where(and(eq(casePeople.leadId, leadId), inArray(casePeople.personId, personIds)));
  }
  await forgetUnlinkedPeople(tx, clientIds);
  await handContactOn(tx, leadId, person, names);
  return forgotten;
}

/** The quotes, messages and calls that were the person's own. */
async function removeOwnSubmissions(tx: DatabaseTransaction, leadId: string, person: ErasedPerson) {
  for (const table of [enquiries, contactMessages, phoneEnquiries]) {
    const mine = or(
      person.email ? sql`lower(${table.email}) = ${person.email}` : undefined,
      person.phone ? typedPhoneIs(table.phone, person.phone) : undefined,
    );
    await tx.delete(table).where(and(eq(table.leadId, leadId), mine));
  }
}

/** The "joined" entries' lists of changes that name the person go (the entries stay). */
async function scrubJoinedChanges(
  tx: DatabaseTransaction,
  leadId: string,
  values: (string | undefined)[],
) {
  const needles = values.filter((value): value is string => Boolean(value));
  if (needles.length === 0) return;
  await tx
    .update(leadEvents)
    .set({ detail: sql`${leadEvents.detail} - 'changes'` })
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, "joined"),
        or(
          ...needles.map(
            (needle) =>
              sql`lower((${leadEvents.detail} -> 'changes')::text) like ${`%${needle.toLowerCase()}%`}`,
          ),
        ),
      ),
    );
}

/**
 * When the case's contact was the person, the next of its people becomes the contact, and the
 * secure links mailed to the person go.
 */
async function handContactOn(
  tx: DatabaseTransaction,
  leadId: string,
  person: ErasedPerson,
  names: string[],
) {
  const [contact] = await tx
    .select({ email: leads.email, phone: leads.phone, fullName: leads.fullName })
    .from(leads)
    .where(eq(leads.id, leadId));
  const wasTheirs =
    (person.email && contact?.email?.toLowerCase() === person.email) ||
    (person.phone && contact?.phone === person.phone) ||
    (contact?.fullName && names.includes(contact.fullName));
  if (!wasTheirs) return;
  // The first director left, else whoever else the case holds.
  const [next] = await tx
    .select({ fullName: people.fullName, email: people.email, phone: people.phone })
    .from(casePeople)
    .innerJoin(people, eq(people.id, casePeople.personId))
    .leftJoin(applicationDirectors, eq(applicationDirectors.personId, people.id))
    .where(eq(casePeople.leadId, leadId))
    .orderBy(sql`${applicationDirectors.position} nulls last`, people.createdAt, people.id)
    .limit(1);
  await tx
    .update(leads)
    .set({
      fullName: next?.fullName ?? null,
      email: next?.email ?? null,
      phone: next?.phone ?? null,
      version: sql`${leads.version} + 1`,
    })
    .where(eq(leads.id, leadId));
  await tx.delete(trackingLinks).where(eq(trackingLinks.leadId, leadId));
}
