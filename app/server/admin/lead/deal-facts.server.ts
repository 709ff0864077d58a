import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leads } from "#app/server/db/schema.ts";
import { dealFactFields, dealFactLabels, type DealFacts } from "#app/lib/deal-facts.ts";
import type { DealFactsChange } from "#app/schemas/admin-deal.ts";
import { isPropertyProduct } from "#app/schemas/value-lists.ts";
import * as leadChanges from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { changeAnswer, type LeadWork } from "#app/server/admin/lead/actions.server.ts";

/**
 * "Deal facts": the case's product, amount, term, trading, sector, company type and turnover,
 * and for a loan secured on property its value and exit. Saved against the version the broker
 * saw, like the details; the timeline lists each fact changed, old → new (ADR 0028).
 */

/** The columns of `leads` that hold the deal facts. */
export const dealFactColumns = {
  product: leads.product,
  loanAmount: leads.loanAmount,
  termMonths: leads.termMonths,
  tradingSince: leads.tradingSince,
  sector: leads.sector,
  companyType: leads.companyType,
  turnoverPence: leads.turnoverPence,
  propertyValuePence: leads.propertyValuePence,
  exitRoute: leads.exitRoute,
} as const;

/** The facts as the form gives them. A property's value and exit go with a property loan only. */
function factsFrom(input: Omit<DealFactsChange, "intent" | "version">): DealFacts {
  const { product = null, sector = null, companyType = null } = input;
  const property = isPropertyProduct(product);
  return {
    product,
    sector,
    companyType,
    loanAmount: input.amount,
    termMonths: input.termMonths,
    tradingSince: input.tradingSince,
    turnoverPence: input.turnover,
    propertyValuePence: property ? input.propertyValue : null,
    exitRoute: (property && input.exitRoute) || null,
  };
}

/** One fact changed: its name and the values before and after, as stored. */
export type DealFactChange = {
  field: keyof DealFacts;
  label: string;
  from: DealFacts[keyof DealFacts];
  to: DealFacts[keyof DealFacts];
};

export async function saveDealFactsOf(
  db: Database,
  leadId: string,
  input: Omit<DealFactsChange, "intent" | "version"> & { version?: number },
  actor: Actor,
): Promise<leadChanges.LeadChangeResult> {
  return db.transaction(async (tx) => {
    const locked = await leadChanges.lockLead(tx, leadId);
    if (!locked) return { kind: "no-lead" };
    const [before] = await tx.select(dealFactColumns).from(leads).where(eq(leads.id, leadId));
    if (!before) return { kind: "no-lead" };
    const after = factsFrom(input);
    const changes: DealFactChange[] = dealFactFields
      .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
      .map((field) => ({
        field,
        label: dealFactLabels[field],
        from: before[field] ?? null,
        to: after[field],
      }));
    if (changes.length === 0) return leadChanges.changeSaved;
    const stale = await leadChanges.refuseIfStale(tx, locked, input.version);
    if (stale) return stale;
    // The values are the deal's, kept on the case and its timeline; the audit names the fields.
    await leadChanges.writeLeadChange(tx, locked, actor, {
      set: after,
      type: "deal",
      detail: { fields: changes.map((change) => change.label), changes },
      audit: { action: "lead.deal", fields: changes.map((change) => change.field) },
    });
    return leadChanges.changeSaved;
  });
}

/** The "Deal facts" form's handler: saved, or refused as a stale page with the typing kept. */
export async function saveDealFacts(work: LeadWork, value: DealFactsChange) {
  const result = await saveDealFactsOf(work.db, work.leadId, value, work.actor);
  return changeAnswer(work, "deal", result, "Deal facts saved.");
}
