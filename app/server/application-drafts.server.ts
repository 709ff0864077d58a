import { DRAFT_LINK_TOPIC } from "#app/schemas/value-lists.ts";
import { and, count, eq, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { formatLongDate } from "#app/lib/dates.ts";
import type { SiteConfig } from "#app/config/site.ts";
import { DRAFT_LIFETIME_DAYS, draftMailCopy } from "#app/content/application-drafts.ts";
import { wizardStepFrom, type WizardStepNumber } from "#app/lib/application-storage.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { normaliseApplicationValues } from "#app/lib/application-values-read.ts";
import { paths } from "#app/paths.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { applicationDrafts, outbox } from "#app/server/db/schema.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { PermanentMailError } from "#app/server/mail.server.ts";
import type { ApplicantMailComposer } from "#app/server/mail/applicant-mail-types.server.ts";
import type { MailContent } from "#app/server/mail/notification-content.server.ts";
import { mayMailRecipient } from "#app/server/rate-limit.server.ts";
import { typedPhoneIs } from "#app/server/admin/lead/search.server.ts";
import {
  hashSecretToken,
  newSecretToken,
  secretTokenPattern,
} from "#app/server/secret-token.server.ts";

/**
 * Applications saved part-way ("Save and continue later"). Saving stores the wizard's answers
 * for 30 days with the address to mail, and queues the mail in the same transaction. The link's
 * token is made when that mail is composed and only its SHA-256 is kept: a retried send makes a
 * new link, and only the newest one opens the draft. Expired drafts go with the retention
 * purge, and a person's drafts with their erasure.
 */

const DAY_MS = 86_400_000;

export type DraftToSave = {
  /** As the visitor typed it (already checked); kept in lower case. */
  email: string;
  values: ApplicationValues;
  step: WizardStepNumber;
};

/**
 * Stores the draft and queues the mail with its link, in one transaction. An address already
 * sent its share of mail this hour (`recipientMailLimit`) gets none: the draft is kept all the
 * same, and the visitor is answered as ever.
 */
export async function saveApplicationDraft(
  db: Database,
  draft: DraftToSave,
  now: Date = new Date(),
): Promise<{ draftId: string; mailed: boolean }> {
  const mailed = await mayMailRecipient(db, draft.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationDrafts)
      .values({
        email: draft.email.toLowerCase(),
        answers: draft.values,
        // The table counts steps from 0.
        step: draft.step - 1,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_DAYS * DAY_MS),
      })
      .returning({ id: applicationDrafts.id });
    if (!row) throw new Error("draft insert returned no row");
    if (mailed) {
      await tx.insert(outbox).values({ topic: DRAFT_LINK_TOPIC, payload: { draftId: row.id } });
    }
    return { draftId: row.id, mailed };
  });
}

/** The absolute address of a draft's link, for mail. */
export function resumeDraftUrl(origin: string, token: string): string {
  return `${origin}${paths.resumeDraft(token)}`;
}

export function draftLinkContent(site: SiteConfig, url: string, expiresAt: Date): MailContent {
  return {
    subject: draftMailCopy.subject,
    heading: draftMailCopy.heading,
    replyTo: site.email,
    callToAction: { label: draftMailCopy.linkLabel, url },
    sections: [
      {
        title: draftMailCopy.linkTitle,
        text: draftMailCopy.expires(formatLongDate(expiresAt)),
      },
      { title: draftMailCopy.notYouTitle, text: draftMailCopy.notYou },
      {
        title: draftMailCopy.helpTitle,
        text: draftMailCopy.help(site.phoneDisplay, site.brokerHours),
      },
    ],
  };
}

/**
 * The "draft.link" mail, composed as it is sent: a new token for the draft (replacing any
 * earlier link's hash) and the link in the mail. A draft that has expired or been erased since
 * it was saved gets no mail.
 */
export const composeDraftLinkMail: ApplicantMailComposer = async (payload, { db, site, now }) => {
  const draftId = typeof payload.draftId === "string" ? payload.draftId : "";
  if (!isUuid(draftId)) throw new PermanentMailError("a draft link mail without a draft");
  const { token, hash } = newSecretToken();
  const [draft] = await db
    .update(applicationDrafts)
    .set({ tokenHash: hash })
    .where(and(eq(applicationDrafts.id, draftId), gt(applicationDrafts.expiresAt, now)))
    .returning({ email: applicationDrafts.email, expiresAt: applicationDrafts.expiresAt });
  if (!draft) throw new PermanentMailError("the saved application has expired or been erased");
  return {
    to: draft.email,
    content: draftLinkContent(site, resumeDraftUrl(site.origin, token), draft.expiresAt),
  };
};

export type DraftCheck =
  | { status: "valid"; values: ApplicationValues; step: WizardStepNumber }
  | { status: "expired" }
  | { status: "invalid" };

/**
 * What a link's token opens: the saved answers and step while the draft lasts; "expired" for a
 * real link past its time; "invalid" for anything else (malformed, altered, replaced by a newer
 * link, erased).
 */
export async function openApplicationDraft(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<DraftCheck> {
  if (!secretTokenPattern.test(token)) return { status: "invalid" };
  const [row] = await db
    .select({
      answers: applicationDrafts.answers,
      step: applicationDrafts.step,
      expiresAt: applicationDrafts.expiresAt,
    })
    .from(applicationDrafts)
    .where(eq(applicationDrafts.tokenHash, hashSecretToken(token)))
    .limit(1);
  if (!row) return { status: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return {
    status: "valid",
    values: normaliseApplicationValues(row.answers),
    step: wizardStepFrom(row.step + 1),
  };
}

// ---------------------------------------------------------------------------------------------
// Retention and data protection

export type DraftRemovalDeps = {
  db: Database | DatabaseTransaction;
  logger: Logger;
  /** Removes what the mail transport kept of a mail (the .eml file), if anything. */
  forgetMail(outboxId: string): Promise<void>;
};

/** Deletes the drafts `where` picks, with their link mails (rows and files); returns how many. */
async function removeDrafts(deps: DraftRemovalDeps, where: SQL): Promise<number> {
  const removed = await deps.db
    .delete(applicationDrafts)
    .where(where)
    .returning({ id: applicationDrafts.id });
  if (removed.length === 0) return 0;
  const mails = await deps.db
    .delete(outbox)
    .where(
      and(
        eq(outbox.topic, DRAFT_LINK_TOPIC),
        inArray(
          sql<string>`${outbox.payload}->>'draftId'`,
          removed.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: outbox.id });
  for (const mail of mails) {
    await deps.forgetMail(mail.id).catch((error: unknown) => {
      deps.logger.error({ err: error, outboxId: mail.id }, "a mail file could not be deleted");
    });
  }
  return removed.length;
}

/** Drafts past their 30 days: deleted by the retention purge, or only counted in a dry run. */
export async function purgeExpiredDrafts(
  deps: DraftRemovalDeps,
  options: { now?: Date; dryRun?: boolean } = {},
): Promise<number> {
  const expired = lte(applicationDrafts.expiresAt, options.now ?? new Date());
  if (!options.dryRun) return removeDrafts(deps, expired);
  const [row] = await deps.db.select({ n: count() }).from(applicationDrafts).where(expired);
  return row?.n ?? 0;
}

/** A person as the data-protection page looks them up: lower-case email, E.164 phone. */
export type DraftPerson = { email?: string; phone?: string };

/**
 * The drafts that are the person's: saved for their address, or naming them as a director (by
 * email or by any spelling of their mobile number).
 */
function personDrafts({ email, phone }: DraftPerson): SQL | undefined {
  const directors = sql`jsonb_array_elements(${applicationDrafts.answers}->'directors') as director`;
  const conditions: SQL[] = [];
  if (email) {
    conditions.push(
      sql`lower(${applicationDrafts.email}) = ${email}`,
      sql`exists (select 1 from ${directors} where lower(director->>'email') = ${email})`,
    );
  }
  if (phone) {
    conditions.push(
      sql`exists (select 1 from ${directors} where ${typedPhoneIs(sql`director->>'mobile'`, phone)})`,
    );
  }
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** How many saved applications are the person's, for the data-protection page. */
export async function countPersonDrafts(db: Database, person: DraftPerson): Promise<number> {
  const where = personDrafts(person);
  if (!where) return 0;
  const [row] = await db.select({ n: count() }).from(applicationDrafts).where(where);
  return row?.n ?? 0;
}

/** The person's saved applications for an export: answers and dates, never the link's hash. */
export async function exportPersonDrafts(db: Database, person: DraftPerson) {
  const where = personDrafts(person);
  if (!where) return [];
  const rows = await db
    .select({
      id: applicationDrafts.id,
      email: applicationDrafts.email,
      answers: applicationDrafts.answers,
      step: applicationDrafts.step,
      linkSent: sql<boolean>`${applicationDrafts.tokenHash} is not null`,
      createdAt: applicationDrafts.createdAt,
      updatedAt: applicationDrafts.updatedAt,
      expiresAt: applicationDrafts.expiresAt,
    })
    .from(applicationDrafts)
    .where(where)
    .orderBy(applicationDrafts.createdAt);
  return rows.map((row) => ({ ...row, step: wizardStepFrom(row.step + 1) }));
}

/** Erasure: deletes the person's saved applications and their link mails; returns how many. */
export async function erasePersonDrafts(
  deps: DraftRemovalDeps,
  person: DraftPerson,
): Promise<number> {
  const where = personDrafts(person);
  return where ? removeDrafts(deps, where) : 0;
}
