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
function project(files: Record<string, string | string[]>): string {
  const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  roots.push(root);
  const all: Record<string, string | string[]> = {
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
    writeFileSync(join(root, path), Array.isArray(text) ? text.join("\n") : text);
  }
  return root;
}

describe("import circles", () => {
  test("a circle closed by a type-only import is reported as a chain", () => {
    const root = project({
      "app/lead.server.ts": [
        `import { statusOf } from "#app/lead-status.server.ts";`,
        `export type Lead = { id: string };`,
        `export const s = statusOf;`,
      ],
      "app/lead-status.server.ts": [
        `import type { Lead } from "./lead.server.ts";`,
        `export const statusOf = (lead: Lead) => lead.id;`,
      ],
    });
    expect(findImportCycles(root)).toEqual([
      ["app/lead-status.server.ts", "app/lead.server.ts", "app/lead-status.server.ts"],
    ]);
  });

  test("re-exports, dynamic imports and .tsx modules close circles too", () => {
    const root = project({
      "server/a.ts": `export * from "./b.ts";\n`,
      "server/b.ts": `export const later = () => import("#app/c.tsx");\n`,
      "app/c.tsx": [`export { later } from "../server/b.ts";`, `export const C = () => <p />;`],
    });
    expect(findImportCycles(root)).toEqual([["app/c.tsx", "server/b.ts", "app/c.tsx"]]);
  });

  test("each circle through a group of modules is shown once", () => {
    const root = project({
      "app/a.ts": [
        `import type { B } from "./b.ts";`,
        `import type { C } from "./c.ts";`,
        `export type A = B | C;`,
      ],
      "app/b.ts": [`import type { A } from "./a.ts";`, `export type B = A[];`],
      "app/c.ts": [`import type { A } from "./a.ts";`, `export type C = A[];`],
    });
    expect(findImportCycles(root)).toEqual([
      ["app/a.ts", "app/b.ts", "app/a.ts"],
      ["app/a.ts", "app/c.ts", "app/a.ts"],
    ]);
  });

  test("a tree without a circle passes; build output and packages are not read", () => {
    const root = project({
      "app/types.ts": `export type Actor = { id: string };\n`,
      "app/users.server.ts": [
        `import type { Actor } from "#app/types.ts";`,
        `import { z } from "zod";`,
        `export const name = (actor: Actor) => actor.id + String(z);`,
      ],
      "server/app.ts": [
        `import { name } from "#app/users.server.ts";`,
        `import type { Actor } from "#app/types.ts";`,
        `export const run = (actor: Actor) => name(actor);`,
      ],
      "app/build/server.ts": `import "./server.ts";\n`,
      "app/.react-router/types.ts": `import "./types.ts";\n`,
      "app/node_modules/x/index.ts": `import "./index.ts";\n`,
    });
    expect(findImportCycles(root)).toEqual([]);
  });

  test("a module that imports itself is a circle", () => {
    const root = project({
      "tests/self.ts": [`export type T = import("./self.ts").U;`, `export type U = 1;`],
    });
    expect(findImportCycles(root)).toEqual([["tests/self.ts", "tests/self.ts"]]);
  });
});
