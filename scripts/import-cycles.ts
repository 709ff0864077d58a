/**
 * Fails when any of the project's modules imports, through others, a module that imports it
 * back: `node scripts/import-cycles.ts` prints each circle as a chain and exits 1 when there is
 * one. Unlike `import-x/no-cycle`, it counts `import type`, `export … from` and dynamic
 * `import()` too: a circle closed by a type still ties the modules' design together, and it
 * becomes a runtime circle as soon as one of its types turns into a value
 * (docs/decisions/0024).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** The folders of the project's own source, and the folders never read within them. */
export const sourceFolders = ["app", "server", "scripts", "bench", "tests"];
const skippedFolders = new Set(["node_modules", "build", ".react-router"]);
const sourceFile = /\.tsx?$/;

function listSourceFiles(folder: string, into: string[]) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) listSourceFiles(path, into);
    } else if (sourceFile.test(entry.name)) {
      into.push(path);
    }
  }
  return into;
}

function compilerOptionsOf(root: string): ts.CompilerOptions {
  const configPath = join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

/** Each source file (relative to the root, `/`-separated) and the source files it imports. */
export function importGraph(root: string): Map<string, Set<string>> {
  const absoluteRoot = resolve(root);
  const options = compilerOptionsOf(absoluteRoot);
  const cache = ts.createModuleResolutionCache(absoluteRoot, (name) => name, options);
  const files = sourceFolders.flatMap((folder) => listSourceFiles(join(absoluteRoot, folder), []));
  const known = new Set(files);
  const name = (path: string) => relative(absoluteRoot, path).split(sep).join("/");

  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const imported = new Set<string>();
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = resolve(resolvedModule.resolvedFileName);
      if (known.has(target)) imported.add(name(target));
    }
    graph.set(name(file), imported);
  }
  return graph;
}

/** The groups of modules that reach one another (Tarjan's strongly connected components). */
export function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
      }
    }
    if (lowest.get(node) === index.get(node)) {
      const component: string[] = [];
      let member;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest chain of imports from one module to another, inside one group. */
function shortestPath(
  graph: Map<string, Set<string>>,
  from: string,
  to: string,
  within: Set<string>,
): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    if (node === to) break;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (within.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = to; node != null; node = previous.get(node)) {
    path.unshift(node);
  }
  return path;
}

/**
 * Every circle of imports, each as the chain of modules it passes through (the first module
 * repeated at the end). One circle for each import inside a group of modules that reach one
 * another: that import followed by the shortest way back, so every import that closes a
 * circle is shown in at least one chain. Sorted, and each circle once.
 */
export function findImportCycles(root: string): string[][] {
  const graph = importGraph(root);
  const cycles = new Map<string, string[]>();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const isCircle = component.length > 1 || graph.get(component[0]!)!.has(component[0]!);
    if (!isCircle) continue;
    for (const from of [...members].sort()) {
      for (const to of [...graph.get(from)!].sort()) {
        if (!members.has(to)) continue;
        const loop = [from, ...shortestPath(graph, to, from, members).slice(0, -1)];
        // Start each circle at its first module by name, so a circle found twice is one.
        const start = loop.indexOf([...loop].sort()[0]!);
        const chain = [...loop.slice(start), ...loop.slice(0, start), loop[start]!];
        cycles.set(chain.join(" -> "), chain);
      }
    }
  }
  return [...cycles.keys()].sort().map((key) => cycles.get(key)!);
}

if (import.meta.main) {
  const cycles = findImportCycles(process.cwd());
  if (cycles.length > 0) {
    console.error(`${cycles.length} import circle(s), counting type-only imports:`);
    for (const cycle of cycles) console.error(`  ${cycle.join(" -> ")}`);
    process.exit(1);
  }
  console.log("No import circles.");
}
