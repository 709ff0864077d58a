import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import { claimBases, financeAboveRange } from "#app/content/claims-basis.ts";
import {
  claims,
  decisionStory,
  fundingRange,
  someLendersSameDay,
  typicalDecisionSentence,
  type Claim,
  type ClaimKey,
} from "#app/content/claims.ts";
import { processSteps } from "#app/content/process.ts";
import { calculator } from "#app/content/calculator.ts";
import { documentStats } from "#app/content/documents.ts";
import { formatAmountRange } from "#app/content/format.ts";
import { pages } from "#app/content/pages.ts";
import {
  keyFacts,
  productCard,
  productEligibility,
  productHighlights,
  representativeExample,
} from "#app/content/product-figures.ts";
import { products } from "#app/content/products.ts";
import { paths, productSlugs, sectorSlugs } from "#app/paths.ts";
import type { Services } from "#app/context.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { createTestServices } from "#tests/harness/services.ts";

/**
 * The claims register against what visitors read: every public page is server-rendered from the
 * source (through Vite, as `npm run dev` does), with the home page's lazy sections rendered too,
 * and its words are searched for promotional figures. A figure must be a register entry's or a
 * product term of the catalogue, and one claim must read the same everywhere.
 */

/** Promotional figures: money with K, M or +, percentages, counts with +, hours, same day, ratings, times of day. */
const figurePattern = new RegExp(
  [
    String.raw`£\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|bn|million|billion)\b\+?`,
    String.raw`£\s?\d[\d,]*(?:\.\d+)?\+`,
    String.raw`\d[\d,]*(?:\.\d+)?\s?%`,
    String.raw`(?<![\w£.,])\d[\d,]*\+`,
    String.raw`\d+(?:\s?(?:-|–|to)\s?\d+)?\s?(?:hours?|hrs?)\b`,
    String.raw`same[\s-]day`,
    String.raw`\d(?:\.\d)?\s?(?:\/|out of)\s?5\b`,
    String.raw`\d{1,2}(?:[.:]\d{2})?\s?[ap]m\b`,
  ].join("|"),
  "gi",
);

function figuresIn(text: string): string[] {
  return [...text.matchAll(figurePattern)].map((match) => normalise(match[0]));
}

/** One spelling per figure: "24 to 48 Hours", "24-48hrs" and "24–48 hours" are all "24-48h". */
function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/–/g, "-")
    .replace(/\s+to\s+/g, "-")
    .replace(/\s+/g, "")
    .replace(/(\d)(?:hours|hour|hrs|hr)/g, "$1h")
    .replace(/^same-?day$/, "sameday");
}

// A rating comes only from the configured Google reviews (credentials.ts), which these pages
// render without: so no page may show one (no register entry holds a rating).

/** Figures that are not promotional claims, each with where it appears and why it is not one. */
const notClaims: { figure: string; path: string; why: string }[] = [
  { figure: "400%", path: paths.accessibility, why: "the zoom level the reflow test uses" },
  {
    figure: "25%",
    path: paths.legal("privacy-policy"),
    why: "the shareholding an applicant is asked about",
  },
  { figure: "1h", path: paths.cookiesPolicy, why: "how long a cookie or stored value lasts" },
  { figure: "£75k", path: paths.home, why: "the funding slider's midpoint label" },
  {
    figure: "£75k",
    path: paths.socialMediaLanding,
    why: "the funding slider's midpoint label",
  },
  ...[...productSlugs.map(paths.product), ...sectorSlugs.map(paths.sector)].map((path) => ({
    figure: "£75k",
    path,
    why: "the funding slider's midpoint label, in the hero's quick quote",
  })),
  { figure: "100+", path: paths.application, why: "a number-of-employees answer" },
  { figure: "25%", path: paths.application, why: "the shareholding a director is asked about" },
];

/** How far through the application form the applicant is ("0% complete"): not a claim. */
const progress = /\b\d+% complete\b/g;

/** Every figure the register states, in the words, the figure or the label of an entry. */
const registerFigures = new Set(
  Object.values(claims).flatMap((claim: Claim) =>
    [claim.words, claim.figure, claim.label ?? ""].flatMap(figuresIn),
  ),
);

/** Product terms: every figure the catalogue states about a product, on any page. */
const catalogueFigures = new Set(
  Object.values(products).flatMap((product) =>
    figuresIn(
      [
        JSON.stringify(product),
        JSON.stringify(productCard(product)),
        JSON.stringify(productHighlights(product)),
        JSON.stringify(keyFacts(product)),
        productEligibility(product).join(" "),
        representativeExample(product)?.text ?? "",
      ].join(" "),
    ),
  ),
);

/** The funding calculator's illustrative rates, always shown with its representative example. */
const calculatorFigures = new Set(
  figuresIn(
    [
      calculator.annualRatePercent.low,
      calculator.annualRatePercent.high,
      calculator.example.annualRatePercent,
    ]
      .map((rate) => `${rate}%`)
      .join(" "),
  ),
);

/** Statements of one claim and the value each states, as a visitor reads them. */
const statements: { claim: ClaimKey; pattern: RegExp }[] = [
  // A sum in millions beside funding, funded, arranged or approved is the firm's total.
  {
    claim: "fundingArranged",
    pattern:
      /(£\s?\d[\d,.]*\s?(?:m|bn|million|billion)\b\+?)\s+(?:of\s+)?(?:funding|funded|arranged|approved|lent|loans)|(?:funding|funded|arranged|approved|lent)\s+(?:[\w-]+\s+){0,3}?(£\s?\d[\d,.]*\s?(?:m|bn|million|billion)\b\+?)/gi,
  },
  {
    claim: "loansApproved",
    pattern:
      /(\d[\d,]*\+)\s+(?:loans|businesses|customers|clients)|(?:loans|businesses|customers|clients)\s+(?:approved|helped|funded|arranged)\s+(\d[\d,]*\+)|\b((?:tens of |hundreds of )?(?:thousands|hundreds|millions))\s+of\s+(?:uk\s+)?(?:loans|businesses|customers|clients)/gi,
  },
  {
    claim: "openingHours",
    pattern: /(\d{1,2}(?:[.:]\d{2})?\s?am\s?(?:to|-|–)\s?\d{1,2}(?:[.:]\d{2})?\s?pm)/gi,
  },
  {
    claim: "typicalDecision",
    pattern:
      /(?:average|typical|most)\s+(?:decisions?|approvals?|applications?)[^.]{0,30}?(\d+(?:\s?(?:-|–|to)\s?\d+)?\s?(?:hours|hrs|days))/gi,
  },
  {
    claim: "emailResponse",
    pattern:
      /(?:reply|be in touch)[^.]{0,40}?within (\d+(?:\s?(?:-|to)\s?\d+)?\s?(?:hours?|hrs))/gi,
  },
  {
    claim: "callback",
    pattern: /call(?:s)? you(?: back)?[^.]{0,40}?within (\d+(?:\s?(?:-|to)\s?\d+)?\s?hours?)/gi,
  },
  {
    claim: "partnerResponse",
    pattern: /partnerships team[^.]{0,40}?within (\d+(?:\s?(?:-|to)\s?\d+)?\s?hours?)/gi,
  },
];

/** "As little as 24 hours" beside a product deciding in 2: the fastest decision is the catalogue's. */
const fastestDecision = Math.min(
  ...Object.values(products)
    .map((product) => product.figures.decision)
    .filter((decision) => decision.unit === "hours")
    .map((decision) => decision.min ?? decision.max),
);
const fastestPattern =
  /(?:as (?:fast|little|quick) as|fastest (?:approvals?|decisions?))\s+(\d+\s?(?:hours?|hrs))/gi;

const text = new Map<string, string>();
let vite: ViteDevServer;
let database: TestDatabase;

/** What a visitor reads: the title, the description and the body's text, entities decoded. */
function visibleText(html: string): string {
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "";
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  const body = (html.match(/<body[\s\S]*<\/body>/)?.[0] ?? html)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return `${title} ${description} ${body}`
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

beforeAll(async () => {
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const entry = build.entry.module as unknown as {
    nonceContext: RouterContext<string>;
    clientAddressContext: RouterContext<string>;
    servicesContext: RouterContext<Services>;
  };
  // The form pages (the application, the enquiry's thank-you) read the database.
  database = await createTestDatabase("PGlite");
  const services = createTestServices({ db: database.db });
  for (const page of pages) {
    const context = new RouterContextProvider();
    context.set(entry.nonceContext, "");
    context.set(entry.clientAddressContext, "127.0.0.1");
    context.set(entry.servicesContext, services);
    const response = await handler(new Request(`http://localhost${page.path}`), context);
    expect(response.status, page.path).toBe(200);
    text.set(page.path, visibleText(await response.text()));
  }

  // The home page's below-the-fold sections load only near the viewport, so the server leaves
  // them out: they are rendered here as the browser renders them.
  const lazySections: [string, string][] = [
    ["#app/components/sections/reviews-section.tsx", "ReviewsSection"],
    ["#app/components/sections/funding-calculator.tsx", "FundingCalculator"],
    ["#app/components/sections/success-stories-section.tsx", "SuccessStoriesSection"],
    ["#app/components/sections/home-faq-section.tsx", "HomeFaqSection"],
  ];
  let lazyText = "";
  for (const [file, name] of lazySections) {
    const section = ((await import(/* @vite-ignore */ file)) as Record<string, ComponentType>)[
      name
    ]!;
    // Under a root route giving the site's details, as the app's root does.
    const { query, dataRoutes } = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => ({ site: defaultSiteConfig, gaMeasurementId: null }),
        Component: section,
      },
    ]);
    const routed = await query(new Request("http://localhost/"));
    if (routed instanceof Response) throw new Error("the section's route answered a redirect");
    const html = renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(dataRoutes, routed),
        context: routed,
        hydrate: false,
      }),
    );
    lazyText += ` ${visibleText(`<body>${html}</body>`)}`;
  }
  text.set(paths.home, `${text.get(paths.home)} ${lazyText}`);
}, 240_000);

afterAll(async () => {
  await vite?.close();
  await database?.close();
});

describe("the claims register", () => {
  test.each(Object.keys(claims) as ClaimKey[])(
    "%s has its words, figure, basis and date",
    (key) => {
      const claim = claims[key];
      const { basis, checked } = claimBases[key];
      expect(claim.words.trim()).not.toBe("");
      expect(claim.figure.trim()).not.toBe("");
      expect(normalise(claim.words)).toContain(normalise(claim.figure));
      expect(basis.length).toBeGreaterThan(40);
      expect(checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(checked)).toBeLessThanOrEqual(Date.now());
    },
  );

  test("the figures written out to keep the register off a page read as the register does", () => {
    expect(defaultSiteConfig.openingHours).toBe(claims.openingHours.words);
    expect(defaultSiteConfig.brokerHours).toBe(claims.openingHours.words);
    expect(documentStats).toContainEqual(
      expect.objectContaining({
        value: claims.typicalDecision.figure,
        label: claims.typicalDecision.label,
      }),
    );
  });

  test("the headline range names every kind of finance that lends more, and nothing lends less", () => {
    for (const product of Object.values(products)) {
      expect(product.figures.amount.min, product.slug).toBeGreaterThanOrEqual(fundingRange.min);
      if (product.figures.amount.max > fundingRange.max)
        expect(
          financeAboveRange.some((kind) => product.shortName.toLowerCase().startsWith(kind)),
          `${product.slug} lends more than the headline range without being named beside it`,
        ).toBe(true);
    }
    expect(claims.fundingRange.figure).toBe(formatAmountRange(fundingRange, "short"));
    expect(claims.fundingRange.words).toContain(`${claims.fundingRange.figure} online`);
    for (const kind of financeAboveRange) expect(claims.fundingRange.words).toContain(kind);
    expect(claims.fundingRange.words).toMatch(/by arrangement/);
  });

  test("no product card or page states an approval or success rate: without a basis it goes", () => {
    for (const product of Object.values(products))
      expect(JSON.stringify(product), product.slug).not.toMatch(
        /(?:approval|acceptance|success) rate|\d+% (?:of applications|approved|accepted)/i,
      );
  });
});

describe("every public page against the register", () => {
  test("every promotional figure is a register entry's or a product term", () => {
    const unknown: string[] = [];
    for (const [path, words] of text) {
      for (const figure of figuresIn(words.replace(progress, " "))) {
        if (registerFigures.has(figure) || catalogueFigures.has(figure)) continue;
        if (path === paths.home && calculatorFigures.has(figure)) continue;
        if (notClaims.some((entry) => entry.figure === figure && entry.path === path)) continue;
        unknown.push(`${path}: "${figure}"`);
      }
    }
    expect([...new Set(unknown)]).toEqual([]);
  });

  test.each(statements)("every page states $claim as the register does", ({ claim, pattern }) => {
    const stated = new Map<string, Set<string>>();
    for (const [path, words] of text) {
      for (const match of words.matchAll(pattern)) {
        const value = normalise(match.slice(1).find(Boolean) ?? "");
        stated.set(value, (stated.get(value) ?? new Set()).add(path));
      }
    }
    const values = Object.fromEntries([...stated].map(([value, where]) => [value, [...where]]));
    // One value across every page, and it is the register's.
    expect(Object.keys(values), JSON.stringify(values)).toEqual(
      stated.size === 0 ? [] : [normalise(claims[claim].figure)],
    );
  });

  test("no page claims a faster decision than the fastest product gives", () => {
    const stated = new Map<string, string[]>();
    for (const [path, words] of text)
      for (const match of words.matchAll(fastestPattern))
        stated.set(normalise(match[1] ?? ""), [
          ...(stated.get(normalise(match[1] ?? "")) ?? []),
          path,
        ]);
    for (const [value, where] of stated)
      expect(value, `stated on ${where.join(", ")}`).toBe(`${fastestDecision}h`);
  });

  test('"programme" is spelt one way on every page, and no page sets a word out as a statistic', () => {
    for (const [path, words] of text) {
      expect(words, path).not.toMatch(/\bprograms?\b/i);
      expect(words, path).not.toMatch(/\bExpert Support Team\b/i);
    }
  });

  test("the pages were read, and each claim shown is found on them", () => {
    expect(text.size).toBe(pages.length);
    const everything = [...text.values()].join(" ");
    for (const key of [
      "fundingArranged",
      "loansApproved",
      "openingHours",
      "typicalDecision",
      "emailResponse",
    ] as const)
      expect(everything, key).toContain(claims[key].figure);
  });
});

/**
 * How fast, as the source says it: a time in minutes, hours or days, "same day", "instant" or
 * "within hours" written in a public page's content or code, rather than read from the
 * register (claims.ts) or the catalogue's product terms (products.ts), could tell a story of
 * its own. Comments are left out; product names and addresses ("Same-Day Business Funding",
 * "/same-day-business-funding") are names, not claims.
 */
const speedPattern =
  /\b(?:\d+(?:\s?(?:-|–|to)\s?\d+)?\s?(?:minutes?|mins?|hours?|hrs?|days?)\b|same[\s-]day\b(?![\s-](?:business|funding))|instant(?:ly)?\b|(?:within|in)\s+(?:hours|minutes)\b)/gi;

/** Speed words that are not claims of the firm, each with its file and why. */
const notSpeedClaims: { file: string; phrase: string; why: string }[] = [
  { file: "app/content/cookies.ts", phrase: "1 hour", why: "how long a stored value lasts" },
  {
    file: "app/components/sections/carousel-script.ts",
    phrase: "instant",
    why: "the carousel's scroll behaviour when the visitor asks for reduced motion",
  },
  {
    file: "app/content/sectors.ts",
    phrase: "Same-day",
    why: "the construction page's solution the specification names, whose card says some lenders decide the same day",
  },
];

/** Files that are the sources: the register and the catalogue, and the wording of durations. */
const speedSources = new Set([
  "app/content/claims.ts",
  "app/content/claims-basis.ts",
  "app/content/products.ts",
  "app/content/format.ts",
]);

function publicSourceFiles(): string[] {
  const roots = ["app/content", "app/routes", "app/components"];
  return roots
    .flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => join(root, file)),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/admin|\.server\.ts$/.test(file) && !speedSources.has(file));
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

describe("speed claims in the source", () => {
  test("every speed a public page states is read from the register or the catalogue", () => {
    const files = publicSourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const written: string[] = [];
    for (const file of files) {
      const source = withoutComments(readFileSync(file, "utf8"));
      for (const match of source.matchAll(speedPattern)) {
        const allowed = notSpeedClaims.some(
          (entry) => entry.file === file && entry.phrase === match[0],
        );
        if (!allowed) written.push(`${file}: "${match[0]}"`);
      }
    }
    expect(written).toEqual([]);
  });

  test("the speed story reads as one: apply, a call, a decision, the money", () => {
    expect(normalise(claims.typicalDecision.words)).toContain(
      normalise(claims.typicalDecision.figure),
    );
    // Sentences a person wrote: no "there are most decisions".
    for (const words of [decisionStory, typicalDecisionSentence, someLendersSameDay])
      expect(words).not.toMatch(/there are most|\bthe the\b/i);
    expect(decisionStory).toMatch(/^Some lenders decide the same day, and most decisions come/);
    expect(processSteps.map((step) => step.duration)).toEqual([
      claims.applicationTime.figure,
      claims.callback.figure,
      claims.documentsTime.figure,
      claims.sameDayFunding.figure,
    ]);
  });
});
