import { and, asc, eq, ne, sql, type Column } from "drizzle-orm";
import { data } from "react-router";
import type { LenderForm, PanelLender } from "#app/schemas/admin-lenders.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { lenders } from "#app/server/db/schema.ts";
import { audit, contactChanges, withoutContact } from "#app/server/admin/audit.server.ts";
import { formDone, formInvalid, type FormReply } from "#app/server/admin/http.server.ts";
import { isUniqueViolation } from "#app/server/reference.server.ts";
import { termsForUntermedDeals } from "#app/server/admin/submissions.server.ts";

/**
 * The lender panel, kept by admins: who funds what, between which amounts, on what commission
 * terms, and whom to call there. A lender a broker typed on a submission waits unconfirmed
 * until an admin saves it from here. Every change is audited with the values before and after
 * (amounts in pence, commission in basis points).
 */

/** What the panel page shows and edits of a lender. */
export const panelColumns = {
  id: lenders.id,
  name: lenders.name,
  products: lenders.products,
  minAmountPence: lenders.minAmountPence,
  maxAmountPence: lenders.maxAmountPence,
  minTradingMonths: lenders.minTradingMonths,
  minTurnoverPence: lenders.minTurnoverPence,
  excludedSectors: lenders.excludedSectors,
  decisionTime: lenders.decisionTime,
  commissionKind: lenders.commissionKind,
  commissionBasisPoints: lenders.commissionBasisPoints,
  commissionFixedPence: lenders.commissionFixedPence,
  commissionDueDays: lenders.commissionDueDays,
  contactName: lenders.contactName,
  contactEmail: lenders.contactEmail,
  contactPhone: lenders.contactPhone,
  active: lenders.active,
  confirmed: lenders.confirmed,
} satisfies Record<keyof PanelLender, Column>;

/** The whole panel: lenders awaiting an admin's check first, then A to Z. */
export function listPanel(db: Database): Promise<PanelLender[]> {
  return db
    .select(panelColumns)
    .from(lenders)
    .orderBy(asc(lenders.confirmed), asc(sql`lower(${lenders.name})`), asc(lenders.id));
}

/** The values a lender row is given from the form; the audit log records them as they are. */
type LenderValues = Omit<PanelLender, "id">;

function valuesFrom(form: LenderForm): LenderValues {
  const percent = form.commissionKind === "percent";
  return {
    name: form.name,
    products: form.products ?? [],
    minAmountPence: form.minAmount,
    maxAmountPence: form.maxAmount,
    minTradingMonths: form.minTradingMonths,
    minTurnoverPence: form.minTurnover,
    excludedSectors: form.excludedSectors ?? [],
    decisionTime: form.decisionTime ?? null,
    commissionKind: form.commissionKind,
    commissionBasisPoints: percent ? form.commissionPercent : null,
    commissionFixedPence: percent ? null : form.commissionFee,
    commissionDueDays: form.commissionDueDays,
    contactName: form.contactName ?? null,
    contactEmail: form.contactEmail ?? null,
    contactPhone: form.contactPhone ?? null,
    active: form.active,
    // Saved by an admin from this page: checked, whether it was new or came from a submission.
    confirmed: true,
  };
}

export type PanelActor = { actorUserId: string; ip?: string | null };

export type SaveLenderResult =
  | { kind: "ok"; id: string; name: string; newlyConfirmed: boolean }
  | { kind: "name-taken"; name: string }
  | { kind: "gone" };

/** The name, in any case, is another lender's. */
async function nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const sameName = eq(sql`lower(${lenders.name})`, name.toLowerCase());
  const [row] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(exceptId ? and(sameName, ne(lenders.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

/** Adds a lender to the panel, confirmed; a name already on it (in any case) adds nothing. */
export async function createLender(
  db: Database,
  form: LenderForm,
  by: PanelActor,
): Promise<SaveLenderResult> {
  const values = valuesFrom(form);
  if (await nameTaken(db, values.name)) return { kind: "name-taken", name: values.name };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(lenders)
        .values({ ...values, createdByUserId: by.actorUserId })
        .returning({ id: lenders.id });
      await audit(tx, {
        actorUserId: by.actorUserId,
        action: "lender.create",
        targetType: "lender",
        targetId: row!.id,
        detail: {
          before: null,
          after: withoutContact(values),
          contactFields: contactChanges(null, values),
        },
        ip: by.ip,
      });
      return { kind: "ok" as const, id: row!.id, name: values.name, newlyConfirmed: false };
    });
  } catch (error) {
    // Another admin added the same name a moment ago.
    if (isUniqueViolation(error, "lenders_name_key")) {
      return { kind: "name-taken", name: values.name };
    }
    throw error;
  }
}

/**
 * Saves an admin's edit of a lender, which confirms a lender a broker added. The row is locked
 * while it is read and written, so the audit row's "before" is what was replaced.
 */
export async function updateLender(
  db: Database,
  id: string,
  form: LenderForm,
  by: PanelActor,
): Promise<SaveLenderResult> {
  if (!isUuid(id)) return { kind: "gone" };
  const values = valuesFrom(form);
  if (await nameTaken(db, values.name, id)) return { kind: "name-taken", name: values.name };
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select(panelColumns)
        .from(lenders)
        .where(eq(lenders.id, id))
        .for("update");
      if (!current) return { kind: "gone" as const };
      const { id: _id, ...before } = current;
      const [saved] = await tx
        .update(lenders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(lenders.id, id))
        .returning();
      // Deals funded before the lender had terms take these, and their commission follows.
      const dealsPriced = saved ? await termsForUntermedDeals(tx, saved) : 0;
      await audit(tx, {
        actorUserId: by.actorUserId,
        action: "lender.update",
        targetType: "lender",
        targetId: id,
        detail: {
          before: withoutContact(before),
          after: withoutContact(values),
          contactFields: contactChanges(before, values),
          dealsPriced,
        },
        ip: by.ip,
      });
      return { kind: "ok" as const, id, name: values.name, newlyConfirmed: !before.confirmed };
    });
  } catch (error) {
    if (isUniqueViolation(error, "lenders_name_key")) {
      return { kind: "name-taken", name: values.name };
    }
    throw error;
  }
}

export function nameTakenMessage(name: string): string {
  return `There is already a lender called "${name}" on the panel (names are compared in any case).`;
}

/** What the page's action does with a valid form: adds or saves, and says so at that form. */
export async function saveLender(
  work: { db: Database; by: PanelActor; submission: FormReply },
  form: LenderForm,
) {
  const place =
    form.intent === "create" ? { intent: "create" } : { intent: "update", id: form.lenderId };
  const result =
    form.intent === "create"
      ? await createLender(work.db, form, work.by)
      : await updateLender(work.db, form.lenderId ?? "", form, work.by);
  switch (result.kind) {
    case "gone":
      throw data("No such lender.", { status: 404 });
    case "name-taken":
      return formInvalid(work.submission, place, {
        fieldErrors: { name: [nameTakenMessage(result.name)] },
      });
    case "ok":
      return formDone(
        work.submission,
        place,
        form.intent === "create"
          ? `Added ${result.name} to the panel.`
          : result.newlyConfirmed
            ? `Confirmed and saved ${result.name}.`
            : `Saved ${result.name}.`,
        { reset: form.intent === "create" },
      );
  }
}
