import { readdir, readFile } from "node:fs/promises";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Window } from "happy-dom";
import { matchPath } from "react-router";
import { pages } from "#app/content/pages.ts";
import type { PageHandle } from "#app/lib/static-page.ts";
import { shellScriptOf } from "#app/server/first-paint.server.ts";
import { pageBehaviours } from "#app/shell/page-behaviours.ts";
import { compressedForms } from "#server/encoding.ts";

/**
 * What each public route makes a visitor download of JavaScript before it can run, each chunk
 * once at the size the server sends it (brotli), as the build manifest lists it: the client entry
 * and the routes' modules with their imports, or on a static page the shell and the page
 * behaviours in its HTML (ADR 0020); chunks loaded on demand are not counted. Read by the budget
 * check (`tests/e2e/ops-js-budget.spec.ts`) and the bench report.
 */

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
};

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type RouteScripts = {
  id: string;
  path: string;
  /** Each file with its compressed size, largest first. */
  files: { file: string; bytes: number }[];
  bytes: number;
};

export const clientBuildDir = resolve("build/client");
export const serverBuildFile = resolve("build/server/index.js");

/** The routes whose pages run no framework scripts, as the server build's modules say. */
async function staticRouteIds(serverBuild: string): Promise<Set<string>> {
  const build = (await import(pathToFileURL(serverBuild).href)) as {
    routes: Record<string, { module: { handle?: PageHandle } }>;
  };
  return new Set(
    Object.entries(build.routes)
      .filter(([, route]) => route.module.handle?.hydrate === false)
      .map(([id]) => id),
  );
}

/** A chunk and the chunks it imports statically, transitively (`import"./x.js"`, `from"./x.js"`). */
async function withStaticImports(clientDir: string, file: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const text = await readFile(join(clientDir, at), "utf8");
    for (const [, target] of text.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      await visit(posix.join(posix.dirname(at), target!));
    }
  };
  await visit(file);
  return [...seen];
}

/**
 * The page behaviours a page served without the framework loads as it starts: those whose
 * markup is in its prerendered HTML, outside the inert templates of sections shown later. One
 * loaded when its markup is shown counts as loaded (at some width it is: the budget holds for
 * every width); one loaded on first use does not. Each is the chunk named after its module
 * (`() => import(".../quote-form-script.ts")`).
 */
async function behavioursAtStart(
  clientDir: string,
  assets: string[],
  routePath: string,
): Promise<string[]> {
  const page = routePath.includes("*")
    ? undefined
    : pages.find((entry) => entry.prerender && matchPath(routePath, entry.path));
  if (!page) return [];
  const html = await readFile(join(clientDir, page.path, "index.html"), "utf8");
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
  });
  try {
    window.document.write(html.replace(/<template>[\s\S]*?<\/template>/g, "<template></template>"));
    return pageBehaviours
      .filter(
        ({ selector, start }) =>
          start !== "on-first-use" && window.document.querySelector(selector),
      )
      .map(({ selector, load }) => {
        const name = /([\w-]+)\.tsx?["']\)/.exec(String(load))?.[1];
        const file = assets.find((asset) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(asset));
        if (!name || !file) throw new Error(`No chunk for the page behaviour of ${selector}`);
        return `/assets/${file}`;
      });
  } finally {
    await window.happyDOM.close();
  }
}

async function readManifest(clientDir: string): Promise<Manifest> {
  const assets = join(clientDir, "assets");
  const name = (await readdir(assets)).find((file) => /^manifest-.*\.js$/.test(file));
  if (!name) throw new Error(`No route manifest in ${assets}: run npm run build first`);
  const text = await readFile(join(assets, name), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** The route and its parents, root first. */
function chainOf(manifest: Manifest, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    chain.unshift(at);
  }
  return chain;
}

/** Public page routes (not the back office, not resource routes such as the sitemap). */
function isPublicPage(route: ManifestRoute): boolean {
  return route.hasDefaultExport !== false && route.id !== "root" && !route.id.includes("admin");
}

export async function routeScripts(
  clientDir = clientBuildDir,
  serverBuild = serverBuildFile,
): Promise<RouteScripts[]> {
  const manifest = await readManifest(clientDir);
  const staticIds = await staticRouteIds(serverBuild);
  const shell = shellScriptOf(manifest);
  if (staticIds.size > 0 && !shell) throw new Error("No shell script among the root's imports");
  const shellFiles = shell ? await withStaticImports(clientDir, shell) : [];
  const assets = await readdir(join(clientDir, "assets"));
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) {
      bytes = compressedForms(await readFile(join(clientDir, file))).br.length;
      sizes.set(file, bytes);
    }
    return bytes;
  };
  const routes: RouteScripts[] = [];
  for (const route of Object.values(manifest.routes).filter(isPublicPage)) {
    const chain = chainOf(manifest, route);
    const files = new Set<string>();
    const path = `/${chain
      .map((step) => (step.path ?? "").replace(/^\/+|\/+$/g, ""))
      .filter(Boolean)
      .join("/")}`;
    if (chain.some((step) => staticIds.has(step.id))) {
      for (const file of shellFiles) files.add(file);
      for (const behaviour of await behavioursAtStart(clientDir, assets, path)) {
        for (const file of await withStaticImports(clientDir, behaviour)) files.add(file);
      }
    } else {
      for (const file of [manifest.entry.module, ...manifest.entry.imports]) files.add(file);
      for (const step of chain)
        for (const file of [step.module, ...(step.imports ?? [])]) files.add(file);
    }
    const sized = await Promise.all(
      [...files].map(async (file) => ({ file, bytes: await sizeOf(file) })),
    );
    sized.sort((a, b) => b.bytes - a.bytes);
    routes.push({
      id: route.id,
      path,
      files: sized,
      bytes: sized.reduce((sum, { bytes }) => sum + bytes, 0),
    });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
