import { describe, expect, test } from "vitest";
import { defaultSiteConfig, formatAddress, type SiteConfig } from "#app/config/site.ts";
import { accessibilityStatement, accessibilityStatementDates } from "#app/content/accessibility.ts";
import { documentTexts, formatLegalDate, parseLinks } from "#app/content/legal.ts";
import { pages } from "#app/content/pages.ts";
import { paths } from "#app/paths.ts";

const routePaths = new Set(pages.map((entry) => entry.path));
const otherSite: SiteConfig = {
  ...defaultSiteConfig,
  legalName: "Other Finance Ltd",
  email: "help@other.example",
  phoneDisplay: "0113 496 0000",
  phoneE164: "+441134960000",
  address: { line1: "1 Park Row", town: "Leeds", postcode: "LS1 5AB" },
  origin: "https://www.other.example",
};

describe("the accessibility statement", () => {
  const texts = documentTexts(accessibilityStatement, defaultSiteConfig);
  const all = texts.join(" ");

  test("has unique section ids and no empty text", () => {
    const ids = accessibilityStatement.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|\[object|NaN/);
    }
  });

  test("links only to real routes, https pages, email or phone", () => {
    const links = texts.flatMap((text) =>
      parseLinks(text).filter((part) => typeof part !== "string"),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      if (link.href.startsWith("/")) expect(routePaths, link.href).toContain(link.href);
      else expect(link.href).toMatch(/^(https:\/\/|mailto:|tel:\+)/);
    }
  });

  test("takes the website, the firm and every way to contact it from the site config", () => {
    const other = documentTexts(accessibilityStatement, otherSite).join(" ");
    for (const fact of [
      otherSite.origin,
      otherSite.legalName,
      `mailto:${otherSite.email}`,
      `tel:${otherSite.phoneE164}`,
      otherSite.openingHours,
      formatAddress(otherSite),
    ]) {
      expect(other).toContain(fact);
    }
    expect(other).not.toContain(defaultSiteConfig.email);
  });

  test("names the standard, claims no more than partial compliance and no audit", () => {
    expect(all).toContain("version 2.2");
    expect(all).toContain("level AA");
    expect(all).toContain("partially compliant");
    expect(all).not.toMatch(/fully compliant|certified|accredited/i);
    expect(all).toContain("No independent accessibility audit");
  });

  test("says how to report a problem and where to go next, with the enforcement bodies", () => {
    for (const fact of [
      "Equality Act 2010",
      "Equality and Human Rights Commission",
      "Equality Advisory and Support Service",
      "Equality Commission for Northern Ireland",
    ]) {
      expect(all).toContain(fact);
    }
    expect(all).toContain(`](${paths.termsOfBusiness})`);
  });

  test("is dated when prepared and last reviewed, and the page dates itself by the review", () => {
    const { prepared, lastReviewed } = accessibilityStatementDates;
    expect(lastReviewed >= prepared).toBe(true);
    expect(accessibilityStatement.lastUpdated).toBe(lastReviewed);
    expect(all).toContain(`prepared on ${formatLegalDate(prepared)}`);
    expect(all).toContain(`last reviewed on ${formatLegalDate(lastReviewed)}`);
  });
});
