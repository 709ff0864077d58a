import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { describe, expect, test } from "vitest";
import {
  familyIllustration,
  homeHeroIllustration,
  illustrations,
  productFamilies,
  productIllustration,
  sectorIllustration,
  type Illustration,
  type ProductFamily,
} from "#app/content/illustrations.ts";
import { productSlugs, sectorSlugs } from "#app/paths.ts";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const drawingsDir = "/images/illustrations/";

/** The theme colours a drawing may use, read from the theme itself, plus white. */
const paletteTokens = [
  "brand-50",
  "brand-100",
  "brand-200",
  "brand-600",
  "brand-700",
  "brand-900",
  "accent-300",
  "accent-400",
  "accent-500",
  "line",
  "surface",
];
const theme = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
const palette = new Set([
  "#ffffff",
  ...paletteTokens.map((token) => {
    const value = new RegExp(`--color-${token}:\\s*(#[0-9a-f]{6});`, "i").exec(theme)?.[1];
    if (!value) throw new Error(`no --color-${token} in app.css`);
    return value.toLowerCase();
  }),
]);

/** #rgb and #rrggbb, as #rrggbb. */
function hexColours(text: string): string[] {
  return [...text.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-z])/gi)].map(([hex]) => {
    const lower = hex.toLowerCase();
    return lower.length === 4 ? `#${[...lower.slice(1)].map((c) => c + c).join("")}` : lower;
  });
}

const families = [...new Set(Object.values(productFamilies))] as ProductFamily[];
const listed: Illustration[] = [
  homeHeroIllustration,
  ...Object.values(illustrations),
  ...families.map(familyIllustration),
  ...productSlugs.map(productIllustration),
  ...sectorSlugs.map(sectorIllustration),
];
const unique = [...new Map(listed.map((image) => [image.src, image])).values()];

/** A colour attribute's value: nothing, a gradient defined in the file, or a palette colour. */
function paintable(value: string): boolean {
  if (value === "none" || /^url\(#[\w-]+\)$/.test(value)) return true;
  return /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(value) && palette.has(hexColours(value)[0] ?? "");
}

const parser = new new Window().DOMParser();
const colourAttributes = ["fill", "stroke", "stop-color", "color", "flood-color"];

describe.each(unique)("$src", (image) => {
  const path = `${publicDir}${image.src}`;
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";

  test("exists and is at most 15 KB", () => {
    expect(existsSync(path)).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(15_360);
  });

  test("is well-formed SVG with the size the site reserves for it", () => {
    const document = parser.parseFromString(text, "image/svg+xml");
    expect(document.querySelector("parsererror")?.textContent ?? null).toBeNull();
    const root = document.documentElement;
    expect(root.tagName).toBe("svg");
    expect(root.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(root.getAttribute("width")).toBe(String(image.width));
    expect(root.getAttribute("height")).toBe(String(image.height));
    expect(root.getAttribute("viewBox")).toBe(`0 0 ${image.width} ${image.height}`);
  });

  test("is drawn: no pictures, text, scripts or anything fetched from elsewhere", () => {
    for (const banned of [
      "<image",
      "<text",
      "<script",
      "<foreignobject",
      "<style",
      "http:",
      "https:",
    ]) {
      expect(text.toLowerCase().replaceAll('xmlns="http://www.w3.org/2000/svg"', "")).not.toContain(
        banned,
      );
    }
  });

  test("uses only the site's palette", () => {
    const colours = hexColours(text);
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((colour) => !palette.has(colour))).toEqual([]);
    const document = parser.parseFromString(text, "image/svg+xml");
    const offPalette = [...document.querySelectorAll("*")].flatMap((element) =>
      colourAttributes.flatMap((name) => {
        const value = element.getAttribute(name);
        return value === null || paintable(value) ? [] : [`${element.tagName} ${name}="${value}"`];
      }),
    );
    expect(offPalette).toEqual([]);
  });
});

describe("which drawing each page shows", () => {
  test("every product has its family's drawing, and the families' drawings differ", () => {
    for (const slug of productSlugs) {
      expect(productIllustration(slug)).toEqual(familyIllustration(productFamilies[slug]));
    }
    expect(families.sort()).toEqual(["cash-flow", "growth", "property", "rebuilding-credit"]);
    expect(new Set(families.map((family) => familyIllustration(family).src)).size).toBe(4);
  });

  test("every industry has a drawing of its own", () => {
    const sources = sectorSlugs.map((slug) => sectorIllustration(slug).src);
    expect(new Set(sources).size).toBe(sectorSlugs.length);
  });

  test("every drawing in the folder is one the site shows", () => {
    const files = readdirSync(`${publicDir}${drawingsDir}`).map((file) => drawingsDir + file);
    const shown = new Set(unique.map((image) => image.src));
    expect(files.filter((file) => !shown.has(file))).toEqual([]);
  });
});
