import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { pages, type PageEntry } from "#app/content/pages.ts";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";

/**
 * The share cards: for every page of the content index, a 1200×630 PNG of its heading and a
 * line of its description on the brand's colours, written into the client build where each
 * page's `og:image` names it (`shareImagePath`). Run by `npm run build` after the site is built,
 * with the same environment the server will have (the brand name and address come from it).
 */
const outRoot = resolve("build/client");
const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

const colours = {
  ground: "#0b2b42",
  band: "#12405f",
  text: "#ffffff",
  soft: "#d6e9f5",
  accent: "#fbbf24",
};

/** The card's width less its padding either side. */
const padding = 72;
const paddingTop = 64;
const textWidth = shareImageSize.width - 2 * padding;

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** The description cut at a word, short enough for two lines of the card. */
function summary(text: string, limit = 120): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,.;:]$/, "")}…`;
}

function card(entry: PageEntry, brand: string, host: string): Node {
  const heading = entry.h1.length > 60 ? 60 : entry.h1.length > 36 ? 68 : 80;
  return box(
    {
      // Sized without its padding, which is added outside (as CSS's content-box does).
      width: textWidth,
      height: shareImageSize.height - 2 * paddingTop,
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop,
      paddingBottom: paddingTop,
      paddingLeft: padding,
      paddingRight: padding,
      backgroundColor: colours.ground,
      backgroundImage: `linear-gradient(135deg, ${colours.ground} 55%, ${colours.band} 100%)`,
      color: colours.text,
      fontFamily: "Inter",
    },
    box(
      { alignItems: "center", gap: 20 },
      box({
        width: 56,
        height: 56,
        borderRadius: 14,
        backgroundColor: colours.accent,
      }),
      box({ fontSize: 34, fontWeight: 700 }, brand),
    ),
    box(
      { flexDirection: "column", gap: 24, width: textWidth },
      box({ width: textWidth, fontSize: heading, fontWeight: 700, lineHeight: 1.08 }, entry.h1),
      box(
        { width: textWidth, fontSize: 30, lineHeight: 1.35, color: colours.soft },
        summary(entry.description),
      ),
    ),
    box(
      { alignItems: "center", gap: 20, width: textWidth },
      box({ width: 96, height: 8, borderRadius: 4, backgroundColor: colours.accent }),
      box({ fontSize: 26, color: colours.soft }, host),
    ),
  );
}

const site = siteConfigFromEnv(parseEnv(process.env));
const host = new URL(site.origin).host;
const fonts = [
  { name: "Inter", data: await fontFile(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: await fontFile(700), weight: 700 as const, style: "normal" as const },
];
for (const entry of pages) {
  const svg = await satori(card(entry, site.brandName, host) as never, {
    ...shareImageSize,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: shareImageSize.width } })
    .render()
    .asPng();
  const file = join(outRoot, shareImagePath(entry.path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
}
console.log(`share images: ${pages.length} written to ${join(outRoot, "og")}`);
