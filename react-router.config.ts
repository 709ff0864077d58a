import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // A route module in one file: split, the application's client action was a chunk of its own
  // (100 bytes, a request) on a page whose every script counts (docs/decisions/0023).
  splitRouteModules: false,
  // Every content page is built to static HTML from the same index that feeds the sitemap.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
