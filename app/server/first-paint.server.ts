/**
 * Rewrites a page's HTML so that its first paint waits for the document alone: no module
 * preloads, scripts once the text has painted, static pages without the framework's scripts.
 * ADRs 0019 (scripts after first paint), 0020 (content pages without hydration), 0021.
 */
export function forFirstPaint(
  html: string,
  shellScript?: string,
  stylesheet?: (href: string) => string | undefined,
): string {
  const trimmed = withoutModulePreloads(html);
  // Without the shell's file (the development server names none) a static page keeps the
  // framework's scripts, so its menus and notice still work.
  const staticPage = isStatic(trimmed) && shellScript !== undefined;
  const scripts = staticPage ? withoutFrameworkScripts(trimmed) : deferRouteImports(trimmed);
  const styled =
    stylesheet && shellScript !== undefined
      ? withInlineStylesheet(scripts, stylesheet, !staticPage)
      : scripts;
  return shellScript ? withShellScript(styled, shellScript) : styled;
}

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The stylesheet's text in a `<style>` instead of the link. A page that hydrates keeps the link
 * after it, `disabled`: React matches the head's elements to the ones it renders, and one it
 * cannot find there would make it render the whole document again; a disabled stylesheet is
 * neither fetched nor applied, and hydration leaves attributes as they are.
 */
function withInlineStylesheet(
  html: string,
  stylesheet: (href: string) => string | undefined,
  keepLink: boolean,
) {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = stylesheet(href);
    if (css === undefined || /<\/style/i.test(css) || /\sdisabled\b/.test(link)) return link;
    return `<style>${css}</style>` + (keepLink ? link.replace(/\/?>$/, " disabled/>") : "");
  });
}

/**
 * The shell's script among the root route's imports in React Router's manifest: its chunk is
 * named `shell` (vite.config.ts).
 */
export function shellScriptOf(manifest: {
  routes: Record<string, { imports?: string[] } | undefined>;
}) {
  return manifest.routes.root?.imports?.find((file) => /\/shell-[\w-]+\.js$/.test(file));
}

function isStatic(html: string) {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  return /\sdata-static(?=[\s=>])/.test(tag);
}

const anyScript = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

function withoutFrameworkScripts(html: string) {
  return html.replace(anyScript, (whole, body: string) =>
    body.includes("__reactRouter") || body.includes("react-router-scroll-positions") ? "" : whole,
  );
}

/** A frame painted: a task queued from an animation frame callback runs after that frame. */
const frame = "new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)))";

/**
 * The page's text painted: a frame (its layout has asked for the font), then the font loaded
 * or the 100 ms after which `font-display: optional` shows the fallback for good, then two
 * more frames (the one that lays the text out again in the font, and the one after it, by
 * when that paint is on the screen). A script asked for after the first frame alone still
 * shared the connection with the font and landed before the text painted, on a slow phone as
 * in Lighthouse's measure of most pages (docs/decisions/0021).
 */
const afterPaint = `${frame}.then(() => Promise.race([document.fonts?.ready, new Promise((late) => setTimeout(late, 100))])).then(() => ${frame}).then(() => ${frame})`;

function withShellScript(html: string, src: string) {
  const load = `import(${JSON.stringify(src)})`;
  if (html.includes(load)) return html;
  // The page's nonce, when its policy uses one (pages rendered per request).
  const nonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  const open = nonce ? `<script type="module" nonce="${nonce}">` : `<script type="module">`;
  return html.replace("</body>", `${open}await ${afterPaint};\n${load};</script></body>`);
}

function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/?>/g, "");
}

const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import \* as (\w+) from ("[^"\\]+");\s*$/gm;

const entryImport = /^import\(("[^"\\]+")\);\s*$/m;

/**
 * Waits for the text to be painted, then loads the route modules together, and fetches the
 * client entry beside them (a module preload: fetched, not run). Its import comes last in the
 * script, after the route modules have run, so without the preload React's code was asked
 * for only then, a round trip and its whole download later.
 */
function deferRouteImports(html: string): string {
  return html.replace(moduleScript, (whole, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(staticImport)];
    if (imports.length === 0) return whole;
    const names = imports.map((match) => match[1]).join(", ");
    const urls = imports.map((match) => `import(${match[2]})`).join(", ");
    const rest = body.replace(staticImport, "");
    const entry = entryImport.exec(rest)?.[1];
    const fetchEntry = entry
      ? `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: ${entry} }));\n`
      : "";
    return (
      open +
      `await ${afterPaint};\n` +
      fetchEntry +
      `const [${names}] = await Promise.all([${urls}]);` +
      rest +
      close
    );
  });
}
