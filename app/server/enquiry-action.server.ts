import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { sliderToAmount } from "#app/schemas/quote-rules.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/schemas/rules.ts";
import { createEnquiry } from "#app/server/leads.server.ts";
import { checkRateLimit, formRateLimits, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { readFormData, RequestRefused } from "#app/server/request-body.server.ts";
import { leadFormMessages } from "#app/server/lead-forms.server.ts";
import { paths } from "#app/paths.ts";

/**
 * The quick quote forms post here (the /enquiry route's action). With JavaScript the form has
 * already checked the answers and moves on whatever we answer (§4); without it, a valid
 * enquiry is redirected to its next page and an invalid one is shown again with its messages.
 */
export type EnquiryActionData = {
  ok: boolean;
  errors?: { email?: string; phone?: string; form?: string };
  values?: { email: string; phone: string; loanAmount: number };
};

export async function enquiryAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const services = context.get(servicesContext);
  let formData: FormData;
  try {
    formData = await readFormData(request, 8 * 1024);
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    return data<EnquiryActionData>({ ok: false, errors: { form: error.message } }, { status: error.status });
  }

  const fromScript = formData.get("client") === "js";
  const next = formData.get("next") === "application" ? paths.application : paths.enquiry;
  if (!formData.get("loanAmount")) {
    formData.set("loanAmount", String(sliderToAmount(Number(formData.get("loanPosition") ?? 50))));
  }
  const submission = parseWithZod(formData, { schema: enquirySchema });
  const values = {
    email: String(formData.get("email") ?? "").slice(0, 254),
    phone: String(formData.get("phone") ?? "").slice(0, 30),
    loanAmount: Number(formData.get("loanAmount")) || 75_000,
  };
  if (submission.status !== "success") {
    const fieldErrors = submission.error ?? {};
    return data<EnquiryActionData>(
      { ok: false, errors: { email: fieldErrors.email?.[0], phone: fieldErrors.phone?.[0] }, values },
      { status: 400 },
    );
  }
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    services.logger.info({ form: "enquiry" }, "honeypot filled: submission ignored");
    return fromScript ? data<EnquiryActionData>({ ok: true }) : redirect(next);
  }
  const limit = formRateLimits.enquiry;
  const verdict = await checkRateLimit(
    services.db,
    rateLimitKey("enquiry", context.get(clientAddressContext)),
    limit.limit * services.env.RATE_LIMIT_MULTIPLIER,
    limit.windowSeconds,
  );
  if (!verdict.allowed) {
    return data<EnquiryActionData>(
      { ok: false, errors: { form: leadFormMessages.rateLimited }, values },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfter) } },
    );
  }
  const source = next === paths.enquiry ? "home-hero" : "quote-form";
  const { leadId } = await createEnquiry(services.db, submission.value, { source });
  services.logger.info({ form: "enquiry", leadId }, "lead stored");
  return fromScript ? data<EnquiryActionData>({ ok: true }) : redirect(next);
}
