import { describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { namedPeopleOfCase } from "#tests/harness/leads.ts";
import {
  applicationDirectors,
  applications,
  clients,
  enquiries,
  leadEvents,
  leads,
  outbox,
  people,
  phoneEnquiries,
} from "#app/server/db/schema.ts";
import { rowsOf } from "#app/server/db/client.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { sampleApplication, sampleApplicationFrom } from "#tests/harness/fixtures.ts";
import { listInbox } from "#app/server/admin/inbox.server.ts";
import { searchFold, searchWords } from "#app/server/admin/lead/search.server.ts";
import { createManualLead, likelyCase } from "#app/server/admin/new-lead.server.ts";
import { newLeadSchema } from "#app/schemas/admin-new-lead.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import { makeUser } from "#tests/harness/admin.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { addApplication, addContactMessage, addEnquiry } from "#tests/harness/leads.ts";

describe("search words", () => {
  it("reads a reference, a phone number and words the way the search column holds them", () => {
    for (const typed of ["DBF-7K3M9Q", "dbf 7k3m9q", "DBF7K3M9Q"]) {
      expect(searchWords(typed), typed).toEqual(["dbf7k3m9q"]);
    }
    // A number with 0 as typed (the national form is in the search text); with +44 or 0044, its
    // international digits.
    expect(searchWords("07700 900321")).toEqual(["07700900321"]);
    for (const typed of ["+44 7700 900321", "+44 (0)7700 900321", "0044 7700 900321"]) {
      expect(searchWords(typed), typed).toEqual(["447700900321"]);
    }
    expect(searchWords("01234567")).toEqual(["01234567"]);
    expect(searchWords("900321")).toEqual(["900321"]);
    expect(searchWords("O'Connell")).toEqual(["oconnell"]);
    expect(searchWords("  Oakfield Café ")).toEqual(["oakfield", "cafe"]);
    expect(searchWords("Smith-Jones")).toEqual(["smith", "jones"]);
    expect(searchWords("%_")).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("cases on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function caseOf(db: Database, leadId: string) {
    const [found] = await db.select().from(leads).where(eq(leads.id, leadId));
    return found!;
  }

  it("folds text in the database exactly as a search is folded", async () => {
    const { db } = database();
    const samples = [
      "O'Connell",
      "Oakfield Café",
      "Smith-Jones & Sons Ltd.",
      "ZOË ÆTHELRED-ŁUKASZ",
      "Straße Ø Øresund",
      "jo.o’brien@Example.co.uk",
      "Crème brûlée, naïve façade",
      "  tabs\tand\nlines  ",
    ];
    for (const sample of samples) {
      const [row] = rowsOf<{ folded: string }>(
        await db.execute(sql`select search_fold(${sample}) as folded`),
      );
      expect(row?.folded, sample).toBe(searchFold(sample));
    }
  });

  it("takes the application that follows a quote from the same email into the quote's case", async () => {
    const { db } = database();
    const quote = await addEnquiry(db, {
      email: "Ann@Example.co.uk",
      phone: "07700 900555",
      loanAmount: 40_000,
    });
    const application = await addApplication(db);
    expect(application).toMatchObject({
      leadId: quote.leadId,
      reference: quote.reference,
      joined: true,
    });

    // One case, holding both submissions as they came.
    expect(await db.select({ id: leads.id }).from(leads)).toHaveLength(1);
    expect(
      await db.select().from(enquiries).where(eq(enquiries.leadId, quote.leadId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(applications).where(eq(applications.leadId, quote.leadId)),
    ).toHaveLength(1);

    // The case now reads as the application: its company, name and amount, the change traced.
    const now = await caseOf(db, quote.leadId);
    expect(now).toMatchObject({
      kind: "application",
      companyName: "Acme Widgets Ltd",
      fullName: "Ann Lee",
      loanAmount: 50_000,
      // As the quote gave them: the application's match them, whatever the case.
      email: "Ann@Example.co.uk",
      phone: "+447700900555",
      version: 2,
    });
    const [joined] = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, quote.leadId), eq(leadEvents.type, "joined")));
    expect(joined?.detail).toMatchObject({
      kind: "application",
      source: null,
      changes: expect.arrayContaining([
        { field: "loanAmount", from: 40_000, to: 50_000 },
        { field: "companyName", from: null, to: "Acme Widgets Ltd" },
        { field: "kind", from: "enquiry", to: "application" },
      ]),
    });

    // The applicant is told it was added, under the one reference.
    const acknowledgements = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.leadId, quote.leadId),
          eq(outbox.topic, APPLICANT_MAIL_TOPICS.acknowledgement),
        ),
      )
      .orderBy(asc(outbox.createdAt));
    expect(acknowledgements.map((row) => (row.payload as { joined?: string }).joined)).toEqual([
      undefined,
      "true",
    ]);

    // Both directors are people of the case's client; the first is the applicant.
    const roles = await namedPeopleOfCase(db, quote.leadId);
    expect(roles).toEqual(
      expect.arrayContaining([
        { name: "Ann Lee", role: "applicant" },
        { name: "Ann Lee", role: "director" },
        { name: "Bob Lee", role: "director" },
      ]),
    );
    const directors = await db.select().from(applicationDirectors);
    expect(directors.every((director) => director.personId !== null)).toBe(true);
    // The quote's person (email and phone) and the application's first director are one.
    expect(
      await db.select().from(people).where(eq(people.email, "ann@example.co.uk")),
    ).toHaveLength(1);
  });

  it("keeps apart two people sharing a phone, and one email writing for two businesses", async () => {
    const { db } = database();
    const first = await addContactMessage(db, {
      email: "jo@office.example",
      phone: "0161 496 0000",
      company: "Oak Joinery",
    });
    // A colleague on the same office phone, with their own email.
    const colleague = await addContactMessage(db, {
      email: "sam@office.example",
      phone: "0161 496 0000",
      company: "Oak Joinery",
    });
    // An accountant's email, for another client's business.
    const accountant = await createApplication(
      db,
      sampleApplicationFrom("jo@office.example", { companyName: "Birch Bakery Ltd" }),
    );
    expect(colleague.joined).toBe(false);
    expect(accountant.joined).toBe(false);
    expect(new Set([first.leadId, colleague.leadId, accountant.leadId]).size).toBe(3);
  });

  it("starts a new case for a closed or quiet one, under the same client", async () => {
    const { db } = database();
    const first = await addApplication(db);
    await db.update(leads).set({ status: "funded" }).where(eq(leads.id, first.leadId));
    const repeat = await addApplication(db, { loanAmount: 80_000 });
    expect(repeat.joined).toBe(false);
    expect(repeat.reference).not.toBe(first.reference);
    const [a, b] = [await caseOf(db, first.leadId), await caseOf(db, repeat.leadId)];
    expect(b.clientId).toBe(a.clientId);
    expect(await db.select().from(clients)).toHaveLength(1);

    // Quiet for more than 30 days: a quote starts a case of its own too.
    await db
      .update(leads)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(leads.id, repeat.leadId));
    const quote = await addEnquiry(db, { email: "ann@example.co.uk" });
    expect(quote.joined).toBe(false);
    // A repeat starts from what is known: the client's company comes with it.
    expect(await caseOf(db, quote.leadId)).toMatchObject({
      clientId: a.clientId,
      companyName: "Acme Widgets Ltd",
    });
  });

  it("finds a case by reference, any director or contact, company number and accent-free spelling", async () => {
    const { db } = database();
    const oconnell = await createApplication(
      db,
      sampleApplicationFrom("siobhan@oakfield.example", {
        companyName: "Oakfield Café Ltd",
        directors: [
          {
            ...sampleApplication().directors[0]!,
            firstName: "Siobhán",
            lastName: "O'Connell",
            email: "siobhan@oakfield.example",
            mobile: "07700 900777",
          },
          {
            ...sampleApplication().directors[1]!,
            firstName: "Gareth",
            lastName: "Smith-Jones",
            email: "gareth@oakfield.example",
            mobile: "07700 900888",
          },
        ],
      }),
    );
    await db.update(leads).set({ companyNumber: "SC123456" }).where(eq(leads.id, oconnell.leadId));
    const other = await addEnquiry(db, {
      email: "nobody@elsewhere.example",
      phone: "07700 900999",
    });
    const found = async (q: string) => (await listInbox(db, { q })).rows.map((row) => row.id);
    const hyphenless = oconnell.reference.replace("-", "");
    for (const q of [
      oconnell.reference,
      oconnell.reference.toLowerCase(),
      hyphenless,
      hyphenless.slice(3),
      "oconnell",
      "O'Connell",
      "siobhan",
      "Oakfield Cafe",
      "smith jones",
      "gareth",
      "gareth@oakfield",
      "07700 900888",
      "+44 7700 900888",
      "sc123456",
    ]) {
      expect(await found(q), q).toEqual([oconnell.leadId]);
    }
    expect(await found("nobody")).toEqual([other.leadId]);
  });

  it("warns a broker of the open case a call belongs to, and adds it there when they choose", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const application = await addApplication(db);
    const call = newLeadSchema.parse({
      source: "phone",
      fullName: "Ann Lee",
      phone: "07700 900123",
      email: "ANN@example.co.uk",
      amount: "60,000",
      note: "Called about the application.",
    });
    const match = await likelyCase(db, call);
    expect(match).toMatchObject({ leadId: application.leadId, reference: application.reference });

    const added = await createManualLead(
      db,
      call,
      { userId: broker.id, ip: null },
      {
        join: application.leadId,
      },
    );
    expect(added).toMatchObject({ leadId: application.leadId, joined: true });
    const calls = await db.select().from(phoneEnquiries);
    expect(calls).toMatchObject([
      {
        leadId: application.leadId,
        source: "manual:phone",
        loanAmount: 60_000,
        createdByUserId: broker.id,
      },
    ]);
    const types = (
      await db
        .select({ type: leadEvents.type })
        .from(leadEvents)
        .where(eq(leadEvents.leadId, application.leadId))
    ).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(["joined", "note"]));

    // Or a case of its own, under the same client.
    const separate = await createManualLead(db, call, { userId: broker.id, ip: null });
    expect(separate.joined).toBe(false);
    expect((await caseOf(db, separate.leadId)).clientId).toBe(
      (await caseOf(db, application.leadId)).clientId,
    );
  });
});
