import type { CompanyType } from "#app/schemas/application-lists.ts";

/**
 * What /application/company-lookup answers the wizard's "Find my company": the companies a name
 * matches, the one company a number names, or why not (a sentence for the applicant). Kept
 * apart from the server's code so that the page's script reads the same shape.
 */

/** One of up to five companies a name matches. */
export type CompanyLookupMatch = {
  companyNumber: string;
  companyName: string;
  address: string | null;
  /** YYYY-MM-DD */
  incorporatedOn: string | null;
};

/** What the application prefills from one company's profile. */
export type FoundCompany = {
  companyNumber: string;
  companyName: string;
  companyType: CompanyType | null;
  registeredAddress: string | null;
  /** YYYY-MM-DD */
  incorporatedOn: string | null;
  /** Directors in post, as Companies House names them ("SMITH, Ann Mary"). */
  directors: string[];
};

export type CompanyLookupAnswer =
  | { status: "matches"; matches: CompanyLookupMatch[] }
  | { status: "company"; company: FoundCompany }
  | { status: "failed"; message: string };
