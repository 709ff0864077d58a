export const titleSuffix = "Alternative Business Finance UK";

/**
 * A page's title as the browser shows it, for pages outside the content index too. A module of
 * its own, so a page that titles itself need not carry the content index in its script.
 */
export function pageTitle(title: string): string {
  return `${title} | ${titleSuffix}`;
}
