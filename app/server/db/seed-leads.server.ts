import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

/**
 * Made-up leads in bulk, for trying the back office at scale and for the inbox benchmark. Every
 * lead gets the answers row of its kind, so any seeded lead opens like a real one. The mix is
 * meant to make searching meaningful: varied surnames, businesses named for their trade
 * ("Kestrel Joinery Ltd"), mail at providers and at the business's own domain, and phone
 * numbers spread over Ofcom's drama ranges. Everything is fictional: domains are under
 * .example and no number is in service. Answers rows hold the phone as typed (national form),
 * the lead row in E.164.
 * Rows are made by the database itself (`generate_series`), a batch per statement.
 */
export const SEED_SOURCE = "seed";

const firstNames = [
  "Amelia",
  "Oliver",
  "Isla",
  "George",
  "Ava",
  "Harry",
  "Mia",
  "Noah",
  "Grace",
  "Jack",
  "Sophie",
  "Leo",
  "Freya",
  "Arthur",
  "Priya",
  "Mohammed",
  "Chloe",
  "Owen",
  "Niamh",
  "Callum",
  "Chidi",
  "Aisha",
  "Tomasz",
  "Fatima",
  "Rhys",
  "Siobhan",
  "Ravi",
  "Mei",
  "Kwame",
  "Zara",
];
const lastNames = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Khan",
  "Campbell",
  "Okafor",
  "Nowak",
  "Hughes",
  "O'Neill",
  "MacLeod",
  "Begum",
  "Adeyemi",
  "Kowalski",
  "Chen",
  "Murphy",
  "Ahmed",
  "Fraser",
  "Lloyd",
  "Mensah",
  "Singh",
  "Ng",
];
const companyWords = [
  "Harbour",
  "Oakfield",
  "Northgate",
  "Riverside",
  "Summit",
  "Kestrel",
  "Beacon",
  "Meridian",
  "Thistle",
  "Granite",
  "Willow",
  "Castle",
  "Linden",
  "Foxglove",
  "Ember",
  "Tidewater",
  "Pennine",
  "Severn",
  "Cotswold",
  "Brunel",
  "Heron",
  "Bramble",
  "Mersey",
  "Highland",
];
/** What the businesses do, as they put it in their names. */
const companyTrades = [
  "Joinery",
  "Plumbing",
  "Dental",
  "Bakery",
  "Logistics",
  "Motors",
  "Roofing",
  "Electrical",
  "Catering",
  "Print",
  "Landscapes",
  "Engineering",
  "Pharmacy",
  "Fitness",
  "Brewing",
  "Interiors",
  "Haulage",
  "Veterinary",
  "Salon",
  "Scaffolding",
];
const companySuffixes = ["Ltd", "Ltd", "Services Ltd", "& Sons Ltd", "Group Ltd", "LLP"];
/** Mail providers people use for a small business; every domain is under .example (RFC 2606). */
const mailProviders = ["mail.example", "inbox.example", "post.example", "webmail.example"];
/**
 * Ofcom's numbers for drama (never in service): 07700 900xxx and the 496/7946/960 ranges of
 * these area codes, in E.164 without their last three digits.
 */
const phoneRanges = [
  "+447700900",
  "+441134960",
  "+441144960",
  "+441154960",
  "+441164960",
  "+441174960",
  "+441184960",
  "+441214960",
  "+441314960",
  "+441414960",
  "+441514960",
  "+441614960",
  "+442079460",
  "+442920180",
  "+442896496",
  "+441632960",
];

function textArray(values: string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);
}

export type SeedOptions = {
  count: number;
  /** Rows per statement. */
  batchSize?: number;
  /** Spread of creation times back from now, in days. */
  days?: number;
  onProgress?: (seeded: number) => void;
};

/** Adds `count` seeded leads (with their answers rows); returns how many were added. */
export async function seedLeads(db: Database, options: SeedOptions): Promise<number> {
  const batchSize = options.batchSize ?? 50_000;
  const days = options.days ?? 3 * 365;
  let seeded = 0;
  while (seeded < options.count) {
    const size = Math.min(batchSize, options.count - seeded);
    await db.transaction(async (tx) => {
      await makeBatch(tx, seeded, size, days);
      await insertCases(tx);
      await insertPeople(tx);
      await insertOtherAnswers(tx);
    });
    seeded += size;
    options.onProgress?.(seeded);
  }
  return seeded;
}

type SeedTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The batch's made-up people, companies and cases, in a temporary table. */
async function makeBatch(tx: SeedTransaction, seeded: number, size: number, days: number) {
  await tx.execute(sql`
      create temporary table seed_batch on commit drop as
      select *,
        case when n % 2 = 0
          then regexp_replace(lower(first_name || '.' || last_name), '[^a-z.]', '', 'g') || (n % 100) || '@' ||
            (${textArray(mailProviders)})[1 + (n / 2) % ${mailProviders.length}::int]
          else regexp_replace(lower(first_name), '[^a-z]', '', 'g') || '@' ||
            lower(company_word || '-' || trade) || '.example'
        end as email,
        '0' || substr(e164, 4) as phone
      from (
        select
          gen_random_uuid() as id,
          (array['enquiry','enquiry','enquiry','application','application','referral','contact'])[1 + floor(random() * 7)::int] as kind,
          (array['new','new','contacted','contacted','awaiting_documents','submitted_to_lenders','offer_received','funded','declined','withdrawn'])[1 + floor(random() * 10)::int] as status,
          (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length}::int)::int] as first_name,
          (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length}::int)::int] as last_name,
          (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length}::int)::int] || ' ' ||
            (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length}::int)::int] as second_name,
          word as company_word,
          trade,
          word || ' ' || trade || ' ' ||
            (${textArray(companySuffixes)})[1 + floor(random() * ${companySuffixes.length}::int)::int] as company,
          n as n,
          (${textArray(phoneRanges)})[1 + floor(random() * ${phoneRanges.length}::int)::int] ||
            lpad(floor(random() * 1000)::text, 3, '0') as e164,
          (5000 + floor(random() * 99) * 5000)::int as loan_amount,
          date_trunc('milliseconds', now() - random() * make_interval(days => ${days}::int)) as created_at
        from generate_series(${seeded + 1}::int, ${seeded + size}::int) as n,
          lateral (select
            (${textArray(companyWords)})[1 + floor(random() * ${companyWords.length}::int)::int] as word,
            (${textArray(companyTrades)})[1 + floor(random() * ${companyTrades.length}::int)::int] as trade,
            n as seed_n) as picked
      ) as made
    `);
}

/** The cases, their clients, and the quotes' and applications' answers. */
async function insertCases(tx: SeedTransaction) {
  // Each case under a client of its own (the client's id is the case's), with its person;
  // an application's company number, and a second director.
  await tx.execute(sql`
      insert into clients (id, name, company_number, created_at, updated_at)
      select id, case when kind = 'application' then company end,
        case when kind = 'application' then lpad(n::text, 8, '0') end, created_at, created_at
      from seed_batch where kind <> 'referral'
    `);
  await tx.execute(sql`
      insert into leads (id, reference, kind, status, full_name, company_name, email, phone, loan_amount, source, company_number, client_id, created_at, updated_at)
      select id,
        'DBF-' || translate(upper(substr(replace(id::text, '-', ''), 1, 12)), '0123456789ABCDEF', '23456789ACDEFGHJ'),
        kind, status,
        case when kind = 'enquiry' then null else first_name || ' ' || last_name end,
        case when kind in ('enquiry', 'contact') then null else company end,
        email, e164, case when kind in ('enquiry', 'application') then loan_amount end,
        ${SEED_SOURCE}, case when kind = 'application' then lpad(n::text, 8, '0') end,
        case when kind <> 'referral' then id end, created_at, created_at
      from seed_batch
    `);
  await tx.execute(sql`
      insert into enquiries (lead_id, email, phone, loan_amount, submitted_at, created_at)
      select id, email, phone,
        loan_amount, to_char(created_at, 'DD/MM/YYYY, HH24:MI:SS'), created_at
      from seed_batch where kind = 'enquiry'
    `);
  await tx.execute(sql`
      insert into applications (lead_id, application_id, company_name, trading_address, loan_amount,
        loan_purpose, turnover, turnover_pounds, submitted_at, upload_token_hash, raw, created_at)
      select id, gen_random_uuid(), company, n || ' High Street, Leeds LS1 1AA',
        loan_amount, 'Working capital', '250,000', 250000,
        to_char(created_at, 'DD/MM/YYYY, HH24:MI:SS'), md5(random()::text), '{"seeded": true}'::jsonb,
        created_at
      from seed_batch where kind = 'application'
    `);
}

/** Each case's people, an application's two directors among them. */
async function insertPeople(tx: SeedTransaction) {
  await tx.execute(sql`
      insert into people (id, client_id, full_name, email, phone, created_at, updated_at)
      select id, id, case when kind = 'enquiry' then null else first_name || ' ' || last_name end,
        email, e164, created_at, created_at
      from seed_batch where kind <> 'referral'
      union all
      select md5(id::text || 'director')::uuid, id, second_name, null, null, created_at, created_at
      from seed_batch where kind = 'application'
    `);
  await tx.execute(sql`
      insert into application_directors (lead_id, application_id, person_id, position, form_id,
        first_name, last_name, email, mobile, home_address, address_under_3_years,
        home_ownership, shareholder_over_25)
      select s.id, a.application_id, d.person_id, d.position, (d.position + 1)::text,
        split_part(d.name, ' ', 1), substr(d.name, length(split_part(d.name, ' ', 1)) + 2),
        d.email, d.mobile, s.n || ' Park Road, Leeds LS6 2AB', false, 'Owner', true
      from seed_batch s
      join applications a on a.lead_id = s.id,
      lateral (values
        (0, s.id, s.first_name || ' ' || s.last_name, s.email, s.phone),
        (1, md5(s.id::text || 'director')::uuid, s.second_name,
          'director' || s.n || '@example.co.uk', '07700900' || lpad((s.n % 1000)::text, 3, '0'))
      ) as d (position, person_id, name, email, mobile)
      where s.kind = 'application'
    `);
  // The people's part of each case's search text is made once, after they are all in.
  await tx.execute(sql`alter table case_people disable trigger case_people_search`);
  await tx.execute(sql`
      insert into case_people (lead_id, person_id, role, created_at)
      select id, id, case when kind = 'contact' then 'contact' else 'applicant' end, created_at
      from seed_batch where kind <> 'referral'
      union all
      select id, id, 'director', created_at from seed_batch where kind = 'application'
      union all
      select id, md5(id::text || 'director')::uuid, 'director', created_at
      from seed_batch where kind = 'application'
    `);
  await tx.execute(sql`alter table case_people enable trigger case_people_search`);
  // Written out rather than left to the trigger: a bulk load runs with triggers off.
  await tx.execute(sql`
    update leads l set search_text = case_search_text(l.id, l.reference, l.full_name,
      l.company_name, l.email, l.phone, l.company_number, l.client_id)
    where l.id in (select id from seed_batch)
  `);
}

/** The referral partners' and contact messages' answers. */
async function insertOtherAnswers(tx: SeedTransaction) {
  await tx.execute(sql`
      insert into referral_partners (lead_id, business_name, contact_name, contact_number, contact_email, created_at)
      select id, company, first_name || ' ' || last_name, phone,
        email, created_at
      from seed_batch where kind = 'referral'
    `);
  await tx.execute(sql`
      insert into contact_messages (lead_id, first_name, last_name, email, phone, message, created_at)
      select id, first_name, last_name,
        email, phone,
        'Please call me about funding options.', created_at
      from seed_batch where kind = 'contact'
    `);
}
