import { getEnv, siteConfigFromEnv } from "#app/env.server.ts";

export function loader() {
  const { origin } = siteConfigFromEnv(getEnv());
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
