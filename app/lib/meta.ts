import type { MetaDescriptor } from "react-router";
import { pageFor, type PageEntry } from "#app/content/pages.ts";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function siteFromMatches(matches: readonly Match[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { site?: SiteConfig } | undefined)?.site ?? defaultSiteConfig;
}

/** Title, description, canonical URL and Open Graph tags for one page of the content index. */
export function metaForPage(entry: PageEntry, site: SiteConfig): MetaDescriptor[] {
  const url = `${site.origin}${entry.path === "/" ? "/" : entry.path}`;
  const tags: MetaDescriptor[] = [
    { title: entry.title },
    { name: "description", content: entry.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: entry.title },
    { property: "og:description", content: entry.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${site.origin}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (entry.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** The `meta` export shared by every content route: looks the page up by its path. */
export function contentMeta({
  location,
  matches,
}: {
  location: { pathname: string };
  matches: readonly Match[];
}): MetaDescriptor[] {
  return metaForPage(pageFor(normalisePath(location.pathname)), siteFromMatches(matches));
}
