import { z } from "#app/schemas/zod.ts";

/**
 * What Companies House says of a lead's company, as the lead keeps it (`leads.company_profile`)
 * and as the "Edit details" form carries it from "Look up" to "Save details". Read back from
 * a form, so checked like any answer.
 */
export const companyProfileSchema = z.object({
  companyNumber: z.string().max(8),
  companyName: z.string().max(300),
  /** As Companies House writes it: "active", "dissolved", "liquidation", … */
  status: z.string().max(60).nullable(),
  /** YYYY-MM-DD */
  incorporatedOn: z.iso.date().nullable(),
  registeredAddress: z.string().max(500).nullable(),
  /** Directors who have not resigned, as Companies House names them ("SMITH, Ann Mary"). */
  directors: z.array(z.string().max(200)).max(100),
  /** When it was looked up (ISO 8601). */
  lookedUpAt: z.iso.datetime(),
});
export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** The profile stored with a lead, or null when there is none or it no longer reads as one. */
export function readCompanyProfile(value: unknown): CompanyProfile | null {
  const parsed = companyProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Companies House's words for a company's status, as a broker reads them. */
export function companyStatusLabel(status: string | null): string | null {
  if (!status) return null;
  const words = status.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
