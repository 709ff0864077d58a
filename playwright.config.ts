import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testChromeFlags, testChromePath } from "./tests/harness/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "broker-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const chromium = { executablePath: testChromePath, args: testChromeFlags };

// A stand-in for Companies House (tests/harness/companies-house.ts), which the server is told
// to use: only a test that presses "Look up" talks to it. 4299 beside the default port 4173.
const companiesHousePort = port + 126;
const companiesHouseKey = "e2e-companies-house-key";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for a busy two-core machine running two browser workers beside the server: a
  // form that stores a lead and then loads the next page's code can take seconds there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace of every action (kept only on failure) made the journeys 40% slower;
    // ask for one when a test needs looking into: `npx playwright test --trace retain-on-failure`.
    trace: "off",
  },
  // Every test runs at laptop width; a test whose subject is the width runs at phone width too
  // (tagged `@phone`), or there alone (`@phone-only`). A journey is the same at both widths.
  projects: [
    {
      name: "desktop",
      testIgnore: /ops-.*\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 768 } },
    },
    {
      name: "mobile",
      testIgnore: /ops-.*\.spec\.ts/,
      grep: /@phone/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
    // Checks of the running server as a whole (HTML validity, several instances): once, no device.
    { name: "ops", testMatch: /ops-.*\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `node tests/harness/companies-house.ts ${companiesHousePort} ${companiesHouseKey}`,
      url: `http://127.0.0.1:${companiesHousePort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node server/main.ts",
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      // Generous: a busy two-core machine can take a while to open and migrate the database.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Tests give each visitor an address of its own in X-Forwarded-For, from loopback.
        TRUST_PROXY: "loopback",
        // Every test posts from 127.0.0.1; the limits themselves are tested in integration tests.
        RATE_LIMIT_MULTIPLIER: "1000",
        // "My day" lists leads awaiting documents at once, not after days (tests/e2e/admin-day.spec.ts).
        AWAITING_DOCUMENTS_DAYS: "0",
        // The first back-office admin (tests/e2e/admin.spec.ts signs in as this one).
        ADMIN_BOOTSTRAP_EMAIL: "e2e-admin@example.co.uk",
        ADMIN_BOOTSTRAP_PASSWORD: "e2e admin password that is long",
        COMPANIES_HOUSE_API_KEY: companiesHouseKey,
        COMPANIES_HOUSE_API_URL: `http://127.0.0.1:${companiesHousePort}`,
      },
    },
  ],
});
