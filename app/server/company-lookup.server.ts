import type { Services } from "#app/context.server.ts";
import { companyFinderCopy as copy } from "#app/content/company-finder.ts";
import type { CompanyLookupAnswer } from "#app/lib/company-lookup-answer.ts";
import {
  companiesHouseConfig,
  lookUpCompany,
  searchCompanies,
  type CompaniesHouseConfig,
  type LookupFailureReason,
} from "#app/server/admin/companies-house.server.ts";
import { checkFormLimit } from "#app/server/rate-limit.server.ts";
import {
  companyTypeFromRegister,
  isCompanyNumber,
  normaliseCompanyNumber,
} from "#app/schemas/company-number.ts";
import { cleanSingleLine } from "#app/schemas/fields.ts";

/**
 * The application's "Find my company": a company number gives that company's profile, anything
 * else is a name and gives up to five companies to choose from. Only with a Companies House key
 * (the page offers no finder without one); counted per client address, since each question
 * costs a share of the key's allowance at Companies House. The key never leaves the server.
 */

/** Whether the application offers "Find my company". */
export function companyLookupAvailable(env: Services["env"]): boolean {
  return companiesHouseConfig(env) !== null;
}

/** Longer than any company's name; a longer query is cut, not refused. */
const QUERY_MAX = 160;

function failureMessage(reason: LookupFailureReason, asked: string): string {
  if (reason === "notFound") return copy.notFound(asked);
  return copy.unavailable;
}

/** The answer to one question, given a configured client. */
export async function answerCompanyLookup(
  config: CompaniesHouseConfig,
  rawQuery: string,
): Promise<CompanyLookupAnswer> {
  const query = cleanSingleLine(rawQuery).slice(0, QUERY_MAX);
  if (!query) return { status: "failed", message: copy.enterQuery };
  if (/\d/.test(query) && isCompanyNumber(query)) {
    const number = normaliseCompanyNumber(query);
    const found = await lookUpCompany(config, number);
    if (!found.ok) return { status: "failed", message: failureMessage(found.reason, number) };
    const { profile } = found;
    return {
      status: "company",
      company: {
        companyNumber: profile.companyNumber,
        companyName: profile.companyName,
        companyType: companyTypeFromRegister(found.type),
        registeredAddress: profile.registeredAddress,
        incorporatedOn: profile.incorporatedOn,
        directors: profile.directors,
      },
    };
  }
  const search = await searchCompanies(config, query);
  if (!search.ok) return { status: "failed", message: failureMessage(search.reason, query) };
  if (search.matches.length === 0) return { status: "failed", message: copy.noneFound(query) };
  return {
    status: "matches",
    matches: search.matches.map(({ companyNumber, companyName, address, incorporatedOn }) => ({
      companyNumber,
      companyName,
      address,
      incorporatedOn,
    })),
  };
}

/**
 * The route's answer: null when there is no key (the route is then not found), else the
 * status and body to send.
 */
export async function companyLookup(
  services: Pick<Services, "env" | "db">,
  clientAddress: string,
  query: string,
): Promise<{ status: number; body: CompanyLookupAnswer } | null> {
  const config = companiesHouseConfig(services.env);
  if (!config) return null;
  const verdict = await checkFormLimit(services, "companyLookup", clientAddress);
  if (!verdict.allowed) {
    return { status: 429, body: { status: "failed", message: copy.tooMany } };
  }
  return { status: 200, body: await answerCompanyLookup(config, query) };
}
