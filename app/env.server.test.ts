import { describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";

describe("TRUST_PROXY", () => {
  test("trusts no proxy unless the operator names one", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
  });
  test("takes a hop count, or addresses, subnets and Express's names", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.2,loopback, ::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.2",
      "loopback",
      "::1",
    ]);
  });
  test("refuses anything else with a message naming the variable", () => {
    for (const value of ["yes", "10.0.0.0/33", "example.com", "1.2.3"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("credentials (SITE_FCA_FRN, SITE_GOOGLE_*)", () => {
  test("unset: the development firm reference number and no Google reviews at all", () => {
    const site = siteConfigFromEnv(parseEnv({}));
    expect(site.fcaFirmReference).toBe(defaultSiteConfig.fcaFirmReference);
    expect(site.googleReviews).toEqual({ url: null, count: null, rating: null });
  });
  test("set: each reaches the site configuration", () => {
    const site = siteConfigFromEnv(
      parseEnv({
        SITE_FCA_FRN: "654321",
        SITE_GOOGLE_REVIEWS_URL: "https://g.page/r/deva-finance/review",
        SITE_GOOGLE_REVIEWS_COUNT: "132",
        SITE_GOOGLE_RATING: "4.9",
      }),
    );
    expect(site.fcaFirmReference).toBe("654321");
    expect(site.googleReviews).toEqual({
      url: "https://g.page/r/deva-finance/review",
      count: 132,
      rating: 4.9,
    });
  });
  test("a company number is kept as Companies House writes it, so its link finds it", () => {
    expect(siteConfigFromEnv(parseEnv({ SITE_COMPANY_NUMBER: "sc 123456" })).companyNumber).toBe(
      "SC123456",
    );
    expect(() => parseEnv({ SITE_COMPANY_NUMBER: "12/345" })).toThrow(/SITE_COMPANY_NUMBER/);
  });
  test("refuses values that are not what they claim, naming the variable", () => {
    for (const [name, value] of [
      ["SITE_FCA_FRN", "FRN123"],
      ["SITE_FCA_FRN", "12345"],
      ["SITE_GOOGLE_REVIEWS_URL", "http://g.page/r/x"],
      ["SITE_GOOGLE_REVIEWS_URL", "reviews"],
      ["SITE_GOOGLE_REVIEWS_COUNT", "12.5"],
      ["SITE_GOOGLE_REVIEWS_COUNT", "0"],
      ["SITE_GOOGLE_RATING", "5.5"],
      ["SITE_GOOGLE_RATING", "0.9"],
      ["SITE_GOOGLE_RATING", "great"],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
    }
  });
});
