import { describe, expect, test } from "vitest";
import {
  companiesHouseUrl,
  defaultSiteConfig,
  fcaRegisterUrl,
  type SiteConfig,
} from "#app/config/site.ts";
import { googleReviewsStat } from "#app/content/reviews-stat.ts";
import { fcaCredential, googleReviewsCredential } from "#app/content/credentials.ts";

function withReviews(googleReviews: Partial<SiteConfig["googleReviews"]>): SiteConfig {
  return {
    ...defaultSiteConfig,
    googleReviews: { ...defaultSiteConfig.googleReviews, ...googleReviews },
  };
}

const url = "https://g.page/r/deva-finance/review";

describe("the FCA credential", () => {
  test("names the firm reference number and links to the register's search for it", () => {
    const credential = fcaCredential({ fcaFirmReference: "654321" });
    expect(credential.text).toBe("FCA Regulated, FRN 654321");
    expect(credential.href).toBe("https://register.fca.org.uk/s/search?q=654321&type=Companies");
    expect(credential.destination).toBe("opens the FCA register");
    expect(fcaRegisterUrl("1000382")).toBe(
      "https://register.fca.org.uk/s/search?q=1000382&type=Companies",
    );
  });
});

describe("the company number", () => {
  test("links to the company's page at Companies House", () => {
    expect(companiesHouseUrl("14872093")).toBe(
      "https://find-and-update.company-information.service.gov.uk/company/14872093",
    );
  });
});

describe("the Google reviews credential", () => {
  test("with nothing configured there is no claim: no count, no rating, no link", () => {
    expect(googleReviewsCredential(defaultSiteConfig)).toBeNull();
    expect(googleReviewsStat(defaultSiteConfig)).toBeNull();
  });

  test("a count and a rating without the reviews' address are not shown either", () => {
    const site = withReviews({ count: 132, rating: 4.9 });
    expect(googleReviewsCredential(site)).toBeNull();
    expect(googleReviewsStat(site)).toBeNull();
  });

  test("rating, count and address read '4.9 from 132 Google reviews', linked", () => {
    const credential = googleReviewsCredential(withReviews({ url, count: 132, rating: 4.9 }));
    expect(credential).toEqual({
      text: "4.9 from 132 Google reviews",
      href: url,
      destination: "opens our reviews on Google",
      rating: 4.9,
    });
  });

  test("a whole rating keeps its decimal, large counts their comma, one review is singular", () => {
    expect(googleReviewsCredential(withReviews({ url, count: 1234, rating: 5 }))?.text).toBe(
      "5.0 from 1,234 Google reviews",
    );
    expect(googleReviewsCredential(withReviews({ url, count: 1, rating: 5 }))?.text).toBe(
      "5.0 from 1 Google review",
    );
  });

  test("without a rating: the count, linked, and no stars", () => {
    const credential = googleReviewsCredential(withReviews({ url, count: 132 }));
    expect(credential?.text).toBe("132 Google reviews");
    expect(credential?.rating).toBeNull();
  });

  test("a rating without a count is not shown: the link alone stays", () => {
    const credential = googleReviewsCredential(withReviews({ url, rating: 4.9 }));
    expect(credential?.text).toBe("Our Google reviews");
    expect(credential?.rating).toBeNull();
    expect(credential?.href).toBe(url);
  });

  test("as a stat: the rating over its count, or the count alone; nothing without a count", () => {
    expect(googleReviewsStat(withReviews({ url, count: 132, rating: 4.9 }))).toMatchObject({
      value: "4.9",
      label: "from 132 Google reviews",
      link: { href: url },
    });
    expect(googleReviewsStat(withReviews({ url, count: 132 }))).toMatchObject({
      value: "132",
      label: "Google reviews",
    });
    expect(googleReviewsStat(withReviews({ url, rating: 4.9 }))).toBeNull();
  });
});
