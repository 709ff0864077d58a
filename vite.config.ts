import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import {
  crossFamilyChunkOf,
  familyChunkOf,
  formsChunkOf,
  sharedWithShellChunkOf,
} from "./scripts/form-chunks.ts";

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's dependencies
 * and stylesheets, even with module preloading off (it keeps it for the stylesheets). Nothing
 * here is preloaded (docs/decisions/0019) and the site has one stylesheet, linked by the root,
 * so the helper only cost every page 3.4 KB of script: it is replaced by a call of the import
 * itself. The build fails if a dynamic import ever does bring a stylesheet of its own.
 */
function withoutPreloadHelper(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "without-preload-helper",
    enforce: "pre",
    load(id) {
      return id === helper ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps")) {
          this.error(
            `${chunk.fileName}: a dynamic import brings a stylesheet, which nothing loads`,
          );
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), withoutPreloadHelper()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // Nothing preloaded around dynamic imports: a chunk loaded on demand (a page behaviour, a
    // form's rules) fetches what it imports itself, for a head start of one round trip on code
    // nobody waits for (docs/decisions/0019). With this off Vite still wraps each dynamic import
    // in its helper, which `withoutPreloadHelper` above replaces.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Of the modules no form page loads at once, those sixteen or more routes share (icons,
        // components and content of the pages served without the framework) are grouped into
        // two chunks instead of dozens of tiny ones. Modules fewer routes share keep to their
        // pages (a lower threshold pulled the product catalogue into pages without it).
        codeSplitting: {
          groups: [
            // The shell every page loads (app/shell/), alone, so pages that never hydrate load
            // it without React (docs/decisions/0020-content-pages-without-hydration.md). Small
            // modules the pages' own scripts share with React pages (consent, storage keys) go
            // with it: grouped into the common chunk, they would bring React along.
            {
              name: "shell",
              test: /[\\/]app[\\/](shell[\\/]|lib[\\/](analytics|consent|first-use|storage-keys)\.ts)/,
            },
            // The pages with a form load their code in a few chunks grouped by the pages that
            // use it (docs/decisions/0023, scripts/form-chunks.ts). Before the icon and common
            // groups, which then gather what only the route modules of pages served without
            // the framework share (loaded on a client-side navigation, if ever).
            { name: sharedWithShellChunkOf },
            { name: formsChunkOf },
            { name: crossFamilyChunkOf },
            { name: familyChunkOf },
            { name: "icons", test: /node_modules[\\/]lucide-react/, minShareCount: 16 },
            {
              name: "common",
              test: /[\\/]app[\\/](components|content|lib|config)[\\/]/,
              minShareCount: 16,
            },
          ],
        },
      },
    },
  },
});
