import { count, eq, inArray } from "drizzle-orm";
import { isUuid } from "#app/schemas/fields.ts";
import { mergeLenderMessages, type LenderMerge } from "#app/schemas/admin-lenders.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { lenders, lenderSubmissions } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { formDone, formRefused, type FormReply } from "#app/server/admin/http.server.ts";
import type { PanelActor } from "#app/server/admin/lender-panel.server.ts";
import { plural } from "#app/schemas/admin.ts";

/**
 * Two panel lenders that are one (a broker typed "Funding Circle Ltd" before an admin saw it):
 * an admin merges one into the other. Its submissions move to the one that stays, it leaves
 * the panel, and the audit log keeps both ids and names (ADR 0028).
 */

type Named = { id: string; name: string };

/** The two lenders and how many submissions would move; null when either is not there. */
export async function lenderMergePreview(
  db: Database | DatabaseTransaction,
  fromId: string | null,
  intoId: string | null,
): Promise<{ from: Named; into: Named; submissions: number } | null> {
  if (!isUuid(fromId) || !isUuid(intoId) || fromId === intoId) return null;
  const rows = await db
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .where(inArray(lenders.id, [fromId, intoId]));
  const from = rows.find((row) => row.id === fromId);
  const into = rows.find((row) => row.id === intoId);
  if (!from || !into) return null;
  const [moving] = await db
    .select({ n: count() })
    .from(lenderSubmissions)
    .where(eq(lenderSubmissions.lenderId, fromId));
  return { from, into, submissions: Number(moving?.n ?? 0) };
}

export type MergeLendersResult =
  { kind: "ok"; from: Named; into: Named; moved: number } | { kind: "gone" };

export async function mergeLenders(
  db: Database,
  fromId: string,
  intoId: string,
  by: PanelActor,
): Promise<MergeLendersResult> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: lenders.id, name: lenders.name })
      .from(lenders)
      .where(inArray(lenders.id, [fromId, intoId]))
      .orderBy(lenders.id)
      .for("update");
    const from = locked.find((row) => row.id === fromId);
    const into = locked.find((row) => row.id === intoId);
    if (!from || !into || fromId === intoId) return { kind: "gone" as const };
    const moved = await tx
      .update(lenderSubmissions)
      .set({ lenderId: intoId })
      .where(eq(lenderSubmissions.lenderId, fromId))
      .returning({ id: lenderSubmissions.id });
    await tx.delete(lenders).where(eq(lenders.id, fromId));
    await audit(tx, {
      actorUserId: by.actorUserId,
      action: "lender.merge",
      targetType: "lender",
      targetId: intoId,
      detail: { merged: from, into },
      ip: by.ip,
    });
    return { kind: "ok" as const, from, into, moved: moved.length };
  });
}

/** The merge form's answer: done, saying what moved, or refused when a lender went meanwhile. */
export async function saveLenderMerge(
  work: { db: Database; by: PanelActor; submission: FormReply },
  value: LenderMerge,
) {
  const place = { intent: "merge" };
  const result = await mergeLenders(work.db, value.fromId, value.intoId, work.by);
  if (result.kind === "gone") {
    return formRefused(work.submission, place, mergeLenderMessages.gone, { status: 409 });
  }
  return formDone(
    work.submission,
    place,
    `Merged ${result.from.name} into ${result.into.name}: ${plural(result.moved, "submission")} moved.`,
  );
}
