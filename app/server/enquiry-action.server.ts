import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { createEnquiryWithinLimit } from "#app/server/leads.server.ts";
import { formErrorReply, parseFormSubmission } from "#app/server/form-submission.server.ts";
import { formRateLimit, leadFormMessages } from "#app/server/lead-forms.server.ts";
import { paths } from "#app/paths.ts";
import { serializeEnquiryReceipt } from "#app/server/receipt-cookie.server.ts";

/**
 * The quick quote forms post here (the /enquiry route's action, `?variant=desktop|mobile|landing`).
 * With JavaScript the form has already checked the answers and moves on whatever we answer
 * (§4); without it, a valid enquiry is redirected to its next page and an invalid one is shown
 * again with its messages and the visitor's typing. A stored enquiry sets the enquiry receipt
 * cookie either way, so the next page can say what was received.
 */
export type EnquiryActionData = { result: SubmissionResult<string[]> };

const sources = { desktop: "home-hero", mobile: "home-mobile", landing: "social-landing" } as const;

export async function enquiryAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const services = context.get(servicesContext);
  const requested = new URL(request.url).searchParams.get("variant");
  const variant: keyof typeof sources =
    requested === "mobile" || requested === "landing" ? requested : "desktop";
  const next = variant === "desktop" ? paths.enquiry : paths.application;
  // A stored enquiry is answered by sending the visitor on; the script-driven form does not
  // follow the redirect (it navigates itself), a plain form post does.
  const answered = () => redirect(next);

  const parsed = await parseFormSubmission(request, enquirySchema, { maxBytes: 8 * 1024 });
  if (parsed.status === "honeypot") {
    services.logger.info({ form: "enquiry" }, "honeypot filled: submission ignored");
    return answered();
  }
  if (parsed.status !== "valid") {
    return data<EnquiryActionData>({ result: parsed.reply }, { status: parsed.httpStatus });
  }
  // The visit is counted against the form's limit in the statement that stores the enquiry.
  const stored = await createEnquiryWithinLimit(
    services.db,
    parsed.value,
    { source: sources[variant] },
    formRateLimit(context, "enquiry"),
  );
  if (!stored.allowed) {
    // Without the answers: the correction form starts again from what it shows by default.
    return data<EnquiryActionData>(
      { result: formErrorReply(leadFormMessages.rateLimited) },
      { status: 429, headers: { "Retry-After": String(stored.verdict.retryAfter) } },
    );
  }
  const { leadId, reference, joined } = stored;
  services.notifyOutbox();
  services.logger.info({ form: "enquiry", leadId }, "lead stored");
  // The next page says the request was received (on every device, with or without scripts).
  const receipt = await serializeEnquiryReceipt(
    joined
      ? { loanAmount: parsed.value.loanAmount, reference: null, joined }
      : { loanAmount: parsed.value.loanAmount, reference },
    request,
  );
  return redirect(next, { headers: { "Set-Cookie": receipt } });
}
