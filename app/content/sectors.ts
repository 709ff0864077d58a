import type { ProductSlug, SectorSlug } from "#app/paths.ts";
import type { IconName } from "#app/content/icons.ts";
import { sectorNames } from "#app/content/names.ts";
import { fundingRange, someLendersSameDay, subjectToStatus } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";

/** A solution card on an industry page; `product` links it to the product page. */
export type SectorSolution = {
  icon: IconName;
  title: string;
  description: string;
  product?: ProductSlug;
};

/**
 * How the pages name a sector's businesses. Each phrase is written out for its sector, never
 * built from the sector's name ("Law Firms" would make "Your Law Firms Business").
 */
export type SectorWording = {
  /** The businesses, as a sentence names them: "solicitors and law firms". */
  audience: string;
  /** Page heading, title and breadcrumb: "Finance for Law Firms". */
  heading: string;
  /** The businesses, as a heading names them: "Law Firms". */
  businesses: string;
  /** One reader's own business, as a heading names it: "Your Law Firm". */
  yours: string;
};

export type Sector = SectorWording & {
  slug: SectorSlug;
  name: string;
  metaTitle: string;
  metaDescription: string;
  icon: IconName;
  /** Opening paragraph of the page. */
  lead: string;
  solutions: [SectorSolution, SectorSolution, SectorSolution, SectorSolution];
  fundable: string[];
  perfectFor: string[];
};

type SectorCopy = Omit<
  Sector,
  keyof SectorWording | "slug" | "name" | "metaTitle" | "metaDescription"
>;

const sector = (slug: SectorSlug, wording: SectorWording, copy: SectorCopy): Sector => ({
  slug,
  name: sectorNames[slug],
  ...wording,
  metaTitle: wording.heading,
  metaDescription: `Business finance for ${wording.audience}: ${formatAmountRange(fundingRange)} from a panel of lenders, with a dedicated broker and fast decisions. Subject to status.`,
  ...copy,
});

/** The headings and sentences of an industry page that name the sector. */
export function sectorPageText(sector: Sector) {
  return {
    productsTitle: `Often used by ${sector.audience}`,
    solutionsTitle: `Finance Solutions for ${sector.businesses}`,
    solutionsLead: `Funding matched to how ${sector.audience} trade. ${subjectToStatus}`,
    closingTitle: `Funding for ${sector.yours}`,
    exampleTitle: `A Deal We Could Arrange for ${sector.businesses}`,
    exampleLead: `How funding can work for ${sector.audience}. The business, the deal and the owner's words are an illustrative example, not a named client.`,
  };
}

export const sectors: Record<SectorSlug, Sector> = {
  construction: sector(
    "construction",
    {
      audience: "construction firms and contractors",
      heading: "Construction Business Finance",
      businesses: "Construction Firms",
      yours: "Your Construction Business",
    },
    {
      icon: "hard-hat",
      lead: "Funding built around how construction gets paid: stage payments, retentions and subcontractor costs that land long before the final invoice.",
      solutions: [
        {
          icon: "zap",
          title: "Same-day decisions",
          description: `Cover materials and wages when a job starts before the client pays. ${someLendersSameDay}.`,
          product: "same-day-business-funding",
        },
        {
          icon: "tractor",
          title: "Equipment financing",
          description: "Excavators, plant and vans financed over their working life.",
          product: "asset-funding",
        },
        {
          icon: "clipboard-list",
          title: "Project funding",
          description: "Working capital matched to the length of a contract.",
          product: "short-term-business-loans",
        },
        {
          icon: "shield-check",
          title: "No personal guarantees",
          description: "Some lenders on our panel offer facilities without a personal guarantee.",
        },
      ],
      fundable: [
        "VAT bills and quarterly tax",
        "Plant hire and machinery",
        "Subcontractor advances",
        "Materials for new contracts",
        "Vans and site vehicles",
        "Retention gaps at project end",
      ],
      perfectFor: [
        "Main contractors and subcontractors",
        "Groundworks and civil engineering",
        "Builders and developers",
        "Electricians, plumbers and roofers",
      ],
    },
  ),
  hospitality: sector(
    "hospitality",
    {
      audience: "restaurants, pubs, cafés and hotels",
      heading: "Hospitality Business Finance",
      businesses: "Hospitality Businesses",
      yours: "Your Hospitality Business",
    },
    {
      icon: "utensils",
      lead: "Finance that understands seasonal trade: fund the refit in winter, staff up for summer and repay when the tables are full.",
      solutions: [
        {
          icon: "calendar-clock",
          title: "Seasonal funding",
          description: "Bridge the quiet months and prepare for the busy ones.",
          product: "short-term-business-loans",
        },
        {
          icon: "credit-card",
          title: "Card terminal advances",
          description: "Repay as a share of card takings, so quiet weeks cost less.",
          product: "card-terminal-loans",
        },
        {
          icon: "utensils",
          title: "Kitchen and bar equipment",
          description: "Ovens, refrigeration, coffee machines and EPOS systems.",
          product: "asset-funding",
        },
        {
          icon: "trending-up",
          title: "Growth funding",
          description: "A refurbishment, a terrace or a second site.",
          product: "business-growth-loans",
        },
      ],
      fundable: [
        "Refurbishments and refits",
        "Kitchen and bar equipment",
        "Stock ahead of peak season",
        "Outdoor seating and terraces",
        "Staffing for busy periods",
        "Opening a new venue",
      ],
      perfectFor: [
        "Restaurants and cafés",
        "Pubs and bars",
        "Hotels and B&Bs",
        "Caterers and takeaways",
      ],
    },
  ),
  retail: sector(
    "retail",
    {
      audience: "shops and retailers",
      heading: "Retail Business Finance",
      businesses: "Retailers",
      yours: "Your Shop",
    },
    {
      icon: "store",
      lead: "Keep the shelves full and the tills busy, with funding for stock, fit-outs and new stores that repays in step with your sales.",
      solutions: [
        {
          icon: "boxes",
          title: "Stock funding",
          description: "Buy more stock for peak seasons without draining cash.",
          product: "stock-funding",
        },
        {
          icon: "credit-card",
          title: "Card terminal funding",
          description: "Repayments taken as a share of card sales.",
          product: "card-terminal-loans",
        },
        {
          icon: "building",
          title: "Expansion",
          description: "Open a new branch or refit the one you have.",
          product: "business-growth-loans",
        },
        {
          icon: "zap",
          title: "Fast decisions",
          description: `For a supplier deal that will not wait. ${someLendersSameDay}.`,
          product: "same-day-business-funding",
        },
      ],
      fundable: [
        "Seasonal and bulk stock",
        "Shop fit-outs and signage",
        "EPOS and security systems",
        "New store openings",
        "Online shop development",
        "Cash-flow gaps",
      ],
      perfectFor: [
        "Independent shops",
        "Fashion and footwear",
        "Convenience stores",
        "Garden centres",
      ],
    },
  ),
  automotive: sector(
    "automotive",
    {
      audience: "garages, dealers and motor trade businesses",
      heading: "Finance for the Motor Trade",
      businesses: "Garages and Dealers",
      yours: "Your Garage or Dealership",
    },
    {
      icon: "car",
      lead: "From forecourt stock to diagnostic equipment, funding for the motor trade that keeps vehicles moving and workshops busy.",
      solutions: [
        {
          icon: "car",
          title: "Vehicle funding",
          description: "Finance forecourt stock and courtesy vehicles.",
          product: "stock-funding",
        },
        {
          icon: "wrench",
          title: "Workshop equipment",
          description: "Ramps, diagnostics and MOT bays over fixed terms.",
          product: "asset-funding",
        },
        {
          icon: "wallet",
          title: "Working capital",
          description: "Cover parts, wages and seasonal dips.",
          product: "short-term-business-loans",
        },
        {
          icon: "trending-up",
          title: "Growth funding",
          description: "A new showroom, franchise or additional bays.",
          product: "business-growth-loans",
        },
      ],
      fundable: [
        "Used vehicle stock",
        "Diagnostic and MOT equipment",
        "Showroom refurbishment",
        "Parts and tyres stock",
        "Recovery vehicles",
        "Premises improvements",
      ],
      perfectFor: ["Independent garages", "Car dealers", "Body shops", "Tyre and MOT centres"],
    },
  ),
  "professional-services": sector(
    "professional-services",
    {
      audience: "consultancies and professional firms",
      heading: "Professional Services Finance",
      businesses: "Professional Firms",
      yours: "Your Firm",
    },
    {
      icon: "briefcase",
      lead: "Smooth the gap between doing the work and getting paid, and invest in the people and systems that grow your firm.",
      solutions: [
        {
          icon: "wallet",
          title: "Working capital",
          description: "Cover salaries and overheads while clients pay on long terms.",
          product: "short-term-business-loans",
        },
        {
          icon: "laptop",
          title: "Technology investment",
          description: "Software, hardware and systems that make your team more productive.",
          product: "asset-funding",
        },
        {
          icon: "users",
          title: "Team expansion",
          description: "Hire ahead of new contracts and client wins.",
          product: "business-growth-loans",
        },
        {
          icon: "rocket",
          title: "Growth funding",
          description: "New offices, new services or a new market.",
          product: "business-growth-loans",
        },
      ],
      fundable: [
        "Salaries during growth",
        "IT systems and software",
        "Office moves and fit-outs",
        "Marketing campaigns",
        "Tax bills",
        "Partner buy-outs",
      ],
      perfectFor: [
        "Consultancies",
        "Marketing and design agencies",
        "IT services",
        "Recruitment firms",
      ],
    },
  ),
  healthcare: sector(
    "healthcare",
    {
      audience: "GP, dental and veterinary practices",
      heading: "Healthcare Practice Finance",
      businesses: "Healthcare Practices",
      yours: "Your Practice",
    },
    {
      icon: "stethoscope",
      lead: "Funding for practices that put patients first: new equipment, more treatment rooms and better care, with lenders who understand healthcare income.",
      solutions: [
        {
          icon: "heart-pulse",
          title: "Medical equipment",
          description: "Imaging, dental chairs and diagnostic kit over fixed terms.",
          product: "asset-funding",
        },
        {
          icon: "hospital",
          title: "Practice expansion",
          description: "Extra surgeries, refurbishment or a new site.",
          product: "business-growth-loans",
        },
        {
          icon: "heart-handshake",
          title: "Patient care",
          description: "Invest in the services and comfort your patients notice.",
          product: "short-term-business-loans",
        },
        {
          icon: "wallet",
          title: "Working capital",
          description: "Smooth payments between contract income and costs.",
          product: "short-term-business-loans",
        },
      ],
      fundable: [
        "Dental chairs and imaging",
        "Veterinary equipment",
        "Surgery refurbishment",
        "Practice software",
        "Additional treatment rooms",
        "Practice acquisition",
      ],
      perfectFor: ["GP practices", "Dental practices", "Veterinary practices", "Private clinics"],
    },
  ),
  "social-care": sector(
    "social-care",
    {
      audience: "care homes and care providers",
      heading: "Social Care Finance",
      businesses: "Care Providers",
      yours: "Your Care Business",
    },
    {
      icon: "heart-handshake",
      lead: "Funding for care providers from lenders who understand local authority payment cycles and the standards your residents deserve.",
      solutions: [
        {
          icon: "house",
          title: "Care home funding",
          description: "Refurbish rooms, extend or buy a new home.",
          product: "secured-business-loans",
        },
        {
          icon: "users",
          title: "Staff investment",
          description: "Recruitment and training without straining cash flow.",
          product: "short-term-business-loans",
        },
        {
          icon: "award",
          title: "Quality improvements",
          description: "Upgrades that lift the quality of care and your ratings.",
          product: "business-growth-loans",
        },
        {
          icon: "clipboard-check",
          title: "Regulator compliance",
          description: "Fund the work a Care Quality Commission inspection asks for.",
          product: "short-term-business-loans",
        },
      ],
      fundable: [
        "Room refurbishments",
        "Specialist beds and hoists",
        "Staff recruitment and training",
        "Care management software",
        "Accessible vehicles",
        "Gaps in local authority payments",
      ],
      perfectFor: [
        "Residential care homes",
        "Nursing homes",
        "Domiciliary care agencies",
        "Supported living",
      ],
    },
  ),
  "e-commerce": sector(
    "e-commerce",
    {
      audience: "online retailers and marketplace sellers",
      heading: "E-commerce Business Finance",
      businesses: "Online Sellers",
      yours: "Your Online Business",
    },
    {
      icon: "shopping-cart",
      lead: "Scale your online store with funding for stock, ads and platforms, from lenders who read marketplace and payment data as well as bank statements.",
      solutions: [
        {
          icon: "boxes",
          title: "Inventory funding",
          description: "Buy stock ahead of demand and peak seasons.",
          product: "stock-funding",
        },
        {
          icon: "monitor-smartphone",
          title: "Platform development",
          description: "A faster site, better checkout and new integrations.",
          product: "business-growth-loans",
        },
        {
          icon: "megaphone",
          title: "Marketing",
          description: "Fund advertising that pays back within weeks.",
          product: "short-term-business-loans",
        },
        {
          icon: "rocket",
          title: "Scaling up",
          description: "Warehousing, fulfilment and new markets.",
          product: "business-growth-loans",
        },
      ],
      fundable: [
        "Stock for peak seasons",
        "Paid advertising",
        "Website and app development",
        "Warehousing and fulfilment",
        "International expansion",
        "Import costs",
      ],
      perfectFor: [
        "Marketplace sellers",
        "Direct-to-consumer brands",
        "Online shops on any platform",
        "Subscription businesses",
      ],
    },
  ),
  accountants: sector(
    "accountants",
    {
      audience: "accountancy practices",
      heading: "Finance for Accountants",
      businesses: "Accountancy Practices",
      yours: "Your Practice",
    },
    {
      icon: "calculator",
      lead: "Funding for accountancy practices: invest in people and software, smooth the peaks of the tax year and grow by acquisition.",
      solutions: [
        {
          icon: "trending-up",
          title: "Practice development",
          description: "New services, new staff and a stronger client offer.",
          product: "business-growth-loans",
        },
        {
          icon: "laptop",
          title: "Technology",
          description: "Cloud software, hardware and secure systems.",
          product: "asset-funding",
        },
        {
          icon: "wallet",
          title: "Working capital",
          description: "Cover overheads through seasonal fee cycles.",
          product: "short-term-business-loans",
        },
        {
          icon: "handshake",
          title: "Practice acquisition",
          description: "Buy a fee bank or merge with another practice.",
          product: "secured-business-loans",
        },
      ],
      fundable: [
        "Buying a fee bank",
        "Practice software",
        "Office refurbishment",
        "Hiring qualified staff",
        "Partner retirement buy-outs",
        "Tax season cash flow",
      ],
      perfectFor: ["Sole practitioners", "Partnerships", "Bookkeeping firms", "Payroll bureaus"],
    },
  ),
  "law-firms": sector(
    "law-firms",
    {
      audience: "solicitors and law firms",
      heading: "Finance for Law Firms",
      businesses: "Law Firms",
      yours: "Your Law Firm",
    },
    {
      icon: "scale",
      lead: "Finance for law firms from lenders who understand work in progress, disbursements and the rules that govern client money.",
      solutions: [
        {
          icon: "gavel",
          title: "Case funding",
          description: "Working capital to carry cases through to settlement.",
          product: "short-term-business-loans",
        },
        {
          icon: "building",
          title: "Practice expansion",
          description: "New offices, new departments and lateral hires.",
          product: "business-growth-loans",
        },
        {
          icon: "receipt",
          title: "Disbursement finance",
          description: "Fund court fees, expert reports and searches up front.",
          product: "short-term-business-loans",
        },
        {
          icon: "scale",
          title: "Regulator understanding",
          description: "Lenders who know how the Solicitors Regulation Authority rules affect you.",
        },
      ],
      fundable: [
        "Disbursements",
        "Work in progress",
        "Case management systems",
        "Office moves",
        "Partner buy-ins",
        "Professional indemnity premiums",
      ],
      perfectFor: [
        "High-street solicitors",
        "Personal injury firms",
        "Conveyancers",
        "Commercial law firms",
      ],
    },
  ),
  manufacturing: sector(
    "manufacturing",
    {
      audience: "manufacturers and engineering firms",
      heading: "Manufacturing Business Finance",
      businesses: "Manufacturers",
      yours: "Your Manufacturing Business",
    },
    {
      icon: "factory",
      lead: "Funding for makers: machinery, materials and space to grow production, including finance that helps you win orders overseas.",
      solutions: [
        {
          icon: "cog",
          title: "Equipment finance",
          description: "CNC machines, production lines and tooling.",
          product: "asset-funding",
        },
        {
          icon: "warehouse",
          title: "Facility expansion",
          description: "Bigger premises or an extra production line.",
          product: "secured-business-loans",
        },
        {
          icon: "package",
          title: "Raw materials",
          description: "Buy materials in bulk for large orders.",
          product: "stock-funding",
        },
        {
          icon: "globe",
          title: "Export growth",
          description: "Fund the gap while overseas customers pay.",
          product: "business-growth-loans",
        },
      ],
      fundable: [
        "Machinery and tooling",
        "Raw materials",
        "Factory extensions",
        "Automation and robotics",
        "Export orders",
        "Energy-saving upgrades",
      ],
      perfectFor: [
        "Engineering firms",
        "Food and drink producers",
        "Fabricators",
        "Packaging manufacturers",
      ],
    },
  ),
  "transport-logistics": sector(
    "transport-logistics",
    {
      audience: "hauliers, couriers and logistics firms",
      heading: "Transport & Logistics Finance",
      businesses: "Transport & Logistics Firms",
      yours: "Your Transport Business",
    },
    {
      icon: "truck",
      lead: "Keep the fleet on the road and the cash moving, with funding for vehicles, fuel and new contracts, and invoice finance for slow payers.",
      solutions: [
        {
          icon: "truck",
          title: "Fleet finance",
          description: "New and used HGVs, vans and trailers.",
          product: "asset-funding",
        },
        {
          icon: "route",
          title: "Route expansion",
          description: "Take on new routes and depots.",
          product: "business-growth-loans",
        },
        {
          icon: "fuel",
          title: "Operating costs",
          description: "Fuel, tolls, insurance and repairs when they fall due.",
          product: "short-term-business-loans",
        },
        {
          icon: "clipboard-check",
          title: "Contract funding",
          description: "Working capital to start a large contract.",
          product: "short-term-business-loans",
        },
      ],
      fundable: [
        "HGVs, vans and trailers",
        "Fuel and maintenance",
        "Invoice factoring for slow payers",
        "Warehouse equipment",
        "Tracking and telematics",
        "New depots",
      ],
      perfectFor: [
        "Hauliers",
        "Courier and delivery firms",
        "Freight forwarders",
        "Warehousing businesses",
      ],
    },
  ),
};
