import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, notExists, sql, type SQL } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import { casePeople, clients, leads, people, type CaseRole } from "#app/server/db/schema.ts";
import {
  samePerson,
  type Business,
  type KnownCase,
  type Person,
} from "#app/server/cases/identity.server.ts";

/**
 * The client and people records behind a case: a new case's client (the one it is a repeat of,
 * or a new one), and its people, each matched to the client's person they are or added.
 */

/** A person of a case, with what they are in it. */
export type Member = Person & { roles: CaseRole[] };

export type ClientFacts = Business & { companyType?: string | null };

/** Rows for a new client, for a caller that inserts them in a statement of its own. */
export function newClientRow(facts: ClientFacts, at: Date): typeof clients.$inferInsert {
  return {
    id: randomUUID(),
    name: facts.name,
    companyNumber: facts.companyNumber,
    companyType: facts.companyType ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The client of a new case: the repeat's (with what it lacked filled in from `facts`), or a new
 * one. Resolves to its id.
 */
export async function clientForNewCase(
  tx: DatabaseTransaction,
  repeat: KnownCase | undefined,
  facts: ClientFacts,
): Promise<string> {
  if (!repeat) {
    const row = newClientRow(facts, new Date());
    await tx.insert(clients).values(row);
    return row.id!;
  }
  await fillClientBlanks(tx, repeat.clientId, facts);
  return repeat.clientId;
}

/** Fills what a client's record lacks (and only that) from `facts`. */
export async function fillClientBlanks(
  tx: DatabaseTransaction,
  clientId: string,
  facts: ClientFacts,
): Promise<void> {
  await tx
    .update(clients)
    .set({
      name: sql`coalesce(${clients.name}, ${facts.name})`,
      companyNumber: sql`coalesce(${clients.companyNumber}, ${facts.companyNumber})`,
      companyType: sql`coalesce(${clients.companyType}, ${facts.companyType ?? null})`,
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, clientId));
}

/** Fills what a person's record lacks (and only that) from another record of the same person. */
export async function fillPersonBlanks(
  tx: DatabaseTransaction,
  personId: string,
  from: Person,
): Promise<void> {
  await tx
    .update(people)
    .set({
      fullName: sql`coalesce(${people.fullName}, ${from.fullName})`,
      email: sql`coalesce(${people.email}, ${from.email})`,
      phone: sql`coalesce(${people.phone}, ${from.phone})`,
      updatedAt: sql`now()`,
    })
    .where(eq(people.id, personId));
}

/**
 * Adds people to a case: each is the client's person they are the same as (whose blanks they
 * fill), or a new person of the client. Resolves to their ids, in order.
 */
export async function addCasePeople(
  tx: DatabaseTransaction,
  leadId: string,
  clientId: string,
  members: Member[],
): Promise<string[]> {
  const known = await tx
    .select({ id: people.id, fullName: people.fullName, email: people.email, phone: people.phone })
    .from(people)
    .where(eq(people.clientId, clientId));
  const ids: string[] = [];
  for (const member of members) {
    const same = known.find((person) => samePerson(person, member));
    const id = same?.id ?? randomUUID();
    if (same) {
      await fillPersonBlanks(tx, id, member);
    } else {
      const { roles: _roles, ...person } = member;
      await tx.insert(people).values({ id, clientId, ...person });
      known.push({ id, ...person });
    }
    ids.push(id);
    await tx
      .insert(casePeople)
      .values(member.roles.map((role) => ({ leadId, personId: id, role })))
      .onConflictDoNothing();
  }
  return ids;
}

/** The clients of these cases. */
export async function clientsOf(tx: DatabaseTransaction, leadIds: string[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ clientId: leads.clientId })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), isNotNull(leads.clientId)));
  return rows.map((row) => row.clientId!);
}

/**
 * After cases were erased or purged: their clients' people who are in no case any more go, and a
 * client with neither cases nor people goes too. Nothing of a person outlives their last case.
 */
export async function forgetUnlinkedPeople(
  tx: DatabaseTransaction,
  clientIds: string[],
): Promise<void> {
  if (clientIds.length === 0) return;
  const noRow = (table: typeof casePeople | typeof leads | typeof people, where: SQL) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(where),
    );
  await tx
    .delete(people)
    .where(
      and(
        inArray(people.clientId, clientIds),
        noRow(casePeople, eq(casePeople.personId, people.id)),
      ),
    );
  await tx
    .delete(clients)
    .where(
      and(
        inArray(clients.id, clientIds),
        noRow(leads, eq(leads.clientId, clients.id)),
        noRow(people, eq(people.clientId, clients.id)),
      ),
    );
}
