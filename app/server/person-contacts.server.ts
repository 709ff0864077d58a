import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { introducers, lenders } from "#app/server/db/schema.ts";
import { typedPhoneIs } from "#app/server/admin/lead/search.server.ts";
import { audit, scrubContactsFromAudit, type AuditActor } from "#app/server/admin/audit.server.ts";

/**
 * A person held as a business's contact rather than on a lead: an introducer's contact or a
 * panel lender's. They are found by the same exact email (any case) or phone (any spelling)
 * as the person's leads, listed in their export, and blanked when they are erased; the
 * introducer or lender and its history stay.
 */

/** The person asked for, as `normalisedQuery` in data-protection.server.ts gives it. */
export type ContactQuery = { email?: string; phone?: string };

function matching(
  query: ContactQuery,
  email: Parameters<typeof typedPhoneIs>[0],
  phone: Parameters<typeof typedPhoneIs>[0],
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.email) conditions.push(sql`lower(${email}) = ${query.email}`);
  if (query.phone) conditions.push(typedPhoneIs(phone, query.phone));
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** Introducers and lenders whose contact is the person, with the details held. */
export async function findPersonContacts(db: Database | DatabaseTransaction, query: ContactQuery) {
  const introducerMatch = matching(query, introducers.email, introducers.phone);
  const lenderMatch = matching(query, lenders.contactEmail, lenders.contactPhone);
  return {
    introducers: introducerMatch
      ? await db
          .select({
            id: introducers.id,
            name: introducers.name,
            contactName: introducers.contactName,
            email: introducers.email,
            phone: introducers.phone,
          })
          .from(introducers)
          .where(introducerMatch)
          .orderBy(introducers.name)
      : [],
    lenders: lenderMatch
      ? await db
          .select({
            id: lenders.id,
            name: lenders.name,
            contactName: lenders.contactName,
            contactEmail: lenders.contactEmail,
            contactPhone: lenders.contactPhone,
          })
          .from(lenders)
          .where(lenderMatch)
          .orderBy(lenders.name)
      : [],
  };
}

export type PersonContacts = Awaited<ReturnType<typeof findPersonContacts>>;

/** The contact fields blanked on each, in the audit log's words (the values are never kept). */
const introducerContactFields = ["contactName", "email", "phone"] as const;
const lenderContactFields = ["contactName", "contactEmail", "contactPhone"] as const;

/**
 * Blanks the contact details of the introducers and lenders given (each still matching the
 * person), audited per record by the fields blanked; and takes those values out of every audit
 * row about those records (rows written before contacts were kept out of the log).
 */
export async function blankPersonContacts(
  tx: DatabaseTransaction,
  query: ContactQuery,
  chosen: { introducerIds?: readonly string[]; lenderIds?: readonly string[] },
  by: AuditActor,
): Promise<{ introducerIds: string[]; lenderIds: string[] }> {
  const found = await findPersonContacts(tx, query);
  const pick = <T extends { id: string }>(rows: T[], ids: readonly string[] | undefined) =>
    ids === undefined ? rows : rows.filter((row) => ids.includes(row.id));
  const introducerIds = pick(found.introducers, chosen.introducerIds).map((row) => row.id);
  const lenderIds = pick(found.lenders, chosen.lenderIds).map((row) => row.id);
  if (introducerIds.length > 0) {
    await tx
      .update(introducers)
      .set({ contactName: null, email: null, phone: null, updatedAt: sql`now()` })
      .where(inArray(introducers.id, introducerIds));
  }
  if (lenderIds.length > 0) {
    await tx
      .update(lenders)
      .set({ contactName: null, contactEmail: null, contactPhone: null, updatedAt: sql`now()` })
      .where(inArray(lenders.id, lenderIds));
  }
  // Every audit row about these records, whatever its action, loses the contact's details.
  await scrubContactsFromAudit(tx, { type: "introducer", ids: introducerIds });
  await scrubContactsFromAudit(tx, { type: "lender", ids: lenderIds });
  const blanked = [
    { kind: "introducer", ids: introducerIds, fields: introducerContactFields },
    { kind: "lender", ids: lenderIds, fields: lenderContactFields },
  ] as const;
  for (const { kind, ids, fields } of blanked) {
    for (const id of ids) {
      await audit(tx, {
        actorUserId: by.userId,
        action: `${kind}.contact_erase`,
        targetType: kind,
        targetId: id,
        detail: { fields },
        ip: by.ip,
      });
    }
  }
  return { introducerIds, lenderIds };
}
