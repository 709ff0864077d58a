import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the Companies House public data API, answering like the documented one
 * (https://developer-specs.company-information.service.gov.uk/companies-house-public-data-api):
 * `GET /company/{number}`, `GET /company/{number}/officers` and
 * `GET /search/companies?q=…&items_per_page=…` (names containing the words asked, in the order
 * below), HTTP Basic auth with the API key as user name and an empty password (401 otherwise),
 * 404 for a number it does not know. Number 99999999 always answers 429 (too many requests);
 * number 50000000, and a search for a name with "unavailable" in it, answer 500.
 *
 * Unit tests start it in-process; the browser tests run it as a program
 * (`node tests/harness/companies-house.ts <port> <key>`, see playwright.config.ts).
 */

export const standInApiKey = "stand-in-companies-house-key";

/** The companies the stand-in knows. */
export const standInCompanies: Record<string, { company: object; officers: object }> = {
  "12345678": {
    company: {
      company_name: "OAKWOOD JOINERY LTD",
      company_number: "12345678",
      company_status: "active",
      date_of_creation: "2015-03-09",
      type: "ltd",
      registered_office_address: {
        address_line_1: "4 Mill Lane",
        address_line_2: "Hoole",
        locality: "Chester",
        postal_code: "CH2 3AB",
        country: "England",
      },
    },
    officers: {
      kind: "officer-list",
      active_count: 2,
      resigned_count: 1,
      total_results: 3,
      items: [
        { name: "WOOD, Ann Mary", officer_role: "director", appointed_on: "2015-03-09" },
        { name: "OAK, Brian", officer_role: "director", appointed_on: "2016-01-04" },
        {
          name: "ELM, Carol",
          officer_role: "director",
          appointed_on: "2015-03-09",
          resigned_on: "2019-07-01",
        },
        { name: "PINE, Dora", officer_role: "secretary", appointed_on: "2015-03-09" },
      ],
    },
  },
  SC123456: {
    company: {
      company_name: "HIGHLAND BAKERY LIMITED",
      company_number: "SC123456",
      company_status: "dissolved",
      date_of_creation: "1999-11-30",
      registered_office_address: {
        premises: "12",
        address_line_1: "High Street",
        locality: "Perth",
        postal_code: "PH1 5AA",
      },
    },
    officers: { items: [] },
  },
  "07654321": {
    company: {
      company_name: "OAKLEY TRADING LLP",
      company_number: "07654321",
      company_status: "active",
      date_of_creation: "2011-06-20",
      type: "llp",
      registered_office_address: {
        address_line_1: "1 Quay Street",
        locality: "Bristol",
        postal_code: "BS1 4DJ",
      },
    },
    officers: { items: [{ name: "OAKLEY, Tom", officer_role: "llp-designated-member" }] },
  },
};

/** What the search answers for `query`: the companies whose names hold every word of it. */
function searchAnswer(query: string, perPage: number): object {
  const words = query.toUpperCase().split(/\s+/).filter(Boolean);
  const found = Object.values(standInCompanies)
    .map(({ company }) => company as Record<string, unknown>)
    .filter((company) => words.every((word) => String(company.company_name).includes(word)))
    .slice(0, perPage)
    .map((company) => ({
      kind: "searchresults#company",
      title: company.company_name,
      company_number: company.company_number,
      company_status: company.company_status,
      company_type: company.type,
      date_of_creation: company.date_of_creation,
      address: company.registered_office_address,
    }));
  return { kind: "search#companies", total_results: found.length, items: found };
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on `port` (0: any free port); resolves to its address and a stop. */
export async function startCompaniesHouseStandIn(
  options: { port?: number; apiKey?: string } = {},
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const apiKey = options.apiKey ?? standInApiKey;
  const expected = `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const path = url.pathname;
    requests.push(`${path}${url.search}`);
    if (path === "/healthz") return send(response, 200, { ok: true });
    if (request.headers.authorization !== expected) {
      return send(response, 401, { error: "Invalid Authorization header" });
    }
    if (path === "/search/companies") {
      const query = url.searchParams.get("q") ?? "";
      if (/unavailable/i.test(query)) return send(response, 500, { error: "Server error" });
      const perPage = Number(url.searchParams.get("items_per_page") ?? 20) || 20;
      return send(response, 200, searchAnswer(query, perPage));
    }
    const match = /^\/company\/([A-Z0-9]+)(\/officers)?$/.exec(path);
    if (match?.[1] === "99999999") return send(response, 429, { error: "Too many requests" });
    if (match?.[1] === "50000000") return send(response, 500, { error: "Server error" });
    const known = match ? standInCompanies[match[1]!] : undefined;
    if (!known) {
      return send(response, 404, {
        errors: [{ error: "company-profile-not-found", type: "ch:service" }],
      });
    }
    return send(response, 200, match?.[2] ? known.officers : known.company);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// As a program: node tests/harness/companies-house.ts <port> [key]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [port = "4299", key = standInApiKey] = process.argv.slice(2);
  const standIn = await startCompaniesHouseStandIn({ port: Number(port), apiKey: key });
  console.log(`Companies House stand-in on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
