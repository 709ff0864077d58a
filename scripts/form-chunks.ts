import { readFileSync } from "node:fs";

/**
 * Which chunk a module goes in when the public pages with a form load it at once: four groups
 * (`shared`, `forms`, cross-family sets, one per family), in that order, instead of 30-odd files.
 * ADR 0023 (form pages in few chunks).
 */
type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    code?: string | null;
  } | null;
};

/**
 * A module this small goes in the chunk most pages load rather than one for the few that use
 * it: each script is a request whose headers alone (about 400 bytes) outweigh the module.
 */
const smallModuleChars = 1024;

function small(id: string, graph: ModuleGraph): boolean {
  const code = graph.getModuleInfo(id)?.code;
  return typeof code === "string" && code.length < smallModuleChars;
}

/** The public pages that hydrate, by family (their route modules in `app/routes/`). */
const families: Record<string, readonly string[]> = {
  "lead-forms": ["contact", "referral-join", "track"],
  wizard: ["application", "application-resume"],
  documents: ["results", "track-application"],
};
const formPages = Object.values(families).flat();

// The route module as the client build has it (`?__react-router-build-client-route`, or one of
// its `?route-chunk=`s): the module itself is in the graph too, importing what only its server
// exports use.
const formPage = new RegExp(String.raw`[\\/]app[\\/]routes[\\/](${formPages.join("|")})\.tsx\?`);
const root = /[\\/]app[\\/]root\.tsx\?/;
const shell = /[\\/]app[\\/]shell[\\/]/;
/**
 * Never grouped here: route modules, the root and client entry, virtual modules, React's, and
 * the icon library's own modules (its icons are, through `iconModule`).
 */
const kept =
  /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client)|\0|node_modules[\\/](react|react-dom|react-router|scheduler|lucide-react)[\\/]/;

/**
 * The icon library's index imports every icon, so by the import graph every module that uses
 * one icon would reach them all. An icon module is reached instead through the modules that
 * name it (or one of its other names, as the index lists them) in their import from the library.
 */
const iconModule = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const iconLibrary = /node_modules[\\/]lucide-react[\\/]/;

/**
 * But React DOM's small index (what the router uses of it) is grouped: the client entry and
 * the router both import it, so by default it was a chunk of its own on every page that
 * hydrates, a request for 1.7 KB. Every page that loads the entry loads the forms chunk too.
 */
const alsoGroupable =
  /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

function groupable(id: string): boolean {
  return !kept.test(id) || iconModule.test(id) || alsoGroupable.test(id);
}

const iconFileByName = new Map<string, string>();
const indexesRead = new Set<string>();
/** Learns the names an index of the library exports each icon file under. */
function readIconIndex(index: string) {
  if (indexesRead.has(index)) return;
  indexesRead.add(index);
  const source = readFileSync(index, "utf8");
  for (const [, names, file] of source.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/(?:icons\/)?([\w-]+)\.mjs'/g,
  )) {
    for (const name of names!.matchAll(/\bas\s+(\w+)/g)) iconFileByName.set(name[1]!, file!);
  }
}

const iconImports = new Map<string, Set<string>>();
/** The icon files a module imports from the library, by the names in its source's imports. */
function iconsImportedBy(id: string): Set<string> {
  let files = iconImports.get(id);
  if (!files) {
    files = new Set();
    try {
      const source = readFileSync(id.replace(/\?.*$/, ""), "utf8");
      for (const [, list] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
      )) {
        for (const part of list!.split(",")) {
          const name = part
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0];
          const file = name && iconFileByName.get(name);
          if (file) files.add(file);
        }
      }
    } catch {
      // A virtual or generated module: it names no icon.
    }
    iconImports.set(id, files);
  }
  return files;
}

/** The modules that import `id`, directly or through others (`dynamic`: also on demand). */
function importersOf(id: string, graph: ModuleGraph, dynamic: boolean): Set<string> {
  const seen = new Set<string>([id]);
  const queue = [...directImporters(id, graph, dynamic)];
  for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
    if (seen.has(at)) continue;
    seen.add(at);
    queue.push(...directImporters(at, graph, dynamic));
  }
  return seen;
}

function directImporters(id: string, graph: ModuleGraph, dynamic: boolean): string[] {
  const info = graph.getModuleInfo(id);
  const importers = dynamic
    ? [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]
    : [...(info?.importers ?? [])];
  const icon = iconModule.exec(id)?.[1];
  if (icon === undefined) return importers.filter((importer) => !iconLibrary.test(importer));
  // The library's own modules that import the icon are its index: look past them to the
  // modules that import the library and name this icon.
  const indexes = importers.filter((importer) => iconLibrary.test(importer));
  indexes.forEach(readIconIndex);
  const users = new Set<string>();
  for (const index of indexes) {
    for (const indexImporter of importersOf(index, graph, dynamic)) {
      if (!iconLibrary.test(indexImporter) && iconsImportedBy(indexImporter).has(icon)) {
        users.add(indexImporter);
      }
    }
  }
  return [...importers.filter((importer) => !iconLibrary.test(importer)), ...users];
}

/** The form pages that load `id` at once (through static imports), or ever (`dynamic`). */
function formPagesReaching(id: string, graph: ModuleGraph, dynamic = false): Set<string> {
  const pages = new Set<string>();
  for (const importer of importersOf(id, graph, dynamic)) {
    // What the root imports, every page that hydrates loads.
    if (root.test(importer)) formPages.forEach((page) => pages.add(page));
    const page = formPage.exec(importer)?.[1];
    if (page) pages.add(page);
  }
  return pages;
}

function reachedFromShell(id: string, graph: ModuleGraph): boolean {
  return [...importersOf(id, graph, true)].some((importer) => shell.test(importer));
}

/**
 * What the form pages share with what the shell loads (the page behaviours of pages served
 * without the framework): `shared` for what more than half the form pages load at once, and a
 * chunk for each smaller set of pages (a small module excepted), so a page (or a behaviour)
 * never loads another's rules.
 */
export function sharedWithShellChunkOf(id: string, graph: ModuleGraph): string | null {
  if (!groupable(id) || !reachedFromShell(id, graph)) return null;
  const pages = formPagesReaching(id, graph);
  if (pages.size === 0) return null;
  return pages.size > formPages.length / 2 || small(id, graph)
    ? "shared"
    : `shared-${[...pages].sort().join("-")}`;
}

/**
 * The family whose pages alone load `id` (at once, or some on demand); null when pages of more
 * than one do (a module one family loads at once and another on demand would bring the first
 * family's whole chunk to the second); undefined when no form page loads it at once.
 */
function familyOf(id: string, graph: ModuleGraph): string | null | undefined {
  if (!groupable(id) || reachedFromShell(id, graph)) return undefined;
  if (formPagesReaching(id, graph).size === 0) return undefined;
  const pages = formPagesReaching(id, graph, true);
  const family = Object.entries(families).find(([, members]) =>
    [...pages].every((page) => members.includes(page)),
  );
  return family ? family[0] : null;
}

/** What more than half the form pages load, across families, and small modules they share. */
export function formsChunkOf(id: string, graph: ModuleGraph): string | null {
  if (familyOf(id, graph) !== null) return null;
  return formPagesReaching(id, graph).size > formPages.length / 2 || small(id, graph)
    ? "forms"
    : null;
}

/**
 * What pages of more than one family load, but not more than half of all: a chunk for each
 * set of pages, as by default. This group comes before the families' too.
 */
export function crossFamilyChunkOf(id: string, graph: ModuleGraph): string | null {
  if (familyOf(id, graph) !== null) return null;
  return [...formPagesReaching(id, graph, true)].sort().join("-");
}

/** What only one family's pages load. */
export function familyChunkOf(id: string, graph: ModuleGraph): string | null {
  return familyOf(id, graph) ?? null;
}
