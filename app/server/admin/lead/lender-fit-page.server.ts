import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { lenders } from "#app/server/db/schema.ts";
import type { DealFacts } from "#app/lib/deal-facts.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";
import { panelColumns } from "#app/server/admin/lender-panel.server.ts";
import { lendersThatFit } from "#app/server/admin/lead/lender-fit.ts";

/** The active lenders with their criteria, A to Z, and whether an admin has confirmed each. */
export function activePanel(db: Database): Promise<PanelLender[]> {
  return db
    .select(panelColumns)
    .from(lenders)
    .where(eq(lenders.active, true))
    .orderBy(asc(sql`lower(${lenders.name})`), asc(lenders.id));
}

/**
 * The case page's lenders: the confirmed panel against the case's deal facts ("Lenders that
 * fit"), and the submission form's choice, those that fit first. `?submitTo=<lender id>` (the
 * "Submit to …" link) chooses that lender on the form.
 */
export async function loadLenderChoices(
  db: Database,
  facts: Pick<DealFacts, "product" | "loanAmount" | "tradingSince" | "sector" | "turnoverPence">,
  url: URL,
  now: Date,
) {
  const panel = await activePanel(db);
  const lenderFit = lendersThatFit(
    facts,
    panel.filter((lender) => lender.confirmed),
    now,
  );
  const fitting = new Set(lenderFit.filter((fit) => fit.fits).map((fit) => fit.id));
  const submitTo = url.searchParams.get("submitTo");
  const chosen = isUuid(submitTo) ? panel.find((lender) => lender.id === submitTo) : undefined;
  return {
    lenderFit,
    panel: {
      fitting: panel.filter((lender) => fitting.has(lender.id)).map((lender) => lender.name),
      others: panel.filter((lender) => !fitting.has(lender.id)).map((lender) => lender.name),
      /** The lender a "Submit to …" link chose, for the new submission form. */
      chosen: chosen?.name ?? null,
    },
  };
}

export type LenderChoices = Awaited<ReturnType<typeof loadLenderChoices>>;
