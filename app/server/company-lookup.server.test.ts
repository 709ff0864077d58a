import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCompanies } from "#app/server/admin/companies-house.server.ts";
import { answerCompanyLookup } from "#app/server/company-lookup.server.ts";
import { companyFinderCopy } from "#app/content/company-finder.ts";
import { withFoundCompany, directorNameParts } from "#app/lib/company-prefill.ts";
import { emptyApplicationValues } from "#app/lib/application-values.ts";
import { startCompaniesHouseStandIn, standInApiKey } from "#tests/harness/companies-house.ts";

let standIn: Awaited<ReturnType<typeof startCompaniesHouseStandIn>>;
beforeAll(async () => {
  standIn = await startCompaniesHouseStandIn();
});
afterAll(() => standIn.close());
const config = () => ({ apiKey: standInApiKey, apiUrl: standIn.url });

describe("searching Companies House by name", () => {
  it("asks for at most five companies and reads each one's number, name and office", async () => {
    const found = await searchCompanies(config(), "oak");
    expect(standIn.requests.at(-1)).toBe("/search/companies?q=oak&items_per_page=5");
    expect(found).toEqual({
      ok: true,
      matches: [
        {
          companyNumber: "12345678",
          companyName: "OAKWOOD JOINERY LTD",
          status: "active",
          address: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
          incorporatedOn: "2015-03-09",
        },
        {
          companyNumber: "07654321",
          companyName: "OAKLEY TRADING LLP",
          status: "active",
          address: "1 Quay Street, Bristol, BS1 4DJ",
          incorporatedOn: "2011-06-20",
        },
      ],
    });
  });

  it("finds nothing without failing, and says why when Companies House fails", async () => {
    expect(await searchCompanies(config(), "birch")).toEqual({ ok: true, matches: [] });
    expect(await searchCompanies(config(), "unavailable")).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
    expect(await searchCompanies({ ...config(), apiKey: "wrong" }, "oak")).toMatchObject({
      ok: false,
      reason: "unauthorised",
    });
  });
});

describe("the application's Find my company", () => {
  it("a name gives the companies to choose from; a number gives that company to fill in", async () => {
    expect(await answerCompanyLookup(config(), "oakwood")).toEqual({
      status: "matches",
      matches: [
        {
          companyNumber: "12345678",
          companyName: "OAKWOOD JOINERY LTD",
          address: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
          incorporatedOn: "2015-03-09",
        },
      ],
    });
    expect(await answerCompanyLookup(config(), " 12345678 ")).toEqual({
      status: "company",
      company: {
        companyNumber: "12345678",
        companyName: "OAKWOOD JOINERY LTD",
        companyType: "limited_company",
        registeredAddress: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
        incorporatedOn: "2015-03-09",
        directors: ["WOOD, Ann Mary", "OAK, Brian"],
      },
    });
  });

  it("every failure is a sentence the applicant can act on, ending with typing it in", async () => {
    const failures = [
      await answerCompanyLookup(config(), ""),
      await answerCompanyLookup(config(), "birch"),
      await answerCompanyLookup(config(), "00000001"),
      await answerCompanyLookup(config(), "50000000"),
      await answerCompanyLookup(config(), "unavailable bakery"),
      await answerCompanyLookup({ ...config(), apiKey: "wrong" }, "12345678"),
    ];
    expect(failures).toEqual([
      { status: "failed", message: companyFinderCopy.enterQuery },
      { status: "failed", message: companyFinderCopy.noneFound("birch") },
      { status: "failed", message: companyFinderCopy.notFound("00000001") },
      { status: "failed", message: companyFinderCopy.unavailable },
      { status: "failed", message: companyFinderCopy.unavailable },
      { status: "failed", message: companyFinderCopy.unavailable },
    ]);
    for (const failure of failures) {
      expect(failure.status === "failed" && failure.message).toMatch(
        /type the details in below\.$/,
      );
      // Never the broker's words about the key.
      expect(JSON.stringify(failure)).not.toMatch(/COMPANIES_HOUSE_API_KEY|administrator/);
    }
  });
});

describe("filling in the chosen company", () => {
  const oakwood = {
    companyNumber: "12345678",
    companyName: "OAKWOOD JOINERY LTD",
    companyType: "limited_company" as const,
    registeredAddress: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
    incorporatedOn: "2015-03-09",
    directors: ["WOOD, Ann Mary", "O'NEIL-SMITH, Brian", "ACME NOMINEES LIMITED"],
  };

  it("names a director as the card does: first name and surname, not in capitals", () => {
    expect(directorNameParts("SMITH, Ann Mary")).toEqual({ firstName: "Ann", lastName: "Smith" });
    expect(directorNameParts("O'NEIL-SMITH, Brian")).toEqual({
      firstName: "Brian",
      lastName: "O'Neil-Smith",
    });
    expect(directorNameParts("ACME NOMINEES LIMITED")).toBeNull();
  });

  it("fills the company, its trading start and an empty trading address, and adds its directors", () => {
    const values = emptyApplicationValues();
    const { values: filled } = withFoundCompany(
      { ...values, directors: [{ ...values.directors[0]!, email: "ann@example.co.uk" }] },
      oakwood,
      1_000,
    );
    expect(filled).toMatchObject({
      companyName: "OAKWOOD JOINERY LTD",
      companyNumber: "12345678",
      companyType: "limited_company",
      tradingSinceMonth: "3",
      tradingSinceYear: "2015",
      tradingAddress: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
    });
    expect(filled.directors.map((d) => [d.id, d.firstName, d.lastName, d.email])).toEqual([
      ["1", "Ann", "Wood", "ann@example.co.uk"],
      ["1000", "Brian", "O'Neil-Smith", ""],
    ]);
  });

  it("never replaces a trading address or a director card already typed", () => {
    const values = emptyApplicationValues();
    const typed = {
      ...values,
      tradingAddress: "Unit 2, Canal Wharf, Chester",
      directors: [{ ...values.directors[0]!, firstName: "Zoe", lastName: "Birch" }],
    };
    const { values: filled } = withFoundCompany(typed, oakwood, 1_000);
    expect(filled.tradingAddress).toBe("Unit 2, Canal Wharf, Chester");
    expect(filled.directors.map((d) => `${d.firstName} ${d.lastName}`)).toEqual([
      "Zoe Birch",
      "Ann Wood",
      "Brian O'Neil-Smith",
    ]);
    // Chosen again, nobody is added twice.
    expect(withFoundCompany(filled, oakwood, 2_000).values.directors).toHaveLength(3);
  });
});
