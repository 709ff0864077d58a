import type { MetaDescriptor } from "react-router";
import type { PageEntry } from "#app/content/pages.ts";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function siteFromMatches(matches: readonly Match[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { site?: SiteConfig } | undefined)?.site ?? defaultSiteConfig;
}

/** A share card's size: what the large link previews of social sites and messengers show. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where a page's share card is served: one per page of the content index, drawn from its
 * heading and the brand when the site is built (`scripts/share-images.ts`).
 */
export function shareImagePath(pagePath: string): string {
  const name =
    pagePath === "/"
      ? "home"
      : pagePath
          .replace(/^\/+/, "")
          .replace(/[^a-z0-9-]+/gi, "-")
          .toLowerCase();
  return `/og/${name}.png`;
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
    { property: "og:image", content: `${site.origin}${shareImagePath(entry.path)}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: entry.h1 },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (entry.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** The `meta` export shared by every content route: the page entry comes from its loader. */
export function contentMeta({
  loaderData,
  matches,
}: {
  loaderData: unknown;
  matches: readonly Match[];
}): MetaDescriptor[] {
  const page = (loaderData as { page?: PageEntry } | undefined)?.page;
  return page ? metaForPage(page, siteFromMatches(matches)) : [];
}

/** A back-office page's title and the tag that keeps it out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Back office` }, { name: "robots", content: "noindex, nofollow" }];
}
