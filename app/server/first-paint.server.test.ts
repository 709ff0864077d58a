import { describe, expect, it } from "vitest";
import { forFirstPaint, shellScriptOf } from "#app/server/first-paint.server.ts";

/** The head and module script as React Router writes them for a route with a split module. */
const page = `<!DOCTYPE html><html lang="en-GB"><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/common-B.js" nonce="abc=="/><link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Apply</h1></main><script nonce="abc==" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1_clientAction from "/assets/application-D.js";
import * as route1_main from "/assets/application-main-E.js";

const route1 = {...route1_clientAction,...route1_main};
  window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-A.js" } };
  window.__reactRouterRouteModules = {"root":route0,"routes/application":route1};

import("/assets/entry.client-A.js");</script><script>window.__reactRouterContext = {};</script></body></html>`;

describe("the HTML of a page before its first paint", () => {
  const html = forFirstPaint(page);
  const script =
    /<script nonce="abc==" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("asks for no script ahead of the stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("loads every route module once the text has painted, then runs the rest as before", () => {
    const wait = script.lastIndexOf("requestAnimationFrame(() => setTimeout(");
    expect(script.indexOf("document.fonts?.ready")).toBeLessThan(wait);
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(
      script.indexOf("document.fonts?.ready"),
    );
    const load = script.indexOf(
      'const [route0, route1_clientAction, route1_main] = await Promise.all([import("/assets/root-C.js"), import("/assets/application-D.js"), import("/assets/application-main-E.js")]);',
    );
    const merge = script.indexOf("const route1 = {...route1_clientAction,...route1_main};");
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(load).toBeGreaterThan(wait);
    expect(merge).toBeGreaterThan(load);
    expect(entry).toBeGreaterThan(merge);
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/application":route1};',
    );
  });

  it("fetches the client entry beside the route modules, and runs it only after them", () => {
    const wait = script.lastIndexOf("requestAnimationFrame(() => setTimeout(");
    const preload = script.indexOf(
      'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: "/assets/entry.client-A.js" }));',
    );
    const load = script.indexOf("await Promise.all([");
    expect(preload).toBeGreaterThan(wait);
    expect(preload).toBeLessThan(load);
    expect(script.indexOf('import("/assets/entry.client-A.js");')).toBeGreaterThan(load);
  });

  it("leaves the other scripts and a page without a module script alone", () => {
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    const plain = "<html><head></head><body><p>Hello</p><script>1</script></body></html>";
    expect(forFirstPaint(plain)).toBe(plain);
  });
});

/** A content page as React Router writes it, its route marked static (docs/decisions/0020). */
const contentPage = `<!DOCTYPE html><html lang="en-GB" data-static="" data-measure=""><head><script>try{document.documentElement.dataset.consent="unanswered"}catch(x){}</script><link rel="modulepreload" href="/assets/shell-S1.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>About</h1></main><script type="application/ld+json">{"@type":"BreadcrumbList"}</script><script>((storageKey, restoreKey) => {})("react-router-scroll-positions", null)</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-C.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script><script>window.__reactRouterContext.streamController.enqueue("[]");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("the HTML of a page that runs no framework scripts", () => {
  const html = forFirstPaint(contentPage, "/assets/shell-S1.js");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

  it("keeps the consent mark and structured data, and loads only the shell, after the text paints", () => {
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      "",
      ' type="application/ld+json"',
      ' type="module"',
    ]);
    const shell = scripts[2]![2]!;
    expect(shell.indexOf("requestAnimationFrame(() => setTimeout(")).toBeGreaterThanOrEqual(0);
    // A frame, the font (or 100 ms, when the fallback stays), another frame, then the shell.
    const font = shell.indexOf("document.fonts?.ready");
    expect(shell.indexOf("requestAnimationFrame")).toBeLessThan(font);
    expect(shell.indexOf("setTimeout(late, 100)")).toBeGreaterThan(font);
    expect(shell.lastIndexOf("requestAnimationFrame")).toBeGreaterThan(font);
    expect(shell.indexOf('import("/assets/shell-S1.js")')).toBeGreaterThan(
      shell.lastIndexOf("requestAnimationFrame"),
    );
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain("__reactRouter");
    expect(html).not.toContain("react-router-scroll-positions");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<h1>About</h1>");
  });

  it("keeps the framework's scripts when the shell's file is not known (development)", () => {
    const kept = forFirstPaint(contentPage);
    expect(kept).toContain("window.__reactRouterContext = {};");
    expect(kept).toContain('import("/assets/root-C.js")');
  });

  it("is the same HTML when rewritten twice (prerendered pages are, at start)", () => {
    expect(forFirstPaint(html, "/assets/shell-S1.js")).toBe(html);
    expect(forFirstPaint(html)).toBe(html);
  });

  it("carries its stylesheet inline, given the stylesheet's text", () => {
    const css = ".container-page{margin:auto}";
    const read = (href: string) => (href === "/assets/app.css" ? css : undefined);
    const inline = forFirstPaint(contentPage, "/assets/shell-S1.js", read);
    expect(inline).toContain(`<style>${css}</style>`);
    expect(inline).not.toContain('rel="stylesheet"');
    expect(forFirstPaint(inline, "/assets/shell-S1.js", read)).toBe(inline);
    // Unknown to the reader, or text that would end the element early: the link stays.
    expect(forFirstPaint(contentPage, "/assets/shell-S1.js", () => undefined)).toContain(
      '<link rel="stylesheet" href="/assets/app.css"/>',
    );
    expect(forFirstPaint(contentPage, "/assets/shell-S1.js", () => "a{}</style><p>")).toContain(
      '<link rel="stylesheet" href="/assets/app.css"/>',
    );
    // A page that hydrates carries it too, and keeps the link its hydration expects, disabled.
    const hydrating = forFirstPaint(page, "/assets/shell-S1.js", read);
    expect(hydrating).toContain(
      `<style>${css}</style><link rel="stylesheet" href="/assets/app.css" disabled/>`,
    );
    expect(forFirstPaint(hydrating, "/assets/shell-S1.js", read)).toBe(hydrating);
    // Without the shell's file (development) the page keeps the framework, and its link.
    expect(forFirstPaint(contentPage, undefined, read)).toContain('rel="stylesheet"');
  });

  it("a page that hydrates keeps its scripts and loads the shell as well", () => {
    const hydrating = forFirstPaint(page, "/assets/shell-S1.js");
    expect(hydrating).toContain("window.__reactRouterContext = {};");
    expect(hydrating).toContain('import("/assets/root-C.js")');
    expect(hydrating).toMatch(
      /<script type="module" nonce="abc==">await [^<]*;\nimport\("\/assets\/shell-S1.js"\);<\/script><\/body>/,
    );
  });
});

describe("the shell's script", () => {
  it("is the root route's import named after the shell chunk", () => {
    const manifest = {
      routes: {
        root: {
          imports: ["/assets/common-B.js", "/assets/shell-S1_x.js", "/assets/admin-shell-Q.js"],
        },
      },
    };
    expect(shellScriptOf(manifest)).toBe("/assets/shell-S1_x.js");
    expect(shellScriptOf({ routes: {} })).toBeUndefined();
  });
});
