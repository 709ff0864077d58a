import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  STANDARD_TEMPLATES,
  isStandardTemplate,
  standardTemplates,
  type TemplateText,
} from "#app/content/broker-emails.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { emailTemplates, users } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * The templates brokers start an email to the applicant from (ADR 0034): the standard ones as
 * written in app/content/broker-emails.ts until an admin saves their own text, and those an
 * admin added. Saved against the version the admin saw: version 0 is a standard template's
 * own text, never saved.
 */

export type EmailTemplate = TemplateText & {
  id: string;
  version: number;
  /** One of the standard templates (which can be put back to its own text, not removed). */
  standard: boolean;
  /** Saved by an admin (a standard template no longer reads as written). */
  edited: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** Every template: the standard ones first, in their order, then those added, by name. */
export async function listEmailTemplates(db: Database): Promise<EmailTemplate[]> {
  const rows = await db
    .select({
      id: emailTemplates.id,
      label: emailTemplates.label,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      version: emailTemplates.version,
      updatedAt: emailTemplates.updatedAt,
      updatedBy: users.name,
    })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.updatedByUserId))
    .orderBy(asc(emailTemplates.label));
  const saved = new Map(rows.map((row) => [row.id, row]));
  const standard = STANDARD_TEMPLATES.map((id): EmailTemplate => {
    const row = saved.get(id);
    return row
      ? { ...row, standard: true, edited: true }
      : {
          id,
          ...standardTemplates[id],
          version: 0,
          standard: true,
          edited: false,
          updatedAt: null,
          updatedBy: null,
        };
  });
  const added = rows
    .filter((row) => !isStandardTemplate(row.id))
    .map((row): EmailTemplate => ({ ...row, standard: false, edited: true }));
  return [...standard, ...added];
}

export type TemplateSaved =
  | { kind: "ok"; id: string; label: string }
  /** Another admin saved or removed it since this one's page was loaded. */
  | { kind: "stale" }
  | { kind: "gone" };

/** Saves a template's text (a new one when `id` is null) against the version the admin saw. */
export async function saveEmailTemplate(
  db: Database,
  value: TemplateText & { id: string | null; version: number },
  actor: Actor,
): Promise<TemplateSaved> {
  return db.transaction(async (tx) => {
    const text = { label: value.label, subject: value.subject, body: value.body };
    const id = value.id ?? randomUUID();
    let saved: { id: string }[];
    if (value.id === null || (isStandardTemplate(value.id) && value.version === 0)) {
      saved = await tx
        .insert(emailTemplates)
        .values({ id, ...text, version: 1, updatedByUserId: actor.userId })
        .onConflictDoNothing()
        .returning({ id: emailTemplates.id });
    } else {
      saved = await tx
        .update(emailTemplates)
        .set({
          ...text,
          version: value.version + 1,
          updatedByUserId: actor.userId,
          updatedAt: new Date(),
        })
        .where(and(eq(emailTemplates.id, id), eq(emailTemplates.version, value.version)))
        .returning({ id: emailTemplates.id });
    }
    if (saved.length === 0) {
      if (value.id !== null && !isStandardTemplate(value.id)) {
        const [still] = await tx
          .select({ id: emailTemplates.id })
          .from(emailTemplates)
          .where(eq(emailTemplates.id, value.id));
        if (!still) return { kind: "gone" };
      }
      return { kind: "stale" };
    }
    await audit(tx, {
      actorUserId: actor.userId,
      action: value.id === null ? "template.create" : "template.update",
      targetType: "template",
      targetId: id,
      detail: { label: value.label },
      ip: actor.ip,
    });
    return { kind: "ok", id, label: value.label };
  });
}

/**
 * Removes a template an admin added, or puts a standard one back to its own text, against the
 * version the admin saw.
 */
export async function removeEmailTemplate(
  db: Database,
  value: { id: string; version: number },
  actor: Actor,
): Promise<TemplateSaved> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.id, value.id), eq(emailTemplates.version, value.version)))
      .returning({ id: emailTemplates.id, label: emailTemplates.label });
    if (!removed) return { kind: "stale" };
    const standard = isStandardTemplate(value.id);
    await audit(tx, {
      actorUserId: actor.userId,
      action: standard ? "template.restore" : "template.remove",
      targetType: "template",
      targetId: value.id,
      detail: { label: removed.label },
      ip: actor.ip,
    });
    const label = standard
      ? standardTemplates[value.id as keyof typeof standardTemplates].label
      : removed.label;
    return { kind: "ok", id: value.id, label };
  });
}
