import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { createContactMessage, createReferralPartner } from "#app/server/leads.server.ts";
import {
  checkRateLimit,
  formRateLimits,
  rateLimitKey,
  type RateLimit,
} from "#app/server/rate-limit.server.ts";
import { parseFormSubmission } from "#app/server/form-submission.server.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";

/**
 * The action behind the referral and contact forms: bounded body, honeypot, per-address limit,
 * the form's schema as the authority, then one transaction storing the lead and its
 * notification. Every refusal is a 4xx with a message the form shows; nothing is half-stored.
 */
export const leadFormMessages = { rateLimited: rateLimitedMessage } as const;

/** This address's allowance on `form`. */
export function formRateLimit(
  context: Readonly<RouterContextProvider>,
  form: keyof typeof formRateLimits,
): RateLimit {
  const { limit, windowSeconds } = formRateLimits[form];
  return {
    key: rateLimitKey(form, context.get(clientAddressContext)),
    limit: limit * context.get(servicesContext).env.RATE_LIMIT_MULTIPLIER,
    windowSeconds,
  };
}

/** Whether this address may send `form` now; counts the attempt. */
export async function withinFormLimit(
  context: Readonly<RouterContextProvider>,
  form: keyof typeof formRateLimits,
) {
  const { key, limit, windowSeconds } = formRateLimit(context, form);
  return checkRateLimit(context.get(servicesContext).db, key, limit, windowSeconds);
}

// A referral or a contact message is a few short answers; anything bigger is not a person.
const maxBytes = { referral: 16 * 1024, contact: 32 * 1024 } as const;

// What a bot that filled the honeypot sees: the same answer as a real success.
const successReply: SubmissionResult<string[]> = { status: "success", initialValue: null };

async function submit<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: "referral" | "contact",
  schema: typeof referralSchema | typeof contactSchema,
  create: (value: T) => Promise<{ leadId: string; joined: boolean }>,
) {
  const services = context.get(servicesContext);
  const parsed = await parseFormSubmission(request, schema, { maxBytes: maxBytes[form] });
  if (parsed.status === "honeypot") {
    services.logger.info({ form }, "honeypot filled: submission ignored");
    return data({ result: successReply });
  }
  if (parsed.status !== "valid") {
    return data({ result: parsed.reply }, { status: parsed.httpStatus });
  }
  const verdict = await withinFormLimit(context, form);
  if (!verdict.allowed) {
    return data(
      { result: parsed.submission.reply({ formErrors: [leadFormMessages.rateLimited] }) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfter) } },
    );
  }
  const { leadId, joined } = await create(parsed.value as T);
  services.notifyOutbox();
  services.logger.info({ form, leadId }, "lead stored");
  // A message that joined the sender's open case says so (with no reference: see ADR 0027).
  return data({
    result: { ...parsed.submission.reply({ resetForm: true }), ...successReply },
    ...(joined ? { joined } : {}),
  });
}

export function handleLeadForm({
  request,
  context,
  form,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: "referral" | "contact";
}) {
  const { db } = context.get(servicesContext);
  return form === "referral"
    ? submit(
        request,
        context,
        form,
        referralSchema,
        (value: Parameters<typeof createReferralPartner>[1]) =>
          createReferralPartner(db, value, { source: form }),
      )
    : submit(
        request,
        context,
        form,
        contactSchema,
        (value: Parameters<typeof createContactMessage>[1]) =>
          createContactMessage(db, value, { source: form }),
      );
}
