import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import {
  crossFamilyChunkOf,
  familyChunkOf,
  formsChunkOf,
  sharedWithShellChunkOf,
} from "./scripts/form-chunks.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: a chunk loaded on demand (a page behaviour, a
    // form's rules) fetches what it imports itself. The helper was 1.5 KiB in the first load of
    // the pages that carry it, for a head start of one round trip on code nobody waits for
    // (docs/decisions/0019: nothing is preloaded).
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
            // modules the pages' own scripts share with React pages (money, storage keys) go
            // with it: grouped into the common chunk, they would bring React along.
            {
              name: "shell",
              test: /[\\/]app[\\/](shell[\\/]|lib[\\/](analytics|consent|first-use|money|storage-keys)\.ts)/,
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
