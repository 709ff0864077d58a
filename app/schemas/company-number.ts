import { COMPANY_NUMBER_PATTERN, tidyCompanyNumber } from "#app/schemas/lead-contact.ts";
import type { CompanyType } from "#app/schemas/application-lists.ts";

/**
 * A company number as an applicant types it ("sc 12345", "1234567") in the form Companies House
 * writes it ("SC012345", "01234567"): without spaces, upper-case, its digits padded with
 * leading zeros to 8 characters. Anything else is returned tidied, for the rules to refuse.
 */
export function normaliseCompanyNumber(value: string): string {
  const tidy = tidyCompanyNumber(value);
  const match = /^([A-Z]{2})?(\d{1,8})$/.exec(tidy);
  if (!match) return tidy;
  const prefix = match[1] ?? "";
  return prefix + match[2]!.padStart(8 - prefix.length, "0");
}

/** Whether `value` is a company number once normalised. */
export function isCompanyNumber(value: string): boolean {
  return COMPANY_NUMBER_PATTERN.test(normaliseCompanyNumber(value));
}

/** The company types registered at Companies House, whose number the application asks. */
export const REGISTERED_COMPANY_TYPES = [
  "limited_company",
  "llp",
] as const satisfies readonly CompanyType[];

export function isRegisteredCompanyType(type: string | undefined): boolean {
  return (REGISTERED_COMPANY_TYPES as readonly string[]).includes(type ?? "");
}

/**
 * Companies House's company type ("ltd", "llp", "plc", "limited-partnership", …) as the
 * application's choices say it, or null when none of them fits well enough to choose for the
 * applicant.
 */
export function companyTypeFromRegister(type: string | null | undefined): CompanyType | null {
  if (!type) return null;
  if (type === "llp") return "llp";
  if (/partnership/.test(type)) return "partnership";
  if (type === "ltd" || type === "plc" || type.startsWith("private-")) return "limited_company";
  return null;
}
