import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { paths } from "#app/paths.ts";
import { chromeFlags, chromePath } from "#tests/harness/chromium.ts";
import { startServer } from "#tests/harness/server-process.ts";
import { applyAs } from "#tests/e2e/applicant.ts";

/**
 * Screenshots of every kind of public page, whole, at a phone's width (390 px) and a laptop's
 * (1366 px), from the production build (`npm run build` first), for a reviewer to compare one
 * version of the look with another:
 *
 *   npm run screenshots -- after        writes docs/screenshots/after/<page>-<width>.jpg
 *
 * Take "before" the same way from the older commit's checkout. The cookie question is answered
 * first (as a returning visitor's), so the notice covers nothing; lazy sections are scrolled
 * into view so they are drawn. Last, the results page an applicant reaches, after a complete
 * application made as the browser tests make one.
 */
const label = process.argv[2] ?? "after";
if (!/^[a-z0-9-]+$/.test(label)) throw new Error(`a label of letters, digits and dashes: ${label}`);

const pageKinds: Array<[name: string, path: string]> = [
  ["home", paths.home],
  ["business-loans-hub", paths.businessLoans],
  ["product", paths.product("asset-funding")],
  ["sector", paths.sector("construction")],
  ["guides", paths.guides],
  ["finance-topics", paths.blogs],
  ["success-stories", paths.successStories],
  ["about-us", paths.aboutUs],
  ["meet-the-team", paths.meetTheTeam],
  ["contact", paths.contact],
  ["faq", paths.faq],
  ["enquiry", paths.enquiry],
  ["application", paths.application],
  ["referral-program", paths.referralProgram],
  ["social-media-landing", paths.socialMediaLanding],
  ["legal", paths.privacyPolicy],
  ["not-found", "/no-such-page"],
];
const resultsKind = "results";
const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const outDir = resolve("docs/screenshots", label);
await mkdir(outDir, { recursive: true });
const server = await startServer(
  { DATA_DIR: await mkdtemp(join(tmpdir(), "screenshots-")), LOG_LEVEL: "silent" },
  { output: "collect" },
);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  const written: string[] = [];
  for (const viewport of widths) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      window.localStorage.setItem("cookie-consent", "declined");
      window.localStorage.setItem("cookie-consent-expires", String(Date.now() + 864e5));
    });
    const page = await context.newPage();
    async function shoot(name: string) {
      // Down and back up, so sections drawn as they near the screen are drawn.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = join(outDir, `${name}-${viewport.width}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 50 });
      written.push(`${name}-${viewport.width}.jpg`);
    }
    for (const [name, path] of pageKinds) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await shoot(name);
    }
    // The page an applicant reaches: a complete application, as the browser tests make one.
    await applyAs(page, "Acme Widgets Ltd", "ann.lee@example.com", {
      from: `${server.url}${paths.application}`,
      reasons: ["Working capital"],
    });
    await shoot(resultsKind);
    await context.close();
  }
  await writeFile(
    join(outDir, "README.md"),
    `# Screenshots: ${label}\n\nEach kind of public page, whole, at 390 px and 1366 px wide ` +
      `(\`npm run screenshots -- ${label}\`).\n\n` +
      pageKinds.map(([name, path]) => `- ${name}: \`${path}\``).join("\n") +
      `\n- ${resultsKind}: \`${paths.results}\` after a complete application` +
      "\n",
  );
  console.log(`screenshots: ${written.length} written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
