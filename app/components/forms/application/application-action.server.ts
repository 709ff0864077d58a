import { randomBytes, randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Logger } from "#app/server/logger.server.ts";
import { paths } from "#app/paths.ts";
import {
  blankDirector,
  newDirectorId,
  normaliseApplicationValues,
  type ApplicationValues,
} from "#app/lib/application-values.ts";
import {
  MAX_DIRECTORS,
  applicationDraftSchema,
  applicationSchema,
  missingApplicationAnswers,
  type Application,
} from "#app/schemas/application.ts";
import { HONEYPOT_FIELD, cleanSingleLine, isHoneypotFilled } from "#app/schemas/fields.ts";
import {
  ADD_DIRECTOR_INTENT,
  CLIENT_FIELD,
  INTENT_FIELD,
  REMOVE_DIRECTOR_INTENT,
  SCRIPT_CLIENT,
  TIMESTAMP_FIELD,
  refusalMessages,
  type ApplicationActionData,
  type RefusalReason,
} from "#app/components/forms/application/action-result.ts";
import { serializeApplicationReceipt } from "#app/components/forms/application/receipt-cookie.server.ts";

/** Ten directors with long addresses fit in a fraction of this. */
export const APPLICATION_BODY_LIMIT = 64 * 1024;
/** Applications accepted from one address per hour. */
export const APPLICATIONS_PER_HOUR = 10;

export type SubmissionMeta = { ip: string; userAgent: string | null };

/** What the action needs from the data layer. */
export type ApplicationBackend = {
  /** Counts one application from `ip`; false once the hourly limit is reached. */
  allowApplication(ip: string): Promise<boolean>;
  /** Stores the application (and its broker notification) in one transaction. */
  createApplication(
    application: Application,
    meta: SubmissionMeta,
  ): Promise<{ applicationId: string; uploadToken: string }>;
};

type ActionDeps = { backend: ApplicationBackend; logger: Logger; ip: string };

const statusOf: Record<RefusalReason, number> = {
  "too-large": 413,
  malformed: 400,
  "rate-limited": 429,
  unavailable: 503,
};

function reply(body: ApplicationActionData, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}

function refuse(reason: RefusalReason, values: ApplicationValues | null = null) {
  return reply(
    { status: "refused", reason, message: refusalMessages[reason], values },
    statusOf[reason],
  );
}

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The posted form, read with a size limit, or why it cannot be read. */
export async function readLimitedForm(
  request: Request,
  limit: number,
): Promise<FormData | "too-large" | "malformed"> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(mediaType)) return "malformed";
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return "too-large";
  if (!request.body) return "malformed";

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "malformed";
  }
  try {
    const body = new Blob(chunks as BlobPart[]);
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return "malformed";
  }
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function submittedAt(formData: FormData): string {
  const given = cleanSingleLine(text(formData, TIMESTAMP_FIELD)).slice(0, 64);
  return given || new Date().toLocaleString("en-GB", { timeZone: "Europe/London" });
}

/**
 * The /application action. Works the same for the wizard's script and for a plain form post;
 * the script marks its posts so that success is answered with the application id (the wizard
 * then stores it and moves on) rather than a redirect to the results page.
 */
export async function handleApplicationAction(request: Request, deps: ActionDeps) {
  const { backend, logger, ip } = deps;
  const formData = await readLimitedForm(request, APPLICATION_BODY_LIMIT);
  if (formData === "too-large" || formData === "malformed") {
    logger.info({ reason: formData }, "application post refused");
    return refuse(formData);
  }
  const fromScript = text(formData, CLIENT_FIELD) === SCRIPT_CLIENT;
  const intent = text(formData, INTENT_FIELD);
  const values = normaliseApplicationValues(
    parseWithZod(formData, { schema: applicationDraftSchema }).payload,
  );

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

  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    // Looks accepted to whoever sent it; nothing is stored or sent to the brokers.
    logger.info({ ip }, "application honeypot filled");
    if (!fromScript) return redirect(paths.results);
    const parsed = applicationSchema.safeParse(values);
    return reply({
      status: "submitted",
      applicationId: randomUUID(),
      uploadToken: randomBytes(32).toString("base64url"),
      application: parsed.success ? parsed.data : ({} as Application),
    });
  }

  const parsed = applicationSchema.safeParse(values);
  if (!parsed.success) {
    // A plain post gets its page back as 200: it is the form with its error summary, and a
    // 4xx document is what CDNs and proxies tend to replace with an error page of their own.
    const status = fromScript ? 400 : 200;
    return reply({ status: "invalid", values, errors: missingApplicationAnswers(values) }, status);
  }
  const application: Application = { ...parsed.data, timestamp: submittedAt(formData) };

  let receipt: { applicationId: string; uploadToken: string };
  try {
    if (!(await backend.allowApplication(ip))) {
      logger.warn({ ip }, "application rate limit reached");
      return refuse("rate-limited", values);
    }
    receipt = await backend.createApplication(application, {
      ip,
      userAgent: request.headers.get("user-agent"),
    });
  } catch (error) {
    logger.error({ err: error }, "application could not be stored");
    return refuse("unavailable", values);
  }
  logger.info({ applicationId: receipt.applicationId }, "application received");

  const cookie = await serializeApplicationReceipt(receipt, request);
  if (!fromScript) return redirect(paths.results, { headers: { "Set-Cookie": cookie } });
  return reply({ status: "submitted", ...receipt, application }, 200, { "Set-Cookie": cookie });
}
