import { data, redirect } from "react-router";
import type { Logger } from "#app/server/logger.server.ts";
import { parseFormSubmission } from "#app/server/form-submission.server.ts";
import { paths } from "#app/paths.ts";
import { formatTimestamp } from "#app/lib/dates.ts";
import {
  blankDirector,
  newDirectorId,
  type ApplicationValues,
} from "#app/lib/application-values.ts";
import { normaliseApplicationValues } from "#app/lib/application-values-read.ts";
import {
  applicationDraftSchema,
  applicationSchema,
  missingApplicationAnswers,
  type Application,
} from "#app/schemas/application.ts";
import { MAX_DIRECTORS } from "#app/schemas/application-answers.ts";
import { cleanSingleLine } from "#app/schemas/fields.ts";
import {
  ADD_DIRECTOR_INTENT,
  CLIENT_FIELD,
  INTENT_FIELD,
  REMOVE_DIRECTOR_INTENT,
  SAVE_DRAFT_INTENT,
  SCRIPT_CLIENT,
  TIMESTAMP_FIELD,
  type ApplicationActionData,
  type RefusalReason,
} from "#app/lib/application-action-result.ts";
import { submitFailure } from "#app/content/application.ts";
import { leadFormMessages } from "#app/server/lead-forms.server.ts";
import {
  clearEnquiryReceipt,
  serializeApplicationReceipt,
} from "#app/server/receipt-cookie.server.ts";
import { handleSaveDraft, type DraftBackend } from "#app/server/save-draft-action.server.ts";

/** Ten directors with long addresses fit in a fraction of this. */
export const APPLICATION_BODY_LIMIT = 64 * 1024;

/** What the action needs from the data layer. */
export type ApplicationBackend = DraftBackend & {
  /** Counts one application from this client address against its limit. */
  checkLimit(clientAddress: string): Promise<{ allowed: boolean; retryAfter: number }>;
  /**
   * Stores the application (and its broker notification) in one transaction. Its introducer
   * code counts against the client's introducer look-ups, and over them is not applied.
   */
  createApplication(
    application: Application,
    clientAddress: string,
  ): Promise<{
    applicationId: string;
    uploadToken: string;
  }>;
};

type ActionDeps = { backend: ApplicationBackend; logger: Logger; clientAddress: string };

function reply(body: ApplicationActionData, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}

function refuse(
  reason: RefusalReason,
  status: number,
  message: string,
  options: { values?: ApplicationValues; headers?: HeadersInit } = {},
) {
  return reply(
    { status: "refused", reason, message, values: options.values ?? null },
    status,
    options.headers,
  );
}

/** A single posted value as text ("" when absent or repeated). */
function text(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === "string" ? value : "";
}

function submittedAt(payload: Record<string, unknown>): string {
  const given = cleanSingleLine(text(payload, TIMESTAMP_FIELD)).slice(0, 64);
  return given || formatTimestamp(new Date());
}

/**
 * The /application action. Works the same for the wizard's script and for a plain form post;
 * the script marks its posts so that success is answered with the application id (the wizard
 * then stores it and moves on) rather than a redirect to the results page.
 */
export async function handleApplicationAction(request: Request, deps: ActionDeps) {
  const { backend, logger, clientAddress } = deps;
  const form = await parseFormSubmission(request, applicationDraftSchema, {
    maxBytes: APPLICATION_BODY_LIMIT,
  });
  if (form.status === "refused") {
    logger.info({ form: "application", status: form.httpStatus }, "form post refused");
    const reason = form.httpStatus === 413 ? "too-large" : "malformed";
    return refuse(reason, form.httpStatus, form.message);
  }
  if (form.status === "honeypot") {
    // Looks accepted to whoever sent it; nothing is stored or sent to the brokers.
    logger.info({ form: "application" }, "honeypot filled: submission ignored");
    return redirect(paths.results);
  }
  // The draft schema only checks formats here; what must be answered is checked below, after
  // the answers are read the way the wizard holds them.
  const payload = (form.submission.payload ?? {}) as Record<string, unknown>;
  const fromScript = text(payload, CLIENT_FIELD) === SCRIPT_CLIENT;
  const intent = text(payload, INTENT_FIELD);
  const values = normaliseApplicationValues(payload);

  if (intent === SAVE_DRAFT_INTENT) {
    return handleSaveDraft(payload, values, { backend, logger, clientAddress, fromScript });
  }
  if (intent === ADD_DIRECTOR_INTENT) {
    const index = values.directors.length;
    if (index >= MAX_DIRECTORS) return reply({ status: "editing", values, focus: null });
    values.directors.push(blankDirector(newDirectorId(values.directors)));
    return reply({ status: "editing", values, focus: `directors[${index}].firstName` });
  }
  if (intent.startsWith(`${REMOVE_DIRECTOR_INTENT}:`)) {
    const id = intent.slice(REMOVE_DIRECTOR_INTENT.length + 1);
    if (values.directors.length > 1) {
      values.directors = values.directors.filter((director) => director.id !== id);
    }
    return reply({ status: "editing", values, focus: null });
  }

  const parsed = applicationSchema.safeParse(values);
  if (!parsed.success) {
    // A plain post gets its page back as 200: it is the form with its error summary, and a
    // 4xx document is what CDNs and proxies tend to replace with an error page of their own.
    const status = fromScript ? 400 : 200;
    return reply({ status: "invalid", values, errors: missingApplicationAnswers(values) }, status);
  }
  const application: Application = { ...parsed.data, timestamp: submittedAt(payload) };

  let receipt: { applicationId: string; uploadToken: string };
  try {
    const verdict = await backend.checkLimit(clientAddress);
    if (!verdict.allowed) {
      logger.warn({ form: "application" }, "rate limit reached");
      return refuse("rate-limited", 429, leadFormMessages.rateLimited, {
        values,
        headers: { "Retry-After": String(verdict.retryAfter) },
      });
    }
    receipt = await backend.createApplication(application, clientAddress);
  } catch (error) {
    logger.error({ err: error }, "application could not be stored");
    return refuse("unavailable", 503, submitFailure.description, { values });
  }
  logger.info({ form: "application", applicationId: receipt.applicationId }, "lead stored");

  const cookies = new Headers();
  cookies.append("Set-Cookie", await serializeApplicationReceipt(receipt, request));
  cookies.append("Set-Cookie", await clearEnquiryReceipt(request));
  if (!fromScript) return redirect(paths.results, { headers: cookies });
  return reply({ status: "submitted", ...receipt, application }, 200, cookies);
}
