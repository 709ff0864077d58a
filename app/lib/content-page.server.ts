import { pageFor } from "#app/content/pages.ts";
import { normalisePath } from "#app/lib/meta.ts";

/**
 * The loader of every content route: the page's entry in the content index. Content pages are
 * prerendered, so this runs at build time and the index never reaches the browser's bundle;
 * client-side navigation reads the prerendered `.data` file instead. `url` is the location the
 * router matched (without the `.data` suffix of data requests).
 */
export function contentLoader({ url }: { url: URL }) {
  return { page: pageFor(normalisePath(url.pathname)) };
}
