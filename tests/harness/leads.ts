import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { casePeople, people } from "#app/server/db/schema.ts";
import { createContactMessage } from "#app/server/leads.server.ts";
import { sampleContact } from "#tests/harness/fixtures.ts";

/** Contact messages from Ann Lee and Bob Stone, two people who share the shop's landline. */
export async function createNeighbours(db: Database) {
  const ann = await createContactMessage(
    db,
    sampleContact({ firstName: "Ann", lastName: "Lee", email: "ann@example.co.uk" }),
  );
  const bob = await createContactMessage(
    db,
    sampleContact({ firstName: "Bob", lastName: "Stone", email: "bob@example.co.uk" }),
  );
  return { ann, bob };
}

/** The people of a case by name, each with what they are in it (a person in two roles twice). */
export function namedPeopleOfCase(db: Database, leadId: string) {
  return db
    .select({ name: people.fullName, role: casePeople.role })
    .from(casePeople)
    .innerJoin(people, eq(people.id, casePeople.personId))
    .where(eq(casePeople.leadId, leadId));
}
