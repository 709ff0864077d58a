import type { SubmissionResult } from "@conform-to/react";
import { and, desc, inArray, sql } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { lostLinkSchema } from "#app/schemas/lost-link.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, outbox } from "#app/server/db/schema.ts";
import { parseFormSubmission } from "#app/server/form-submission.server.ts";
import { withinFormLimit } from "#app/server/lead-forms.server.ts";
import { checkRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";

/**
 * "Lost your link?" (/track): each of the address's newest leads is sent a new secure link, with
 * the same answer whether the address is known or not, under two limits.
 * ADR 0010 (applicant tracking link).
 */

/** At most this many leads of one address are sent a link per request, newest first. */
export const LOST_LINK_MAX_LEADS = 5;

/** Requests about one email address, from anywhere. */
export const lostLinkEmailLimit = { limit: 3, windowSeconds: 3600 } as const;

/**
 * Queues a link mail for each of the address's newest enquiries and applications (any case);
 * resolves to how many. Erased leads are gone, so they are never found.
 */
export async function queueTrackingLinks(db: Database, email: string): Promise<number> {
  const found = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`,
        inArray(leads.kind, ["enquiry", "application"]),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(LOST_LINK_MAX_LEADS);
  if (found.length === 0) return 0;
  await db.insert(outbox).values(
    found.map(({ id }) => ({
      leadId: id,
      topic: APPLICANT_MAIL_TOPICS.link,
      payload: { leadId: id },
    })),
  );
  return found.length;
}

// Known address or not, over its own limit or not: this is the answer.
const answered: SubmissionResult<string[]> = { status: "success", initialValue: null };

export async function handleLostLinkForm({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const services = context.get(servicesContext);
  const parsed = await parseFormSubmission(request, lostLinkSchema, { maxBytes: 8 * 1024 });
  if (parsed.status === "honeypot") {
    services.logger.info({ form: "lost-link" }, "honeypot filled: submission ignored");
    return data({ result: answered });
  }
  if (parsed.status !== "valid") {
    return data({ result: parsed.reply }, { status: parsed.httpStatus });
  }
  const verdict = await withinFormLimit(context, "lostLink");
  if (!verdict.allowed) {
    return data(
      { result: parsed.submission.reply({ formErrors: [rateLimitedMessage] }) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfter) } },
    );
  }
  // The form is emptied as after any success.
  const reply = { ...parsed.submission.reply({ resetForm: true }), ...answered };
  const email = parsed.value.email.toLowerCase();
  const perEmail = await checkRateLimit(
    services.db,
    rateLimitKey("lost-link-email", email),
    lostLinkEmailLimit.limit,
    lostLinkEmailLimit.windowSeconds,
  );
  if (!perEmail.allowed) {
    services.logger.info({ form: "lost-link" }, "lost-link: that address asked too often");
    return data({ result: reply });
  }
  const queued = await queueTrackingLinks(services.db, email);
  if (queued > 0) services.notifyOutbox();
  services.logger.info({ form: "lost-link", queued }, "lost-link answered");
  return data({ result: reply });
}
