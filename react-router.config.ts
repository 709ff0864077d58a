import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every content page is built to static HTML from the same index that feeds the sitemap.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
