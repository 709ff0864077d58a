import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { casePeople, leads, people } from "#app/server/db/schema.ts";
import {
  createApplication,
  createContactMessage,
  createEnquiry,
  createReferralPartner,
  type LeadMeta,
} from "#app/server/leads.server.ts";
import {
  sampleApplication,
  sampleContact,
  sampleEnquiry,
  sampleReferral,
} from "#tests/harness/fixtures.ts";

/** Answers that differ from the sample's, by field name. */
type Answers = Record<string, unknown>;

/** A quote as the home page's form sends it (the sample, with these answers), stored. */
export const addEnquiry = (db: Database, answers?: Answers, meta?: LeadMeta) =>
  createEnquiry(db, sampleEnquiry(answers), meta);

/** A full application as the four steps send it (the sample, with these answers), stored. */
export const addApplication = (db: Database, answers?: Answers, meta?: LeadMeta) =>
  createApplication(db, sampleApplication(answers), meta);

/** A message from the contact page (the sample, with these answers), stored. */
export const addContactMessage = (db: Database, answers?: Answers, meta?: LeadMeta) =>
  createContactMessage(db, sampleContact(answers), meta);

/** A referral partner's sign-up (the sample, with these answers), stored. */
export const addReferralPartner = (db: Database, answers?: Answers, meta?: LeadMeta) =>
  createReferralPartner(db, sampleReferral(answers), meta);

/** Contact messages from Ann Lee and Bob Stone, two people who share the shop's landline. */
export async function createNeighbours(db: Database) {
  const ann = await addContactMessage(db, {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.co.uk",
  });
  const bob = await addContactMessage(db, {
    firstName: "Bob",
    lastName: "Stone",
    email: "bob@example.co.uk",
  });
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

/**
 * A quote for a company called `name`, from a person of its own (so each is a case of its own),
 * then set as a test needs it (status, broker, amount, times).
 */
export async function namedCase(
  db: Database,
  name: string,
  set: Partial<typeof leads.$inferInsert> = {},
): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.co.uk`;
  const { leadId } = await addEnquiry(db, { email });
  await db
    .update(leads)
    .set({ companyName: name, ...set })
    .where(eq(leads.id, leadId));
  return leadId;
}
