/**
 * What a page's HTML asks the browser for before its first paint: the document, the stylesheet
 * and the font, nothing else. Every page is complete HTML (prerendered or rendered whole on the
 * server), so its hydration JavaScript can wait until the page has painted rather than share the
 * connection with the stylesheet and font at high priority, which is what delays the largest
 * paint on a slow phone (see docs/decisions/0019-scripts-after-first-paint.md).
 *
 * Two changes to the HTML React Router writes:
 * - the `modulepreload` hints it hoists into the head are dropped;
 * - its module script's static imports of route modules become dynamic imports that start
 *   after the first frame has painted; the rest of the script (the manifest, the route module
 *   table, the import of the client entry) runs as before, once they have loaded.
 */
export function forFirstPaint(html: string): string {
  return deferRouteImports(withoutModulePreloads(html));
}

function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/?>/g, "");
}

const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import \* as (\w+) from ("[^"\\]+");\s*$/gm;

/**
 * Waits for a frame to be painted (a task queued from an animation frame callback runs after
 * that frame), then loads the route modules together.
 */
function deferRouteImports(html: string): string {
  return html.replace(moduleScript, (whole, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(staticImport)];
    if (imports.length === 0) return whole;
    const names = imports.map((match) => match[1]).join(", ");
    const urls = imports.map((match) => `import(${match[2]})`).join(", ");
    const rest = body.replace(staticImport, "");
    return (
      open +
      "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
      `const [${names}] = await Promise.all([${urls}]);` +
      rest +
      close
    );
  });
}
