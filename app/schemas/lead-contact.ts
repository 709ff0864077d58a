import { EMAIL_MAX, EMAIL_PATTERN } from "#app/schemas/rules.ts";
import { optionalLine } from "#app/schemas/fields.ts";
import { MANUAL_LEAD_SOURCES } from "#app/schemas/value-lists.ts";

/**
 * Who a lead is and how to reach them, as a broker types it: on "New lead" (a phone or walk-in
 * enquiry) and in "Edit details" on the lead's page. Every answer is optional on its own; the
 * forms say which they need together. The server stores the phone number in E.164.
 */

export const contactMessages = {
  fullNameTooLong: "Keep the name under 120 characters.",
  companyNameTooLong: "Keep the company name under 160 characters.",
  email: "Enter an email address like name@example.co.uk.",
  phone: "Enter a phone number like 07700 900123 or +44 20 7946 0000.",
  companyNumber:
    "Enter the 8-character company number, like 01234567 or SC123456 (2 letters and 6 digits).",
  nameOrCompany: "Enter the person's name or their company's name.",
  phoneOrEmail: "Enter a phone number or an email address, so someone can get back to them.",
} as const;

/** A Companies House number: 8 digits, or 2 letters and 6 digits ("SC123456"). */
export const COMPANY_NUMBER_PATTERN = /^(\d{8}|[A-Z]{2}\d{6})$/;

/** A company number as typed ("sc 123456") in the form Companies House writes it ("SC123456"). */
export function tidyCompanyNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

const optionalEmail = optionalLine(EMAIL_MAX, contactMessages.email).refine(
  (value) => value === undefined || EMAIL_PATTERN.test(value),
  contactMessages.email,
);

/** Digits with the usual spaces, brackets, dashes and an international plus: 7 to 15 digits. */
const optionalPhone = optionalLine(40, contactMessages.phone).refine((value) => {
  if (value === undefined) return true;
  const digits = value.replace(/\D/g, "");
  return /^\+?[\d\s().-]+$/.test(value) && digits.length >= 7 && digits.length <= 15;
}, contactMessages.phone);

const optionalCompanyNumber = optionalLine(20, contactMessages.companyNumber)
  .transform((value) => (value === undefined ? undefined : tidyCompanyNumber(value)))
  .refine(
    (value) => value === undefined || COMPANY_NUMBER_PATTERN.test(value),
    contactMessages.companyNumber,
  );

export const leadContactShape = {
  fullName: optionalLine(120, contactMessages.fullNameTooLong),
  companyName: optionalLine(160, contactMessages.companyNameTooLong),
  email: optionalEmail,
  phone: optionalPhone,
  companyNumber: optionalCompanyNumber,
};

/** Where a lead a broker adds by hand came from, as `leads.source` stores it. */
export function manualSource(source: (typeof MANUAL_LEAD_SOURCES)[number]): string {
  return `manual:${source}`;
}

/** The manual source of a stored `leads.source`, or null for a lead from a form. */
export function manualSourceOf(source: string | null): (typeof MANUAL_LEAD_SOURCES)[number] | null {
  const value = source?.startsWith("manual:") ? source.slice("manual:".length) : null;
  return (MANUAL_LEAD_SOURCES as readonly string[]).includes(value ?? "")
    ? (value as (typeof MANUAL_LEAD_SOURCES)[number])
    : null;
}
