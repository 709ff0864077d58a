import type { ProductSlug } from "#app/paths.ts";

/**
 * The product catalogue: every figure of every product lives here once. The hub, the cards,
 * the guides page and the product pages all read it. Where the specification gives two
 * readings, the product page's reading is the one kept (see docs/content.md).
 */
export type Product = {
  slug: ProductSlug;
  name: string;
  shortName: string;
  metaTitle: string;
  metaDescription: string;
  summary: string;
};

export const products: Record<ProductSlug, Product> = {
  "short-term-business-loans": {
    slug: "short-term-business-loans",
    name: "Short-Term Business Loans",
    shortName: "Short-Term Loans",
    metaTitle: "Short-Term Business Loans from £5,000 to £500,000",
    metaDescription:
      "Short-term business loans of £5,000 to £500,000 over 3 to 24 months, with decisions in 24 hours. FCA regulated broker, no hidden fees.",
    summary: "Fast working capital of £5,000 to £500,000 over 3 to 24 months.",
  },
  "card-terminal-loans": {
    slug: "card-terminal-loans",
    name: "Card Terminal Loans",
    shortName: "Card Terminal Loans",
    metaTitle: "Card Terminal Loans: Repay from Your Card Takings",
    metaDescription:
      "Card terminal loans of £5,000 to £500,000 repaid as a share of daily card sales (5-20%). Decisions in 48 hours for businesses trading 6 months or more.",
    summary: "Funding of £5,000 to £500,000 repaid as 5-20% of your daily card takings.",
  },
  "bad-credit-business-loans": {
    slug: "bad-credit-business-loans",
    name: "Bad Credit Business Loans",
    shortName: "Bad Credit Loans",
    metaTitle: "Bad Credit Business Loans from £5,000 to £100,000",
    metaDescription:
      "Business loans of £5,000 to £100,000 when the bank has said no. Decisions in 72 hours for businesses trading 6 months or more. Subject to status.",
    summary: "£5,000 to £100,000 for businesses with a poor credit history.",
  },
  "same-day-business-funding": {
    slug: "same-day-business-funding",
    name: "Same-Day Business Funding",
    shortName: "Same-Day Funding",
    metaTitle: "Same-Day Business Funding up to £100,000",
    metaDescription:
      "Same-day business funding up to £100,000, with decisions in as little as 2 hours. FCA regulated broker with a panel of lenders.",
    summary: "Up to £100,000 with decisions in as little as 2 hours.",
  },
  "business-growth-loans": {
    slug: "business-growth-loans",
    name: "Business Growth Loans",
    shortName: "Growth Loans",
    metaTitle: "Business Growth Loans from £10,000 to £500,000",
    metaDescription:
      "Growth loans of £10,000 to £500,000 over up to 6 years, with decisions in 24-48 hours, for businesses trading 12 months with £100,000+ turnover.",
    summary: "£10,000 to £500,000 over up to 6 years to expand your business.",
  },
  "asset-funding": {
    slug: "asset-funding",
    name: "Asset Funding",
    shortName: "Asset Funding",
    metaTitle: "Asset Funding from £5,000 to £2,000,000",
    metaDescription:
      "Asset finance of £5,000 to £2,000,000 over up to 7 years, with up to 100% financing and decisions in 24 hours.",
    summary: "£5,000 to £2,000,000 to buy or refinance equipment, vehicles and machinery.",
  },
  "stock-funding": {
    slug: "stock-funding",
    name: "Stock Funding",
    shortName: "Stock Funding",
    metaTitle: "Stock Funding from £10,000 to £1,000,000",
    metaDescription:
      "Stock funding of £10,000 to £1,000,000 over 3 to 36 months, financing up to 80% of stock value, with decisions in 48 hours.",
    summary: "£10,000 to £1,000,000 against up to 80% of your stock value.",
  },
  "bridging-loans": {
    slug: "bridging-loans",
    name: "Bridging Loans",
    shortName: "Bridging Loans",
    metaTitle: "Bridging Loans from £25,000 to £5,000,000",
    metaDescription:
      "Property bridging finance of £25,000 to £5,000,000 over 1 to 24 months, up to 75% LTV, completion in 7-14 days. Your property may be repossessed if you do not keep up repayments.",
    summary: "£25,000 to £5,000,000 of short-term property finance, up to 75% LTV.",
  },
  "secured-business-loans": {
    slug: "secured-business-loans",
    name: "Secured Business Loans",
    shortName: "Secured Loans",
    metaTitle: "Secured Business Loans from £25,000 to £10,000,000",
    metaDescription:
      "Secured business loans of £25,000 to £10,000,000 over up to 25 years at up to 80% LTV, with approval in 5-10 days.",
    summary: "£25,000 to £10,000,000 secured on property or business assets.",
  },
  "vat-funding": {
    slug: "vat-funding",
    name: "VAT Funding",
    shortName: "VAT Funding",
    metaTitle: "VAT Funding: Spread Your VAT Bill over 3 Months",
    metaDescription:
      "Spread VAT bills of £5,000 to £500,000 over 3 equal monthly instalments, with approval in 24 hours and no security needed.",
    summary: "Spread a VAT bill of £5,000 to £500,000 over 3 months.",
  },
  "tax-funding": {
    slug: "tax-funding",
    name: "Corporation Tax Funding",
    shortName: "Tax Funding",
    metaTitle: "Corporation Tax Funding over 6, 10 or 12 Months",
    metaDescription:
      "Spread corporation tax bills of £5,000 to £500,000 over 6, 10 or 12 months, with approval in 24-48 hours.",
    summary: "Spread corporation tax of £5,000 to £500,000 over 6, 10 or 12 months.",
  },
};
