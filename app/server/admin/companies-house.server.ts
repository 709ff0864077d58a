import type { CompanyProfile } from "#app/schemas/company-profile.ts";

/**
 * Companies House's public data API (https://developer.company-information.service.gov.uk/):
 * a company's profile (`GET /company/{number}`) and its officers
 * (`GET /company/{number}/officers`), with the API key as the HTTP Basic user name and an
 * empty password. Used by "Look up" on a lead's "Edit details", only when
 * COMPANIES_HOUSE_API_KEY is set. Each failure becomes a sentence a broker can act on.
 */

export type CompaniesHouseConfig = {
  apiKey: string;
  /** The API's base address, without a trailing slash. */
  apiUrl: string;
  /** How long to wait for each answer. */
  timeoutMs?: number;
};

export type CompanyLookup = { ok: true; profile: CompanyProfile } | { ok: false; message: string };

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

class LookupFailure extends Error {}

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
  company_name?: string;
  company_number?: string;
  company_status?: string;
  date_of_creation?: string;
  registered_office_address?: RegisteredOffice;
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
    throw new LookupFailure(companiesHouseMessages.unavailable);
  }
  if (response.status === 404) throw new LookupFailure(companiesHouseMessages.notFound(number));
  if (response.status === 401 || response.status === 403) {
    throw new LookupFailure(companiesHouseMessages.unauthorised);
  }
  if (response.status === 429) throw new LookupFailure(companiesHouseMessages.rateLimited);
  if (!response.ok) throw new LookupFailure(companiesHouseMessages.unavailable);
  try {
    return (await response.json()) as T;
  } catch {
    throw new LookupFailure(companiesHouseMessages.unavailable);
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
        if (error instanceof LookupFailure && error.message.startsWith("Companies House has no")) {
          return { items: [] };
        }
        throw error;
      }),
    ]);
    const incorporated = company.date_of_creation ?? "";
    return {
      ok: true,
      profile: {
        companyNumber: company.company_number ?? number,
        companyName: (company.company_name ?? "").slice(0, 300),
        status: company.company_status?.slice(0, 60) ?? null,
        incorporatedOn: /^\d{4}-\d{2}-\d{2}$/.test(incorporated) ? incorporated : null,
        registeredAddress: addressLine(company.registered_office_address)?.slice(0, 500) ?? null,
        directors: activeDirectors(officers).map((name) => name.slice(0, 200)),
        lookedUpAt: now.toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof LookupFailure) return { ok: false, message: error.message };
    throw error;
  }
}
