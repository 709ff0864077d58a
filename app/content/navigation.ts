import { paths, productSlugs, sectorSlugs, legalSlugs } from "#app/paths.ts";
import { legalLabels, pageLabels, productNames, sectorNames } from "#app/content/names.ts";

export type NavLink = { label: string; path: string; hint?: string };
export type NavGroup = { id: string; label: string; links: NavLink[] };

const link = (path: keyof typeof pageLabels): NavLink => ({ label: pageLabels[path], path });

export const loanTypesGroup: NavGroup = {
  id: "loan-types",
  label: "Business Loans",
  links: [
    { label: "All Business Loans", path: paths.businessLoans },
    ...productSlugs.map((slug) => ({
      label: productNames[slug],
      path: paths.product(slug),
      hint:
        slug === "vat-funding"
          ? "Spread VAT payments over 3 months"
          : slug === "tax-funding"
            ? "Spread corporation tax over 6, 10 or 12 months"
            : undefined,
    })),
  ],
};

export const sectorsGroup: NavGroup = {
  id: "industry-sectors",
  label: "Industry Sectors",
  links: sectorSlugs.map((slug) => ({ label: sectorNames[slug], path: paths.sector(slug) })),
};

/** The company group; the specification labels it with the brand name. */
export function companyGroup(brandName: string): NavGroup {
  return {
    id: "company",
    label: brandName,
    links: [
      link(paths.guides),
      link(paths.aboutUs),
      link(paths.blogs),
      link(paths.successStories),
      link(paths.documentPreparation),
      link(paths.faq),
      link(paths.application),
      link(paths.referralProgram),
      link(paths.meetTheTeam),
      link(paths.contact),
    ],
  };
}

export const legalLinks: NavLink[] = [
  ...legalSlugs.map((slug) => ({ label: legalLabels[slug], path: paths.legal(slug) })),
  link(paths.cookiesPolicy),
  link(paths.accessibility),
];
