import { describe, expect, it } from "vitest";
import { forFirstPaint } from "#app/server/first-paint.server.ts";

/** The head and module script as React Router writes them for a route with a split module. */
const page = `<!DOCTYPE html><html lang="en-GB"><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/common-B.js" nonce="abc=="/><link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Apply</h1></main><script nonce="abc==" type="module" async="">;
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

  it("asks for no script ahead of the stylesheet and font", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("loads every route module once a frame has painted, then runs the rest as before", () => {
    const wait = script.indexOf("requestAnimationFrame(() => setTimeout(");
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

  it("leaves the other scripts and a page without a module script alone", () => {
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    const plain = "<html><head></head><body><p>Hello</p><script>1</script></body></html>";
    expect(forFirstPaint(plain)).toBe(plain);
  });
});
