import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

/**
 * Made-up leads in bulk, for trying the back office at scale and for the inbox benchmark. Every
 * lead gets the answers row of its kind, so any seeded lead opens like a real one. Names,
 * emails (example.com) and phone numbers (the Ofcom drama range 07700 900xxx) are fictional.
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
];
const companySuffixes = ["Ltd", "Trading Ltd", "Holdings Ltd", "& Sons Ltd", "Group Ltd"];

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
      await tx.execute(sql`
        create temporary table seed_batch on commit drop as
        select
          gen_random_uuid() as id,
          (array['enquiry','enquiry','enquiry','application','application','referral','contact'])[1 + floor(random() * 7)::int] as kind,
          (array['new','new','contacted','contacted','awaiting_documents','submitted_to_lenders','offer_received','funded','declined','withdrawn'])[1 + floor(random() * 10)::int] as status,
          (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length}::int)::int] as first_name,
          (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length}::int)::int] as last_name,
          (${textArray(companyWords)})[1 + floor(random() * ${companyWords.length}::int)::int] || ' ' ||
            (${textArray(companySuffixes)})[1 + floor(random() * ${companySuffixes.length}::int)::int] as company,
          n as n,
          '07700900' || lpad((n % 1000)::text, 3, '0') as phone,
          (5000 + floor(random() * 99) * 5000)::int as loan_amount,
          date_trunc('milliseconds', now() - random() * make_interval(days => ${days}::int)) as created_at
        from generate_series(${seeded + 1}::int, ${seeded + size}::int) as n
      `);
      await tx.execute(sql`
        insert into leads (id, reference, kind, status, full_name, company_name, email, phone, loan_amount, source, created_at, updated_at)
        select id,
          'DBF-' || translate(upper(substr(replace(id::text, '-', ''), 1, 12)), '0123456789ABCDEF', '23456789ACDEFGHJ'),
          kind, status,
          case when kind = 'enquiry' then null else first_name || ' ' || last_name end,
          case when kind in ('enquiry', 'contact') then null else company || ' ' || n end,
          lower(first_name || '.' || last_name || '.' || n || '@example.com'),
          '+44' || substr(phone, 2), case when kind in ('enquiry', 'application') then loan_amount end,
          ${SEED_SOURCE}, created_at, created_at
        from seed_batch
      `);
      await tx.execute(sql`
        insert into enquiries (lead_id, email, phone, loan_amount, submitted_at, created_at)
        select id, lower(first_name || '.' || last_name || '.' || n || '@example.com'), phone,
          loan_amount, to_char(created_at, 'DD/MM/YYYY, HH24:MI:SS'), created_at
        from seed_batch where kind = 'enquiry'
      `);
      await tx.execute(sql`
        insert into applications (lead_id, application_id, company_name, trading_address, loan_amount,
          loan_purpose, turnover, turnover_pounds, submitted_at, upload_token_hash, raw, created_at)
        select id, gen_random_uuid(), company || ' ' || n, n || ' High Street, Leeds LS1 1AA',
          loan_amount, 'Working capital', '250,000', 250000,
          to_char(created_at, 'DD/MM/YYYY, HH24:MI:SS'), md5(random()::text), '{"seeded": true}'::jsonb,
          created_at
        from seed_batch where kind = 'application'
      `);
      await tx.execute(sql`
        insert into application_directors (lead_id, position, form_id, first_name, last_name, email,
          mobile, home_address, address_under_3_years, home_ownership, shareholder_over_25)
        select id, 0, '1', first_name, last_name,
          lower(first_name || '.' || last_name || '.' || n || '@example.com'), phone,
          n || ' Park Road, Leeds LS6 2AB', false, 'Owner', true
        from seed_batch where kind = 'application'
      `);
      await tx.execute(sql`
        insert into referral_partners (lead_id, business_name, contact_name, contact_number, contact_email, created_at)
        select id, company || ' ' || n, first_name || ' ' || last_name, phone,
          lower(first_name || '.' || last_name || '.' || n || '@example.com'), created_at
        from seed_batch where kind = 'referral'
      `);
      await tx.execute(sql`
        insert into contact_messages (lead_id, first_name, last_name, email, phone, message, created_at)
        select id, first_name, last_name,
          lower(first_name || '.' || last_name || '.' || n || '@example.com'), phone,
          'Please call me about funding options.', created_at
        from seed_batch where kind = 'contact'
      `);
    });
    seeded += size;
    options.onProgress?.(seeded);
  }
  return seeded;
}
