import type { CompanyType } from "#app/schemas/application-lists.ts";

/**
 * The legal form of a business, as the deal facts and the application both say it. Apart from
 * the back office's labels (`admin.ts` re-exports it) so that the application's page can show
 * it without the back office's lists.
 */
export const companyTypeLabels: Record<CompanyType, string> = {
  limited_company: "Limited company",
  llp: "Limited liability partnership (LLP)",
  partnership: "Partnership",
  sole_trader: "Sole trader",
  other: "Other",
};
