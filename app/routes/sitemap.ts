import { getEnv, siteConfigFromEnv } from "#app/env.server.ts";
import { sitemapPaths } from "#app/content/pages.ts";

export function loader() {
  const { origin } = siteConfigFromEnv(getEnv());
  const urls = sitemapPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
