import { applicationReceiptCookieName, enquiryReceiptCookieName } from "#app/lib/storage-keys.ts";
import { createCookie } from "react-router";
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from "#app/schemas/quote-rules.ts";
import { normaliseReference } from "#app/schemas/reference.ts";

/** A receipt: HttpOnly, same-site, gone after an hour, and secure when the site is. */
function receiptCookie(name: string) {
  return createCookie(name, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 });
}

function secureFor(request: Request) {
  return { secure: new URL(request.url).protocol === "https:" };
}

async function parsedRecord(
  cookie: ReturnType<typeof receiptCookie>,
  request: Request,
): Promise<Record<string, unknown> | null> {
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Tells the results page which application was just sent, for visitors without JavaScript (the
 * wizard's script keeps the same in local storage). HttpOnly and short-lived: it carries the
 * upload token, which is what allows documents to be attached to the application.
 */
export const applicationReceiptCookie = receiptCookie(applicationReceiptCookieName);

export type ApplicationReceipt = { applicationId: string; uploadToken: string };

export async function serializeApplicationReceipt(
  receipt: ApplicationReceipt,
  request: Request,
): Promise<string> {
  return applicationReceiptCookie.serialize(receipt, secureFor(request));
}

/** The receipt sent with this request, or null when there is none or it is not one. */
export async function readApplicationReceipt(request: Request): Promise<ApplicationReceipt | null> {
  const value = await parsedRecord(applicationReceiptCookie, request);
  if (!value) return null;
  const { applicationId, uploadToken } = value;
  if (typeof applicationId !== "string" || typeof uploadToken !== "string") return null;
  return { applicationId, uploadToken };
}

/**
 * Tells the next page (/application on phones and the landing page, /enquiry on desktops) that
 * a quick enquiry was stored, with or without JavaScript. It holds nothing private: the amount
 * asked for and the enquiry's reference, both checked again when read, since a visitor can
 * write any cookie they like (all they could change is what their own page says).
 */
export const enquiryReceiptCookie = receiptCookie(enquiryReceiptCookieName);

export type EnquiryReceipt = {
  loanAmount: number;
  reference: string | null;
  /**
   * It joined the visitor's open case. The page then names no reference: whoever typed the
   * address may not be its owner, so the case's reference goes only to the address, by mail.
   */
  joined?: boolean;
};

export async function serializeEnquiryReceipt(
  receipt: EnquiryReceipt,
  request: Request,
): Promise<string> {
  return enquiryReceiptCookie.serialize(receipt, secureFor(request));
}

export async function readEnquiryReceipt(request: Request): Promise<EnquiryReceipt | null> {
  const value = await parsedRecord(enquiryReceiptCookie, request);
  if (!value) return null;
  const { loanAmount, reference, joined } = value;
  if (
    typeof loanAmount !== "number" ||
    !Number.isInteger(loanAmount) ||
    loanAmount < LOAN_AMOUNT_MIN ||
    loanAmount > LOAN_AMOUNT_MAX
  ) {
    return null;
  }
  const checked =
    typeof reference === "string" && normaliseReference(reference) === reference ? reference : null;
  return joined === true
    ? { loanAmount, reference: null, joined: true }
    : { loanAmount, reference: checked };
}

/** Ends the enquiry's receipt: once the full application is in, its notice has done its work. */
export async function clearEnquiryReceipt(request: Request): Promise<string> {
  return enquiryReceiptCookie.serialize("", { ...secureFor(request), maxAge: 0 });
}
