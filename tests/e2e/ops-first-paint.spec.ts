import { expect, test } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { paths } from "#app/paths.ts";

/**
 * What each public page asks for before its first paint: nothing beyond its document, which
 * carries the stylesheet; every other browser test shows the pages still come alive.
 * ADRs 0019 (scripts after first paint), 0021 (first paint from the document).
 */
test("every public page paints from its document and stylesheet alone", async ({ request }) => {
  const routes = [...new Set([...pages.map((entry) => entry.path), paths.results])];
  const problems: string[] = [];
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const moduleScript = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const links = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    const inline = /<style>[^<]*\.container-page\b/.test(head);
    const isStatic = /<html\b[^>]*\sdata-static=""/.test(html);
    if (!inline) problems.push(`${route}: the stylesheet is not inline`);
    // A page that hydrates keeps the link its hydration expects, disabled: never fetched.
    if (links.some((link) => !/\sdisabled\b/.test(link)))
      problems.push(`${route}: a stylesheet link the page waits for`);
    if (!isStatic && links.length !== 1) problems.push(`${route}: no disabled stylesheet link`);
    if (/<link[^>]*rel="preload"/.test(head)) problems.push(`${route}: a preload`);
    if (!/<link\b[^>]*\brel="icon" href="data:image\/svg\+xml,[^"]+"/.test(head))
      problems.push(`${route}: the icon is not in the document`);
    if (html.includes('rel="modulepreload"')) problems.push(`${route}: a module preload`);
    if (/<script\b[^>]*\bsrc=/.test(html)) problems.push(`${route}: a script fetched by the HTML`);
    if (moduleScript === undefined) problems.push(`${route}: no module script`);
    else if (/^\s*import\b[^(]/m.test(moduleScript))
      problems.push(`${route}: the module script imports before the first paint`);
    if (!/import\("\/assets\/shell-[\w-]+\.js"\)/.test(html))
      problems.push(`${route}: the shell is not loaded`);
  }
  expect(problems, `${routes.length} pages`).toEqual([]);
});

/**
 * Pages with no behaviour beyond the shell's are served without the framework's scripts
 * (docs/decisions/0020); the others keep them.
 */
test("content pages and the quote form's pages run the shell alone; other forms hydrate", async ({
  request,
}) => {
  const framework = async (route: string) => {
    const html = await (await request.get(route)).text();
    return {
      marked: /<html\b[^>]*\sdata-static=""/.test(html),
      scripts: html.includes("__reactRouter"),
    };
  };
  for (const route of [
    paths.home,
    paths.socialMediaLanding,
    paths.enquiry,
    paths.aboutUs,
    paths.product("bridging-loans"),
    paths.sector("retail"),
    paths.faq,
    paths.cookiesPolicy,
  ]) {
    expect(await framework(route), route).toEqual({ marked: true, scripts: false });
  }
  expect(await framework("/no-such-page"), "the not-found page").toEqual({
    marked: true,
    scripts: false,
  });
  for (const route of [paths.contact, paths.application, paths.referralJoin]) {
    expect(await framework(route), route).toEqual({ marked: false, scripts: true });
  }
});

/**
 * The client entry (React's code) is imported last, after the route modules have run; it is
 * fetched beside them, so hydration does not wait a further round trip and download for it.
 */
test("a page that hydrates fetches React's code beside its route modules, not after them", async ({
  page,
}) => {
  const order: string[] = [];
  let entryAskedFor = () => {};
  const asked = new Promise<void>((resolve) => (entryAskedFor = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    order.push("client entry asked for");
    entryAskedFor();
    await route.continue();
  });
  // The root route's module is held until the entry has been asked for, or for 5 s.
  await page.route(/\/assets\/root-[\w-]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((late) => setTimeout(late, 5_000))]);
    order.push("root module sent");
    await route.continue();
  });
  await page.goto(paths.contact);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(order).toEqual(["client entry asked for", "root module sent"]);
});
