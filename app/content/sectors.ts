import type { SectorSlug } from "#app/paths.ts";

export type Sector = {
  slug: SectorSlug;
  name: string;
  metaTitle: string;
  metaDescription: string;
};

const sector = (slug: SectorSlug, name: string, focus: string): Sector => ({
  slug,
  name,
  metaTitle: `${name} Business Finance`,
  metaDescription: `Business finance for ${focus}: £5,000 to £500,000 from a panel of lenders, with a dedicated broker and fast decisions. Subject to status.`,
});

export const sectors: Record<SectorSlug, Sector> = {
  construction: sector("construction", "Construction", "construction firms and contractors"),
  hospitality: sector("hospitality", "Hospitality", "restaurants, pubs, cafés and hotels"),
  retail: sector("retail", "Retail", "shops and retailers"),
  automotive: sector("automotive", "Automotive", "garages, dealers and motor trade businesses"),
  "professional-services": sector(
    "professional-services",
    "Professional Services",
    "consultancies and professional firms",
  ),
  healthcare: sector("healthcare", "Healthcare", "GP, dental and veterinary practices"),
  "social-care": sector("social-care", "Social Care", "care homes and care providers"),
  "e-commerce": sector("e-commerce", "E-commerce", "online retailers and marketplace sellers"),
  accountants: sector("accountants", "Accountants", "accountancy practices"),
  "law-firms": sector("law-firms", "Law Firms", "solicitors and law firms"),
  manufacturing: sector("manufacturing", "Manufacturing", "manufacturers and engineering firms"),
  "transport-logistics": sector(
    "transport-logistics",
    "Transport & Logistics",
    "hauliers, couriers and logistics firms",
  ),
};
