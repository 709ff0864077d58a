import type { SiteConfig } from "#app/config/site.ts";

/** Structured data as a non-executable script block; `<` is escaped so text cannot close it. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The business as a schema.org organisation of `type`: its name, and where and how to reach it.
 * Each page adds what it says of it.
 */
export function businessOrganisation(site: SiteConfig, type: "FinancialService" | "Organization") {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: site.brandName,
    url: `${site.origin}/`,
    telephone: site.phoneE164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.line1,
      addressLocality: site.address.town,
      postalCode: site.address.postcode,
      addressCountry: "GB",
    },
  };
}
