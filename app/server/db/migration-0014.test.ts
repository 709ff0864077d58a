import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listInbox } from "#app/server/admin/inbox.server.ts";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
import { testDatabaseKinds } from "#tests/harness/database.ts";
import { databaseAtMigration, type MigrationCopy } from "#tests/harness/migration-copy.ts";

/**
 * Migration 0014 (cases and clients) run on a copy of a database as it stood after 0013,
 * holding a lead of every kind the old schema had: every lead becomes a case of its own,
 * nothing is lost or merged, and likely duplicates are only listed.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const brokerId = uuid(900);
const lenderId = uuid(901);

type OldLead = {
  id: string;
  reference: string;
  kind: "enquiry" | "application" | "referral" | "contact";
  fullName?: string;
  company?: string;
  email?: string;
  phone?: string;
  loanAmount?: number;
  source: string;
  companyNumber?: string;
  createdAt: string;
};

/** The leads, oldest first; the erased deal and the referral sit between the pairs they share a value with. */
const lead = {
  quote: {
    id: uuid(1),
    reference: "DBF-QUOTE2",
    kind: "enquiry",
    email: "hana.sato@mail.example",
    phone: "+447700900101",
    loanAmount: 25_000,
    source: "quote",
    createdAt: "2026-01-05T09:00:00Z",
  },
  soleDirector: {
    id: uuid(2),
    reference: "DBF-SOLE23",
    kind: "application",
    fullName: "Ian Price",
    company: "Kestrel Joinery Ltd",
    email: "ian@kestrel-joinery.example",
    phone: "+447700900102",
    loanAmount: 60_000,
    source: "apply",
    companyNumber: "01234567",
    createdAt: "2026-01-06T09:00:00Z",
  },
  twoDirectors: {
    id: uuid(3),
    reference: "DBF-PAIR34",
    kind: "application",
    fullName: "Megan Hughes",
    company: "Harbour Bakery Ltd",
    email: "megan@harbour-bakery.example",
    phone: "+447700900103",
    loanAmount: 120_000,
    source: "apply",
    companyNumber: "SC765432",
    createdAt: "2026-01-07T09:00:00Z",
  },
  contact: {
    id: uuid(4),
    reference: "DBF-NOTE45",
    kind: "contact",
    fullName: "Ravi Shah",
    email: "ravi.shah@post.example",
    phone: "+447700900105",
    source: "contact",
    createdAt: "2026-01-08T09:00:00Z",
  },
  manual: {
    id: uuid(5),
    reference: "DBF-CALL67",
    kind: "enquiry",
    fullName: "Tom Baker",
    company: "Beacon Motors Ltd",
    email: "tom@beacon-motors.example",
    phone: "+447700900107",
    loanAmount: 40_000,
    source: "manual:phone",
    companyNumber: "SC100200",
    createdAt: "2026-01-09T09:00:00Z",
  },
  emailFirst: {
    id: uuid(6),
    reference: "DBF-MAIL89",
    kind: "enquiry",
    email: "Jo.Bloggs@Mail.example",
    phone: "+447700900108",
    loanAmount: 15_000,
    source: "quote",
    createdAt: "2026-01-10T09:00:00Z",
  },
  emailSecond: {
    id: uuid(7),
    reference: "DBF-MAIL9A",
    kind: "contact",
    fullName: "Jo Bloggs",
    email: "jo.bloggs@mail.example",
    phone: "+447700900109",
    source: "contact",
    createdAt: "2026-01-11T09:00:00Z",
  },
  phoneFirst: {
    id: uuid(8),
    reference: "DBF-TEL2AB",
    kind: "enquiry",
    email: "sam@inbox.example",
    phone: "+447700900200",
    loanAmount: 30_000,
    source: "quote",
    createdAt: "2026-01-12T09:00:00Z",
  },
  referral: {
    id: uuid(9),
    reference: "DBF-PART56",
    kind: "referral",
    fullName: "Olu Adeyemi",
    company: "Adeyemi Partners LLP",
    email: "olu@adeyemi-partners.example",
    phone: "+447700900200",
    source: "partners",
    createdAt: "2026-01-13T09:00:00Z",
  },
  phoneSecond: {
    id: uuid(10),
    reference: "DBF-TEL3BC",
    kind: "contact",
    fullName: "Sam Ng",
    email: "sam.ng@webmail.example",
    phone: "+447700900200",
    source: "contact",
    createdAt: "2026-01-14T09:00:00Z",
  },
  companyFirst: {
    id: uuid(11),
    reference: "DBF-FIRM4C",
    kind: "application",
    fullName: "Ada Lovell",
    company: "Granite Roofing Ltd",
    email: "ada@granite-roofing.example",
    phone: "+447700900111",
    loanAmount: 75_000,
    source: "apply",
    companyNumber: "07654321",
    createdAt: "2026-01-15T09:00:00Z",
  },
  erased: {
    id: uuid(12),
    reference: "DBF-GONE78",
    kind: "application",
    company: "Granite Roofing Ltd",
    loanAmount: 50_000,
    source: "apply",
    companyNumber: "07654321",
    createdAt: "2026-01-16T09:00:00Z",
  },
  companySecond: {
    id: uuid(13),
    reference: "DBF-FIRM5D",
    kind: "application",
    fullName: "Ben Lovell",
    company: "Granite Roofing Ltd",
    email: "ben@granite-roofing.example",
    phone: "+447700900113",
    loanAmount: 90_000,
    source: "apply",
    companyNumber: "07654321",
    createdAt: "2026-01-17T09:00:00Z",
  },
} satisfies Record<string, OldLead>;

type LeadKey = keyof typeof lead;
const everyLead: OldLead[] = Object.values(lead);

/** The directors of each application: the first is the applicant, typed as the form took them. */
const directors: Partial<
  Record<LeadKey, { first: string; last: string; email: string; mobile: string }[]>
> = {
  soleDirector: [
    { first: "Ian", last: "Price", email: "ian@kestrel-joinery.example", mobile: "07700 900102" },
  ],
  twoDirectors: [
    {
      first: "Megan",
      last: "Hughes",
      email: "megan@harbour-bakery.example",
      mobile: "07700 900103",
    },
    {
      first: "Siân",
      last: "Llewelyn",
      email: "Sian@Harbour-Bakery.example",
      mobile: "+44 7700 900104",
    },
  ],
  companyFirst: [
    { first: "Ada", last: "Lovell", email: "ada@granite-roofing.example", mobile: "07700900111" },
  ],
  companySecond: [
    {
      first: "Ben",
      last: "Lovell",
      email: "ben@granite-roofing.example",
      mobile: "(07700) 900113",
    },
  ],
};

/** An application's own id, made from its lead's. */
const applicationId = (leadId: string) => leadId.replace("00000000-", "aaaaaaaa-");

/** The database as the old schema's code left it, written in SQL as that code wrote it. */
async function insertOldLeads(db: Database) {
  const run = (query: SQL) => db.execute(query);
  await run(sql`
    insert into users (id, email, name, role, password_hash)
    values (${brokerId}, 'pat.broker@example.co.uk', 'Pat Broker', 'broker', 'not-a-password-hash')`);
  await run(sql`insert into lenders (id, name) values (${lenderId}, 'Northgate Capital')`);

  for (const l of everyLead) {
    const manual = l.source.startsWith("manual:");
    await run(sql`
      insert into leads (id, reference, kind, status, full_name, company_name, email, phone, loan_amount,
        source, company_number, created_by_user_id, created_at, updated_at, status_changed_at)
      values (${l.id}, ${l.reference}, ${l.kind}, 'new', ${l.fullName ?? null}, ${l.company ?? null},
        ${l.email ?? null}, ${l.phone ?? null}, ${l.loanAmount ?? null}, ${l.source},
        ${l.companyNumber ?? null}, ${manual ? brokerId : null}, ${l.createdAt}, ${l.createdAt}, ${l.createdAt})`);
  }

  // The forms' answers: the phone as the person typed it.
  const typed = (e164: string) => `0${e164.slice(3, 7)} ${e164.slice(7)}`;
  for (const l of [lead.quote, lead.emailFirst]) {
    await run(sql`
      insert into enquiries (lead_id, email, phone, loan_amount, submitted_at, created_at)
      values (${l.id}, ${l.email}, ${typed(l.phone)}, ${l.loanAmount}, '05/01/2026, 09:00:00', ${l.createdAt})`);
  }
  await run(sql`
    insert into enquiries (lead_id, email, phone, loan_amount, submitted_at, created_at)
    values (${lead.phoneFirst.id}, ${lead.phoneFirst.email}, '07700 900200', ${lead.phoneFirst.loanAmount},
      '12/01/2026, 09:00:00', ${lead.phoneFirst.createdAt})`);
  for (const [key, people] of Object.entries(directors) as [
    LeadKey,
    typeof directors.soleDirector,
  ][]) {
    const l = lead[key] as OldLead;
    await run(sql`
      insert into applications (lead_id, application_id, company_name, trading_address, loan_amount,
        turnover, submitted_at, upload_token_hash, raw, created_at)
      values (${l.id}, ${applicationId(l.id)}, ${l.company}, '1 High Street, Leeds LS1 1AA',
        ${l.loanAmount}, '250,000', '06/01/2026, 09:00:00', 'token-hash', '{}'::jsonb, ${l.createdAt})`);
    for (const [position, d] of (people ?? []).entries()) {
      await run(sql`
        insert into application_directors (lead_id, position, form_id, first_name, last_name, email,
          mobile, home_address, address_under_3_years, home_ownership, shareholder_over_25)
        values (${l.id}, ${position}, ${String(position + 1)}, ${d.first}, ${d.last}, ${d.email},
          ${d.mobile}, '2 Park Road, Leeds LS6 2AB', false, 'Owner', true)`);
    }
  }
  await run(sql`
    insert into uploaded_documents (application_id, file_name, file_path, file_type,
      document_category, size_bytes, sha256)
    values (${applicationId(lead.twoDirectors.id)}, 'accounts-2025.pdf', 'documents/pair34/accounts-2025.pdf',
      'application/pdf', 'accounts', 48213, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')`);
  for (const l of [lead.contact, lead.emailSecond]) {
    const [first, last] = l.fullName.split(" ");
    await run(sql`
      insert into contact_messages (lead_id, first_name, last_name, email, phone, message, created_at)
      values (${l.id}, ${first}, ${last}, ${l.email}, ${typed(l.phone)}, 'Please call me about funding.', ${l.createdAt})`);
  }
  await run(sql`
    insert into contact_messages (lead_id, first_name, last_name, email, phone, message, created_at)
    values (${lead.phoneSecond.id}, 'Sam', 'Ng', ${lead.phoneSecond.email}, '+44 7700 900200',
      'Please call me about funding.', ${lead.phoneSecond.createdAt})`);
  await run(sql`
    insert into referral_partners (lead_id, business_name, contact_name, contact_number, contact_email, created_at)
    values (${lead.referral.id}, ${lead.referral.company}, ${lead.referral.fullName}, '07700 900200',
      ${lead.referral.email}, ${lead.referral.createdAt})`);

  // The erased deal, as anonymising left it: funded, its person and answers gone, the deal kept.
  await run(sql`
    update leads set status = 'funded', erased_at = '2026-06-01T10:00:00Z', erased_by_user_id = ${brokerId},
      erasure_reason = 'Erasure request', retained_from = '2026-02-01T10:00:00Z'
    where id = ${lead.erased.id}`);
  await run(sql`
    insert into lead_events (lead_id, actor_user_id, type, from_status, to_status)
    values (${lead.erased.id}, ${brokerId}, 'status', 'new', 'funded')`);

  // A broker's work on the cases: notes, tasks and lender submissions.
  for (const l of [lead.soleDirector, lead.quote, lead.manual]) {
    await run(sql`
      insert into lead_events (lead_id, actor_user_id, type, body)
      values (${l.id}, ${brokerId}, 'note', 'Spoke to them; sending the forms.')`);
  }
  for (const l of [lead.twoDirectors, lead.manual]) {
    await run(sql`
      insert into lead_tasks (lead_id, owner_user_id, due_at, body, created_by_user_id)
      values (${l.id}, ${brokerId}, '2026-02-01T09:00:00Z', 'Chase the bank statements', ${brokerId})`);
  }
  await run(sql`
    insert into lender_submissions (lead_id, lender_id, sent_on, outcome)
    values (${lead.soleDirector.id}, ${lenderId}, '2026-01-20', 'sent')`);
  await run(sql`
    insert into lender_submissions (lead_id, lender_id, sent_on, outcome, funded_amount_pence, funded_on)
    values (${lead.erased.id}, ${lenderId}, '2026-01-20', 'funded', 5000000, '2026-02-01')`);
}

const tablesBefore = [
  "leads",
  "enquiries",
  "applications",
  "application_directors",
  "uploaded_documents",
  "contact_messages",
  "referral_partners",
  "lead_events",
  "lead_tasks",
  "lender_submissions",
] as const;
const tablesAdded = [
  "clients",
  "people",
  "case_people",
  "phone_enquiries",
  "possible_duplicates",
  "case_references",
] as const;

async function countRows(db: Database, tables: readonly string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
    );
    counts[table] = Number(row?.n);
  }
  return counts;
}

async function select<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const referenceOf = new Map(everyLead.map((l) => [l.id, l.reference]));

/** What the inbox search finds, by reference. */
async function found(db: Database, q: string): Promise<string[]> {
  const { rows } = await listInbox(db, { q }, { limit: 200 });
  return rows.map((row) => referenceOf.get(row.id) ?? row.id).sort();
}

const references = (...keys: LeadKey[]) => keys.map((key) => lead[key].reference).sort();

describe.each(testDatabaseKinds)("migration 0014 on a copy (%s)", (kind) => {
  let copy: MigrationCopy | undefined;
  let before: Record<string, number> = {};
  let leadIdsBefore: string[] = [];
  const db = () => copy!.handle.db;

  beforeAll(async () => {
    copy = await databaseAtMigration(kind, 13);
    await insertOldLeads(db());
    before = await countRows(db(), tablesBefore);
    leadIdsBefore = (await select<{ id: string }>(db(), sql`select id from leads order by id`)).map(
      (row) => row.id,
    );
    await copy.finish();
  }, 240_000);

  afterAll(async () => {
    await copy?.drop();
  });

  test("keeps every lead and every row of the broker's work; nothing is merged", async () => {
    const after = await countRows(db(), [...tablesBefore, ...tablesAdded]);
    expect(before).toEqual({
      leads: 13,
      enquiries: 3,
      applications: 4,
      application_directors: 5,
      uploaded_documents: 1,
      contact_messages: 3,
      referral_partners: 1,
      lead_events: 4,
      lead_tasks: 2,
      lender_submissions: 2,
    });
    // Every old row is still there; what is new is the cases' clients and people.
    for (const table of tablesBefore) expect(after[table], table).toBe(before[table]);
    const ids = await select<{ id: string }>(db(), sql`select id from leads order by id`);
    expect(ids.map((row) => row.id)).toEqual(leadIdsBefore);
    // Twelve clients (the referral is no case), twelve people (five directors, seven people of
    // the other cases; the erased deal has none), and nothing merged.
    expect(after).toMatchObject({
      clients: 12,
      people: 12,
      case_people: 16,
      phone_enquiries: 1,
      possible_duplicates: 3,
      case_references: 0,
    });
    const merges = await select(
      db(),
      sql`select id from lead_events where type in ('joined', 'merged')`,
    );
    expect(merges).toEqual([]);
  });

  test("each lead but the referral is a case under a client of its own, with its people", async () => {
    const cases = await select<{
      reference: string;
      kind: string;
      client_id: string | null;
      client_company_number: string | null;
      people: number;
    }>(
      db(),
      sql`select l.reference, l.kind, l.client_id, c.company_number as client_company_number,
            (select count(*)::int from case_people cp where cp.lead_id = l.id) as people
          from leads l left join clients c on c.id = l.client_id order by l.reference`,
    );
    for (const row of cases) {
      if (row.kind === "referral") {
        expect(row.client_id, row.reference).toBeNull();
        expect(row.people, row.reference).toBe(0);
      } else if (row.reference === lead.erased.reference) {
        // Its person was erased before: the deal keeps its client (the company), and no one.
        expect(row.client_id).not.toBeNull();
        expect(row.client_company_number).toBe("07654321");
        expect(row.people).toBe(0);
      } else {
        expect(row.client_id, row.reference).not.toBeNull();
        expect(row.people, row.reference).toBeGreaterThanOrEqual(1);
      }
    }
    const clientIds = cases.map((row) => row.client_id).filter(Boolean);
    expect(new Set(clientIds).size).toBe(clientIds.length);
  });

  test("every director is a person of the application's client, both of a two-director one", async () => {
    const rows = await select<{
      reference: string;
      first_name: string;
      person_id: string | null;
      person_client: string | null;
      lead_client: string;
      full_name: string | null;
      phone: string | null;
      roles: string[] | null;
    }>(
      db(),
      sql`select l.reference, d.first_name, d.person_id, p.client_id as person_client,
            l.client_id as lead_client, p.full_name, p.phone,
            (select array_agg(cp.role order by cp.role) from case_people cp
              where cp.lead_id = l.id and cp.person_id = d.person_id) as roles
          from application_directors d join leads l on l.id = d.lead_id
          left join people p on p.id = d.person_id
          order by l.reference, d.position`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.person_id, `${row.reference} ${row.first_name}`).not.toBeNull();
      expect(row.person_client).toBe(row.lead_client);
    }
    const pair = rows.filter((row) => row.reference === lead.twoDirectors.reference);
    expect(pair.map(({ full_name, phone, roles }) => ({ full_name, phone, roles }))).toEqual([
      { full_name: "Megan Hughes", phone: "+447700900103", roles: ["applicant", "director"] },
      { full_name: "Siân Llewelyn", phone: "+447700900104", roles: ["director"] },
    ]);
  });

  test("the broker's manual lead keeps what they typed, and each submission its source", async () => {
    const typed = await select(
      db(),
      sql`select lead_id, created_by_user_id, source, full_name, company_name, email, phone,
            loan_amount, company_number from phone_enquiries`,
    );
    expect(typed).toEqual([
      {
        lead_id: lead.manual.id,
        created_by_user_id: brokerId,
        source: "manual:phone",
        full_name: "Tom Baker",
        company_name: "Beacon Motors Ltd",
        email: "tom@beacon-motors.example",
        phone: "+447700900107",
        loan_amount: 40_000,
        company_number: "SC100200",
      },
    ]);
    const sources = await select<{ reference: string; source: string | null }>(
      db(),
      sql`select l.reference, s.source from leads l join (
            select lead_id, source from enquiries
            union all select lead_id, source from applications
            union all select lead_id, source from contact_messages) s on s.lead_id = l.id
          order by l.reference`,
    );
    expect(sources).toEqual(
      everyLead
        .filter((l) => ["enquiry", "application", "contact"].includes(l.kind))
        .filter((l) => l !== lead.manual && l !== lead.erased)
        .map((l) => ({ reference: l.reference, source: l.source }))
        .sort((a, b) => a.reference.localeCompare(b.reference)),
    );
  });

  test("the inbox search finds each case by reference, person, email, phone and company number", async () => {
    for (const l of everyLead) {
      expect(await found(db(), l.reference.replace("-", "")), l.reference).toEqual([l.reference]);
    }
    const searches: [string, LeadKey[]][] = [
      ["Ian Price", ["soleDirector"]],
      ["Megan Hughes", ["twoDirectors"]],
      ["Sian Llewelyn", ["twoDirectors"]],
      ["Lovell", ["companyFirst", "companySecond"]],
      ["Ravi Shah", ["contact"]],
      ["Tom Baker", ["manual"]],
      ["hana.sato@mail.example", ["quote"]],
      ["JO.BLOGGS@mail.example", ["emailFirst", "emailSecond"]],
      ["sian@harbour-bakery.example", ["twoDirectors"]],
      ["olu@adeyemi-partners.example", ["referral"]],
      ["07700 900101", ["quote"]],
      ["+44 7700 900104", ["twoDirectors"]],
      ["07700900107", ["manual"]],
      ["07700 900200", ["phoneFirst", "referral", "phoneSecond"]],
      ["+447700900105", ["contact"]],
      ["SC765432", ["twoDirectors"]],
      ["SC100200", ["manual"]],
    ];
    for (const [q, keys] of searches) expect(await found(db(), q), q).toEqual(references(...keys));
  });

  // Eight digits starting with 0 are a company number of England and Wales, or the start of a
  // phone number: the search finds either.
  test("the inbox search finds a company number that starts with 0", async () => {
    expect(await found(db(), "01234567")).toEqual(references("soleDirector"));
    expect(await found(db(), "07654321")).toEqual(
      references("companyFirst", "erased", "companySecond"),
    );
  });

  test("likely duplicates are listed as pairs, older case first, and never an erased one", async () => {
    const pairs = await select<{ earlier: string; later: string; reason: string }>(
      db(),
      sql`select a.reference as earlier, b.reference as later, d.reason
          from possible_duplicates d join leads a on a.id = d.lead_id join leads b on b.id = d.other_lead_id
          where d.resolved_at is null order by a.reference`,
    );
    expect(pairs).toEqual(
      [
        { earlier: lead.emailFirst.reference, later: lead.emailSecond.reference, reason: "email" },
        { earlier: lead.phoneFirst.reference, later: lead.phoneSecond.reference, reason: "phone" },
        {
          earlier: lead.companyFirst.reference,
          later: lead.companySecond.reference,
          reason: "company_number",
        },
      ].sort((a, b) => a.earlier.localeCompare(b.earlier)),
    );
  });
});
