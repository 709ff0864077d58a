import { describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import {
  documentTexts,
  formatLegalDate,
  legalDocuments,
  nextReviewDate,
  parseLinks,
} from "#app/content/legal.ts";
import { pages } from "#app/content/pages.ts";
import { legalSlugs } from "#app/paths.ts";

const site = defaultSiteConfig;
const routePaths = new Set(pages.map((entry) => entry.path));

function linksOf(texts: string[]) {
  return texts.flatMap((text) =>
    parseLinks(text).filter(
      (part): part is { text: string; href: string } => typeof part !== "string",
    ),
  );
}

describe("legal dates", () => {
  test("formats UK long dates with ordinals", () => {
    expect(formatLegalDate("2025-06-11")).toBe("11th June 2025");
    expect(formatLegalDate("2025-01-01")).toBe("1st January 2025");
    expect(formatLegalDate("2025-03-02")).toBe("2nd March 2025");
    expect(formatLegalDate("2025-04-03")).toBe("3rd April 2025");
    expect(formatLegalDate("2025-05-12")).toBe("12th May 2025");
    expect(formatLegalDate("2025-05-13")).toBe("13th May 2025");
    expect(formatLegalDate("2025-08-21")).toBe("21st August 2025");
    expect(formatLegalDate("2025-08-22")).toBe("22nd August 2025");
    expect(formatLegalDate("2025-12-31")).toBe("31st December 2025");
  });

  test("rejects dates that do not exist", () => {
    expect(() => formatLegalDate("2025-02-30")).toThrow();
    expect(() => formatLegalDate("11/06/2025")).toThrow();
  });

  test("the next review is one year after the last update", () => {
    expect(nextReviewDate("2025-06-11")).toBe("2026-06-11");
    expect(nextReviewDate("2024-02-29")).toBe("2025-02-28");
    expect(nextReviewDate("2027-02-28")).toBe("2028-02-28");
  });
});

describe.each(legalSlugs)("the %s document", (slug) => {
  const document = legalDocuments[slug];
  const texts = documentTexts(document, site);

  test("has a real last-updated date and a review date a year later", () => {
    const next = nextReviewDate(document.lastUpdated);
    const last = new Date(`${document.lastUpdated}T00:00:00Z`);
    expect(Number.isNaN(last.getTime())).toBe(false);
    expect(new Date(`${next}T00:00:00Z`).getUTCFullYear()).toBe(last.getUTCFullYear() + 1);
    expect(next.slice(4)).toBe(document.lastUpdated.slice(4));
  });

  test("has unique section ids and no empty text", () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.sections.length).toBeGreaterThan(4);
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|\[object|NaN/);
    }
  });

  test("links only to real routes, https pages, email or phone", () => {
    for (const link of linksOf(texts)) {
      if (link.href.startsWith("/")) expect(routePaths, link.href).toContain(link.href);
      else expect(link.href).toMatch(/^(https:\/\/|mailto:|tel:\+)/);
    }
  });

  test("names the firm with its details from the site config", () => {
    const all = texts.join(" ");
    expect(all).toContain(site.legalName);
    expect(all).toContain(site.fcaFirmReference);
    expect(all).toContain(site.companyNumber);
  });
});

describe("privacy policy", () => {
  const all = documentTexts(legalDocuments["privacy-policy"], site).join(" ");

  test("identifies the controller with the ICO number and contact details", () => {
    expect(all).toContain("controller");
    expect(all).toContain(site.icoNumber);
    expect(all).toContain(`mailto:${site.email}`);
    expect(all).toContain(`tel:${site.phoneE164}`);
  });

  test("covers sharing, transfers, retention, rights, cookies and ICO complaints", () => {
    for (const fact of [
      "Lenders on our panel",
      "Credit reference agencies",
      "Fraud prevention agencies",
      "Service providers",
      "International Data Transfer Agreement",
      "6 years after the funds were provided",
      "3 years after our last contact",
      "Withdraw your consent",
      "Information Commissioner's Office",
      "https://ico.org.uk/make-a-complaint/",
    ]) {
      expect(all).toContain(fact);
    }
    expect(linksOf([all]).map((link) => link.href)).toContain("/cookies-policy");
  });
});

describe("terms of business", () => {
  const document = legalDocuments["terms-of-business"];
  const all = documentTexts(document, site).join(" ");

  test("was last updated on 11th June 2025", () => {
    expect(formatLegalDate(document.lastUpdated)).toBe("11th June 2025");
  });

  test("states who may use the service, the fees and commission, and the ombudsman", () => {
    for (const fact of [
      "A business registered in the UK, or a sole trader",
      "aged 18 or over with a UK address",
      "accurate, complete and up-to-date information",
      "no upfront fees and no success fees",
      "typically 0.5% to 10% of the loan value",
      "commercial mortgage, bridging, secured or unsecured line of credit offers",
      "payable only once you have received the funds",
      "Financial Ombudsman Service",
      "8 weeks",
    ]) {
      expect(all).toContain(fact);
    }
  });
});

test("parseLinks splits text and links", () => {
  expect(parseLinks("Read [our policy](/privacy-policy) now.")).toEqual([
    "Read ",
    { text: "our policy", href: "/privacy-policy" },
    " now.",
  ]);
  expect(parseLinks("No links here")).toEqual(["No links here"]);
});
