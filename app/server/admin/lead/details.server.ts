import { and, eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { companyLookups, leads } from "#app/server/db/schema.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { DetailsChange } from "#app/schemas/admin-lead.ts";
import { readCompanyProfile, type CompanyProfile } from "#app/schemas/company-profile.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import {
  changeSaved,
  lockLead,
  refuseIfStale,
  writeLeadChange,
  type LeadChangeResult,
} from "#app/server/admin/lead/changes.server.ts";
import { normalisePhone } from "#app/server/phone.server.ts";

/**
 * "Edit details": the lead's name, company, email, phone and company number, as a broker
 * corrects or completes them (a quick quote known only by its email address gets a name).
 * Made against the version the broker saw, like a change of status; the timeline says which
 * details changed, and the audit log keeps the old and new values of each.
 */

/** The details a broker can edit, with the words the timeline uses for each. */
export const detailLabels = {
  fullName: "name",
  companyName: "company name",
  email: "email",
  phone: "phone",
  companyNumber: "company number",
  companyProfile: "Companies House details",
} as const;
type DetailField = keyof typeof detailLabels;

type Details = Record<Exclude<DetailField, "companyProfile">, string | null> & {
  companyProfile: CompanyProfile | null;
};

/**
 * Keeps what Companies House returned to a "Look up" on this lead, for the details form to
 * name by the id returned; the profile itself never goes through the browser.
 */
export async function keepCompanyLookup(
  db: Database,
  leadId: string,
  profile: CompanyProfile,
  actor: Actor,
): Promise<string | null> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const [row] = await db
    .insert(companyLookups)
    .values({
      leadId,
      lookedUpByUserId: actor.userId,
      companyNumber: profile.companyNumber,
      profile,
    })
    .returning({ id: companyLookups.id });
  return row?.id ?? null;
}

/** The profile a look-up on this lead kept under `lookupId`, if there is one (else none). */
async function keptLookup(
  tx: DatabaseTransaction,
  leadId: string,
  lookupId: string | undefined,
): Promise<CompanyProfile | null> {
  if (!lookupId || !isUuid(lookupId)) return null;
  const [row] = await tx
    .select({ profile: companyLookups.profile })
    .from(companyLookups)
    .where(and(eq(companyLookups.id, lookupId), eq(companyLookups.leadId, leadId)));
  return row ? readCompanyProfile(row.profile) : null;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Saves the lead's details. The Companies House profile goes with its company number: a new
 * one looked up for the number saved is kept; a changed number without one drops the old.
 */
export async function editLeadDetails(
  db: Database,
  leadId: string,
  input: Omit<DetailsChange, "intent" | "lookup" | "version"> & { version?: number },
  actor: Actor,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const locked = await lockLead(tx, leadId);
    if (!locked) return { kind: "no-lead" };
    const [current] = await tx
      .select({
        fullName: leads.fullName,
        companyName: leads.companyName,
        email: leads.email,
        phone: leads.phone,
        companyNumber: leads.companyNumber,
        companyProfile: leads.companyProfile,
      })
      .from(leads)
      .where(eq(leads.id, leadId));
    if (!current) return { kind: "no-lead" };
    const before: Details = {
      ...current,
      companyProfile: readCompanyProfile(current.companyProfile),
    };
    const companyNumber = input.companyNumber ?? null;
    const looked = await keptLookup(tx, leadId, input.companyLookup);
    let companyProfile = before.companyProfile;
    if (looked && looked.companyNumber === companyNumber) companyProfile = looked;
    else if (companyNumber !== before.companyNumber) companyProfile = null;
    const after: Details = {
      fullName: input.fullName ?? null,
      companyName: input.companyName ?? null,
      email: input.email ?? null,
      phone: input.phone ? normalisePhone(input.phone) : null,
      companyNumber,
      companyProfile,
    };
    const changed = (Object.keys(detailLabels) as DetailField[]).filter(
      (field) => !sameValue(before[field], after[field]),
    );
    if (changed.length === 0) return changeSaved;
    const stale = await refuseIfStale(tx, locked, input.version);
    if (stale) return stale;
    // A look-up serves one save: what was found is on the lead now, or was not wanted.
    await tx.delete(companyLookups).where(eq(companyLookups.leadId, leadId));
    // Which details changed; the values live on the lead (and go with it).
    await writeLeadChange(tx, locked, actor, {
      set: after,
      type: "details",
      detail: { fields: changed.map((field) => detailLabels[field]) },
      audit: { action: "lead.details", fields: changed },
    });
    return changeSaved;
  });
}
