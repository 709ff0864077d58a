import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { findImportCycles } from "./import-cycles.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project in a temporary folder, with `#app/*` imports as the real one has them. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  roots.push(root);
  const all: Record<string, string> = {
    "package.json": JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
    "tsconfig.json": JSON.stringify({
      include: ["**/*.ts", "**/*.tsx"],
      compilerOptions: {
        module: "ESNext",
        moduleResolution: "bundler",
        allowImportingTsExtensions: true,
        noEmit: true,
        jsx: "react-jsx",
      },
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("import circles", () => {
  test("a circle closed by a type-only import is reported as a chain", () => {
    const root = project({
      "app/lead.server.ts": `import { statusOf } from "#app/lead-status.server.ts";\nexport type Lead = { id: string };\nexport const s = statusOf;\n`,
      "app/lead-status.server.ts": `import type { Lead } from "./lead.server.ts";\nexport const statusOf = (lead: Lead) => lead.id;\n`,
    });
    expect(findImportCycles(root)).toEqual([
      ["app/lead-status.server.ts", "app/lead.server.ts", "app/lead-status.server.ts"],
    ]);
  });

  test("re-exports, dynamic imports and .tsx modules close circles too", () => {
    const root = project({
      "server/a.ts": `export * from "./b.ts";\n`,
      "server/b.ts": `export const later = () => import("#app/c.tsx");\n`,
      "app/c.tsx": `export { later } from "../server/b.ts";\nexport const C = () => <p />;\n`,
    });
    expect(findImportCycles(root)).toEqual([["app/c.tsx", "server/b.ts", "app/c.tsx"]]);
  });

  test("each circle through a group of modules is shown once", () => {
    const root = project({
      "app/a.ts": `import type { B } from "./b.ts";\nimport type { C } from "./c.ts";\nexport type A = B | C;\n`,
      "app/b.ts": `import type { A } from "./a.ts";\nexport type B = A[];\n`,
      "app/c.ts": `import type { A } from "./a.ts";\nexport type C = A[];\n`,
    });
    expect(findImportCycles(root)).toEqual([
      ["app/a.ts", "app/b.ts", "app/a.ts"],
      ["app/a.ts", "app/c.ts", "app/a.ts"],
    ]);
  });

  test("a tree without a circle passes, and what is outside the source folders is not read", () => {
    const root = project({
      "app/types.ts": `export type Actor = { id: string };\n`,
      "app/users.server.ts": `import type { Actor } from "#app/types.ts";\nimport { z } from "zod";\nexport const name = (actor: Actor) => actor.id + String(z);\n`,
      "server/app.ts": `import { name } from "#app/users.server.ts";\nimport type { Actor } from "#app/types.ts";\nexport const run = (actor: Actor) => name(actor);\n`,
      "app/self.ts": `export const one = 1;\n`,
      "app/build/server.ts": `import "./server.ts";\n`,
      "app/.react-router/types.ts": `import "./types.ts";\n`,
      "app/node_modules/x/index.ts": `import "./index.ts";\n`,
    });
    expect(findImportCycles(root)).toEqual([]);
  });

  test("a module that imports itself is a circle", () => {
    const root = project({
      "tests/self.ts": `export type T = import("./self.ts").U;\nexport type U = 1;\n`,
    });
    expect(findImportCycles(root)).toEqual([["tests/self.ts", "tests/self.ts"]]);
  });
});
