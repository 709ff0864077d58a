import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  crossFamilyChunkOf,
  familyChunkOf,
  formsChunkOf,
  sharedWithShellChunkOf,
} from "./form-chunks.ts";

/** A module graph given as each module's static and dynamic importers. */
function graphOf(edges: Record<string, { by?: string[]; later?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      id in edges
        ? { importers: edges[id]!.by ?? [], dynamicImporters: edges[id]!.later ?? [] }
        : null,
  };
}

const route = (name: string) => `/site/app/routes/${name}.tsx?__react-router-build-client-route`;
const root = "/site/app/root.tsx?__react-router-build-client-route";

/** The chunk the groups, in the build's order, put a module in (null: the default split). */
function chunkOf(id: string, graph: ReturnType<typeof graphOf>) {
  for (const group of [sharedWithShellChunkOf, formsChunkOf, crossFamilyChunkOf, familyChunkOf]) {
    const name = group(id, graph);
    if (name) return name;
  }
  return null;
}

describe("the form pages' chunks", () => {
  const graph = graphOf({
    [route("contact")]: {},
    [route("track")]: {},
    [route("application")]: {},
    [route("results")]: {},
    [root]: {},
    "/site/app/components/forms/use-lead-form.ts": { by: [route("contact"), route("track")] },
    "/site/app/components/layout/header.tsx": { by: [root] },
    "/site/app/components/forms/wizard.tsx": { by: [route("application")] },
    "/site/app/lib/storage.ts": {
      by: ["/site/app/components/results/upload.tsx"],
      later: ["/site/app/components/forms/wizard.tsx"],
    },
    "/site/app/components/results/upload.tsx": { by: [route("results")] },
    "/site/app/components/results/both.tsx": { by: [route("results"), route("application")] },
    "/site/app/components/forms/rules.ts": { later: ["/site/app/components/forms/wizard.tsx"] },
    "/site/app/schemas/quote-rules.ts": {
      by: ["/site/app/components/forms/wizard.tsx", "/site/app/components/forms/quote-script.ts"],
    },
    "/site/app/schemas/rules.ts": {
      by: ["/site/app/components/layout/header.tsx", "/site/app/components/forms/quote-script.ts"],
    },
    "/site/app/components/forms/quote-script.ts": { later: ["/site/app/shell/behaviours.ts"] },
    "/site/app/shell/behaviours.ts": {},
    "/site/app/components/admin/panel.tsx": { by: [route("admin-lead")] },
    "/site/node_modules/react-router/dist/production/index.mjs": { by: [root] },
    "/site/node_modules/react-dom/index.js": {
      by: [
        "/site/node_modules/react-router/dist/production/index.mjs",
        "/site/node_modules/react-dom/client.js",
      ],
    },
    "/site/node_modules/react-dom/client.js": { by: ["/site/app/entry.client.tsx"] },
    "/site/node_modules/lucide-react/dist/esm/lucide-react.mjs": {
      by: ["/site/app/components/forms/wizard.tsx", "/site/app/components/admin/panel.tsx"],
    },
  });

  test("what every page that hydrates loads goes in the forms chunk", () => {
    expect(chunkOf("/site/app/components/layout/header.tsx", graph)).toBe("forms");
  });

  test("what only one family's pages load goes in that family's chunk", () => {
    expect(chunkOf("/site/app/components/forms/use-lead-form.ts", graph)).toBe("lead-forms");
    expect(chunkOf("/site/app/components/forms/wizard.tsx", graph)).toBe("wizard");
    expect(chunkOf("/site/app/components/results/upload.tsx", graph)).toBe("documents");
  });

  test("what pages of two families load, or one at once and another on demand, goes apart", () => {
    expect(chunkOf("/site/app/components/results/both.tsx", graph)).toBe("application-results");
    // Grouped with the documents, it would bring their chunk to the wizard when it loads it.
    expect(chunkOf("/site/app/lib/storage.ts", graph)).toBe("application-results");
  });

  test("React DOM's small index, which the router and the client entry share, goes in the forms chunk", () => {
    // Kept apart, it was a request of its own on every page that hydrates.
    expect(chunkOf("/site/node_modules/react-dom/index.js", graph)).toBe("forms");
    expect(chunkOf("/site/node_modules/react-dom/client.js", graph)).toBeNull();
  });

  test("a form's rules, loaded on demand, keep the default split", () => {
    expect(chunkOf("/site/app/components/forms/rules.ts", graph)).toBeNull();
  });

  test("what the shell's behaviours share with form pages goes in a chunk without React", () => {
    // Most form pages load it: one chunk for them all.
    expect(chunkOf("/site/app/schemas/rules.ts", graph)).toBe("shared");
    // Fewer do: a chunk of its own, so the others never load it.
    expect(chunkOf("/site/app/schemas/quote-rules.ts", graph)).toBe("shared-application");
    expect(chunkOf("/site/app/components/forms/quote-script.ts", graph)).toBeNull();
  });

  test("the back office's own code and the routes themselves keep the default split", () => {
    expect(chunkOf("/site/app/components/admin/panel.tsx", graph)).toBeNull();
    expect(chunkOf(route("contact"), graph)).toBeNull();
    expect(chunkOf(root, graph)).toBeNull();
  });
});

test("an icon goes with the pages whose modules name it, not every page that uses the library", () => {
  const site = mkdtempSync(join(tmpdir(), "form-chunks-"));
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
    return join(site, path);
  };
  const library = file(
    "node_modules/lucide-react/dist/esm/lucide-react.mjs",
    "export { default as AlertCircle, default as CircleAlert } from './icons/circle-exclamation-point.mjs';\n" +
      "export { default as Boxes } from './icons/boxes.mjs';\n",
  );
  const alert = join(site, "node_modules/lucide-react/dist/esm/icons/circle-exclamation-point.mjs");
  const boxes = join(site, "node_modules/lucide-react/dist/esm/icons/boxes.mjs");
  const progress = file(
    "app/components/forms/progress.tsx",
    'import { Check, CircleAlert as Problem } from "lucide-react";\n',
  );
  const panel = file("app/components/admin/panel.tsx", 'import { Boxes } from "lucide-react";\n');
  const graph = graphOf({
    [library]: { by: [progress, panel] },
    [alert]: { by: [library] },
    [boxes]: { by: [library] },
    [progress]: { by: [route("application")] },
    [panel]: { by: [route("admin-lead")] },
  });
  expect(chunkOf(alert, graph)).toBe("wizard");
  // Only the back office names it, though the wizard imports the library too.
  expect(chunkOf(boxes, graph)).toBeNull();
});
