import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { ZodObject } from "zod";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/schemas/rules.ts";
import { createContactMessage, createReferralPartner } from "#app/server/leads.server.ts";
import { checkRateLimit, formRateLimits, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { readFormData, RequestRefused } from "#app/server/request-body.server.ts";

/**
 * The action behind the referral and contact forms: bounded body, honeypot, per-address limit,
 * the form's schema as the authority, then one transaction storing the lead and its
 * notification. Every refusal is a 4xx with a message the form shows; nothing is half-stored.
 */
const forms = {
  referral: { schema: referralSchema, create: createReferralPartner, maxBytes: 16 * 1024 },
  contact: { schema: contactSchema, create: createContactMessage, maxBytes: 32 * 1024 },
} as const;

export type LeadFormName = keyof typeof forms;

export const leadFormMessages = {
  rateLimited: "You have sent this form several times in a short while. Please wait a few minutes and try again, or call us.",
  unavailable: "We could not send your details just now. Please try again in a moment, or call us.",
} as const;

export async function handleLeadForm({
  request,
  context,
  form,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: LeadFormName;
}) {
  const { schema, create, maxBytes } = forms[form];
  const services = context.get(servicesContext);

  let formData: FormData;
  try {
    formData = await readFormData(request, maxBytes);
  } catch (error) {
    if (error instanceof RequestRefused) {
      return data(
        { result: { status: "error" as const, error: { "": [error.message] } } },
        { status: error.status },
      );
    }
    throw error;
  }

  const submission = parseWithZod(formData, { schema: schema as ZodObject });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    services.logger.info({ form }, "honeypot filled: submission ignored");
    return data({ result: submission.reply() });
  }

  const limit = formRateLimits[form];
  const verdict = await checkRateLimit(
    services.db,
    rateLimitKey(form, context.get(clientAddressContext)),
    limit.limit * services.env.RATE_LIMIT_MULTIPLIER,
    limit.windowSeconds,
  );
  if (!verdict.allowed) {
    return data(
      { result: submission.reply({ formErrors: [leadFormMessages.rateLimited] }) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfter) } },
    );
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const { leadId } = await create(services.db, submission.value as any, { source: form });
  services.logger.info({ form, leadId }, "lead stored");
  return data({ result: submission.reply({ resetForm: true }) });
}
