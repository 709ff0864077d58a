import type { CompanyProfile } from "#app/schemas/company-profile.ts";

/**
 * Companies House's public data API (https://developer.company-information.service.gov.uk/):
 * a company's profile (`GET /company/{number}`), its officers
 * (`GET /company/{number}/officers`) and a search by name (`GET /search/companies`), with the
 * API key as the HTTP Basic user name and an empty password. Used by "Look up" on a lead's
 * "Edit details" and by the application's "Find my company", only when COMPANIES_HOUSE_API_KEY
 * is set. Each failure becomes a sentence a broker can act on, and names its reason so that
 * the application can say it in the applicant's words.
 */

export type CompaniesHouseConfig = {
  apiKey: string;
  /** The API's base address, without a trailing slash. */
  apiUrl: string;
  /** How long to wait for each answer. */
  timeoutMs?: number;
};

/** Why a look-up failed. */
export type LookupFailureReason = "notFound" | "unauthorised" | "rateLimited" | "unavailable";

type Failed = { ok: false; reason: LookupFailureReason; message: string };

export type CompanyLookup =
  | {
      ok: true;
      profile: CompanyProfile;
      /** Companies House's company type ("ltd", "llp", …), not kept in the profile. */
      type: string | null;
    }
  | Failed;

/** One company a search by name found. */
export type CompanyMatch = {
  companyNumber: string;
  companyName: string;
  /** As Companies House writes it: "active", "dissolved", … */
  status: string | null;
  /** The registered office on one line. */
  address: string | null;
  /** YYYY-MM-DD */
  incorporatedOn: string | null;
};

export type CompanySearch = { ok: true; matches: CompanyMatch[] } | Failed;

/** How many companies a search by name offers to choose from. */
export const SEARCH_MATCHES = 5;

export const companiesHouseMessages = {
  notFound: (number: string) =>
    `Companies House has no company with the number ${number}. Check the number and try again.`,
  unauthorised:
    "Companies House refused our API key. Ask an administrator to check COMPANIES_HOUSE_API_KEY.",
  rateLimited:
    "Companies House is limiting how often we can ask. Wait a few minutes and try again, or type the details in.",
  unavailable:
    "Companies House could not be reached just now. Try again shortly, or type the details in.",
} as const;

/** The configuration from the environment, or null when no key is set (no "Look up"). */
export function companiesHouseConfig(env: {
  COMPANIES_HOUSE_API_KEY?: string;
  COMPANIES_HOUSE_API_URL: string;
}): CompaniesHouseConfig | null {
  return env.COMPANIES_HOUSE_API_KEY
    ? { apiKey: env.COMPANIES_HOUSE_API_KEY, apiUrl: env.COMPANIES_HOUSE_API_URL }
    : null;
}

class LookupFailure extends Error {
  readonly reason: LookupFailureReason;
  constructor(reason: LookupFailureReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const failure = {
  notFound: (number: string) =>
    new LookupFailure("notFound", companiesHouseMessages.notFound(number)),
  unauthorised: () => new LookupFailure("unauthorised", companiesHouseMessages.unauthorised),
  rateLimited: () => new LookupFailure("rateLimited", companiesHouseMessages.rateLimited),
  unavailable: () => new LookupFailure("unavailable", companiesHouseMessages.unavailable),
};

type RegisteredOffice = Partial<
  Record<
    | "care_of"
    | "po_box"
    | "premises"
    | "address_line_1"
    | "address_line_2"
    | "locality"
    | "region"
    | "postal_code"
    | "country",
    string
  >
>;

type CompanyAnswer = {
  type?: string;
  company_name?: string;
  company_number?: string;
  company_status?: string;
  date_of_creation?: string;
  registered_office_address?: RegisteredOffice;
};

type SearchAnswer = {
  items?: {
    title?: string;
    company_number?: string;
    company_status?: string;
    date_of_creation?: string;
    address?: RegisteredOffice;
  }[];
};

type OfficersAnswer = {
  items?: { name?: string; officer_role?: string; resigned_on?: string }[];
};

async function getJson<T>(config: CompaniesHouseConfig, path: string, number: string) {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.apiKey}:`).toString("base64")}`,
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
    });
  } catch {
    throw failure.unavailable();
  }
  if (response.status === 404) throw failure.notFound(number);
  if (response.status === 401 || response.status === 403) throw failure.unauthorised();
  if (response.status === 429) throw failure.rateLimited();
  if (!response.ok) throw failure.unavailable();
  try {
    return (await response.json()) as T;
  } catch {
    throw failure.unavailable();
  }
}

/** The registered office on one line, in the order an envelope has it. */
export function addressLine(office: RegisteredOffice | undefined): string | null {
  if (!office) return null;
  const parts = [
    office.care_of ? `c/o ${office.care_of}` : undefined,
    office.po_box ? `PO Box ${office.po_box}` : undefined,
    [office.premises, office.address_line_1].filter(Boolean).join(" "),
    office.address_line_2,
    office.locality,
    office.region,
    office.postal_code,
    office.country,
  ];
  const line = parts.filter((part) => part && part.trim()).join(", ");
  return line || null;
}

/** Officers still in post whose role is a director's (director, corporate director, …). */
function activeDirectors(officers: OfficersAnswer): string[] {
  return (officers.items ?? [])
    .filter((officer) => !officer.resigned_on && /director/.test(officer.officer_role ?? ""))
    .map((officer) => officer.name?.trim() ?? "")
    .filter(Boolean)
    .slice(0, 100);
}

/** What Companies House says of company `number` (already checked as one), or why not. */
export async function lookUpCompany(
  config: CompaniesHouseConfig,
  number: string,
  now: Date = new Date(),
): Promise<CompanyLookup> {
  const path = `/company/${encodeURIComponent(number)}`;
  try {
    const [company, officers] = await Promise.all([
      getJson<CompanyAnswer>(config, path, number),
      getJson<OfficersAnswer>(config, `${path}/officers`, number).catch((error: unknown) => {
        // A company with no officers on file answers 404 here; its profile still stands.
        if (error instanceof LookupFailure && error.reason === "notFound") {
          return { items: [] };
        }
        throw error;
      }),
    ]);
    const incorporated = company.date_of_creation ?? "";
    return {
      ok: true,
      type: company.type?.slice(0, 60) ?? null,
      profile: {
        companyNumber: company.company_number ?? number,
        companyName: (company.company_name ?? "").slice(0, 300),
        status: company.company_status?.slice(0, 60) ?? null,
        incorporatedOn: isoDate(incorporated),
        registeredAddress: addressLine(company.registered_office_address)?.slice(0, 500) ?? null,
        directors: activeDirectors(officers).map((name) => name.slice(0, 200)),
        lookedUpAt: now.toISOString(),
      },
    };
  } catch (error) {
    return failed(error);
  }
}

function failed(error: unknown): Failed {
  if (error instanceof LookupFailure) {
    return { ok: false, reason: error.reason, message: error.message };
  }
  throw error;
}

/** A date as Companies House writes it (YYYY-MM-DD), or null. */
function isoDate(value: string | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/**
 * The companies whose names best match `query`, at most `SEARCH_MATCHES`, in Companies House's
 * order. A search that finds nothing is a success with no matches.
 */
export async function searchCompanies(
  config: CompaniesHouseConfig,
  query: string,
): Promise<CompanySearch> {
  const search = new URLSearchParams({ q: query, items_per_page: String(SEARCH_MATCHES) });
  try {
    const answer = await getJson<SearchAnswer>(config, `/search/companies?${search}`, query);
    const matches = (answer.items ?? [])
      .filter((item) => item.company_number && item.title)
      .slice(0, SEARCH_MATCHES)
      .map((item): CompanyMatch => ({
        companyNumber: item.company_number!.slice(0, 8),
        companyName: item.title!.slice(0, 300),
        status: item.company_status?.slice(0, 60) ?? null,
        address: addressLine(item.address)?.slice(0, 500) ?? null,
        incorporatedOn: isoDate(item.date_of_creation),
      }));
    return { ok: true, matches };
  } catch (error) {
    // The search answers 404 to no results on some queries: nothing found, not a failure.
    if (error instanceof LookupFailure && error.reason === "notFound") {
      return { ok: true, matches: [] };
    }
    return failed(error);
  }
}
