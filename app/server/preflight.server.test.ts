import { describe, expect, test } from "vitest";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";
import {
  datedPages,
  formatProblem,
  launchProblems,
  startVerdict,
  summarise,
  type DatedPage,
  type LaunchProblem,
} from "#app/server/preflight.server.ts";

/** A firm's own details, as an operator would set them before launch. */
const real = {
  NODE_ENV: "production",
  SITE_ORIGIN: "https://www.northgate-finance.co.uk",
  SITE_BRAND_NAME: "Northgate Finance",
  SITE_LEGAL_NAME: "Northgate Finance Ltd",
  SITE_PHONE_DISPLAY: "0151 345 6789",
  SITE_PHONE_E164: "+441513456789",
  SITE_EMAIL: "hello@northgate-finance.co.uk",
  SITE_ADDRESS_LINE1: "2 Castle Street",
  SITE_ADDRESS_TOWN: "Liverpool",
  SITE_ADDRESS_POSTCODE: "L2 0NE",
  SITE_COMPANY_NUMBER: "09876543",
  SITE_FCA_FRN: "912345",
  SITE_ICO_NUMBER: "ZA123456",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/northgate-finance",
  SITE_FACEBOOK_URL: "https://www.facebook.com/northgatefinance",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/northgatefinance",
  MAIL_FROM: "website@northgate-finance.co.uk",
  BROKER_INBOX: "brokers@northgate-finance.co.uk",
  SMTP_URL: "smtp://mailer:secret@smtp.mailhost.net:587",
  DATABASE_URL: "postgres://broker:secret@db.internal:5432/broker",
};

const reviewedThisYear: DatedPage[] = datedPages.map((page) => ({
  ...page,
  lastUpdated: "2026-09-01",
}));
const lastYears: DatedPage[] = datedPages.map((page) => ({ ...page, lastUpdated: "2025-06-11" }));
const now = new Date("2026-11-29T09:00:00Z");

function check(vars: Record<string, string>, pages = reviewedThisYear, at = now) {
  const env = parseEnv(vars);
  return launchProblems(env, siteConfigFromEnv(env), pages, at);
}

const settings = (problems: LaunchProblem[]) => problems.map((problem) => problem.setting);
const blocking = (problems: LaunchProblem[]) => problems.filter((problem) => problem.blocking);

describe("launchProblems", () => {
  test("on the defaults, every placeholder a visitor would see blocks the launch", () => {
    const problems = check({}, lastYears);
    expect(settings(blocking(problems))).toEqual([
      "SITE_ORIGIN",
      "SITE_BRAND_NAME",
      "SITE_LEGAL_NAME",
      "SITE_PHONE_DISPLAY",
      "SITE_PHONE_E164",
      "SITE_EMAIL",
      "SITE_ADDRESS_LINE1",
      "SITE_ADDRESS_TOWN",
      "SITE_ADDRESS_POSTCODE",
      "SITE_FCA_FRN",
      "SITE_COMPANY_NUMBER",
      "SITE_ICO_NUMBER",
      "SITE_LINKEDIN_URL",
      "SITE_FACEBOOK_URL",
      "SITE_INSTAGRAM_URL",
      "/privacy-policy",
      "/terms-conditions",
      "/terms-of-business",
      "/accessibility",
      "MAIL_FROM",
      "BROKER_INBOX",
      "SMTP_URL",
    ]);
    const said = problems.map(formatProblem).join("\n");
    expect(said).toContain("SITE_ORIGIN: http://localhost:3000 is this machine's address");
    expect(said).toContain("SITE_PHONE_DISPLAY: 01632 960482 is an Ofcom drama number");
    expect(said).toContain("SITE_EMAIL: enquiries@example.com is a placeholder");
    expect(said).toContain("SITE_FCA_FRN: 1000382 is the specification's example");
    expect(said).toContain("SITE_LINKEDIN_URL: https://www.linkedin.com/company/example");
    expect(said).toContain(
      '/privacy-policy: Privacy Policy: its "Next review" date, 11th June 2026',
    );
    expect(said).toContain("MAIL_FROM: website@example.com is a placeholder");
    expect(summarise(problems)).toBe(
      "Preflight: 22 blocking (would reach a visitor), 0 advice for the operator.",
    );
  });

  test("with a firm's real details and pages within their review, nothing", () => {
    expect(check(real)).toEqual([]);
    expect(summarise([])).toBe("Preflight: nothing to fix before launch.");
  });

  test("the dated pages are the legal documents and the accessibility statement", () => {
    expect(datedPages.map((page) => page.path)).toEqual([
      "/privacy-policy",
      "/terms-conditions",
      "/terms-of-business",
      "/accessibility",
    ]);
  });

  test("a page is stale the day after its next review date, not on it", () => {
    const pages: DatedPage[] = [
      { name: "Privacy Policy", path: "/privacy-policy", lastUpdated: "2025-06-11", source: "x" },
    ];
    expect(check(real, pages, new Date("2026-06-11T23:59:00Z"))).toEqual([]);
    expect(check(real, pages, new Date("2026-06-12T00:00:00Z"))).toEqual([
      {
        setting: "/privacy-policy",
        problem:
          'Privacy Policy: its "Next review" date, 11th June 2026, has passed; review it and update its date in x',
        blocking: true,
      },
    ]);
  });

  test("placeholders set on purpose are still placeholders", () => {
    const problems = check({
      ...real,
      SITE_ORIGIN: "https://broker.example.co.uk",
      SITE_PHONE_DISPLAY: "020 7946 0123",
      SITE_PHONE_E164: "+447700900123",
      SITE_EMAIL: "help@example.org",
      SITE_FCA_FRN: "1000382",
      SITE_COMPANY_NUMBER: "14872093",
      SITE_ICO_NUMBER: "ZB512874",
      SITE_FACEBOOK_URL: "https://www.facebook.com/example",
      SITE_GOOGLE_REVIEWS_URL: "https://g.page/r/example/review",
      MAIL_FROM: "noreply@mail.test",
      SMTP_URL: "smtp://user:pass@smtp.example.com:587",
    });
    expect(problems.every((problem) => problem.blocking)).toBe(true);
    expect(settings(problems)).toEqual([
      "SITE_ORIGIN",
      "SITE_PHONE_DISPLAY",
      "SITE_PHONE_E164",
      "SITE_EMAIL",
      "SITE_FCA_FRN",
      "SITE_COMPANY_NUMBER",
      "SITE_ICO_NUMBER",
      "SITE_FACEBOOK_URL",
      "SITE_GOOGLE_REVIEWS_URL",
      "MAIL_FROM",
      "SMTP_URL",
    ]);
  });

  test("an origin on http, or only this machine's network, blocks", () => {
    for (const origin of [
      "http://www.northgate-finance.co.uk",
      "https://127.0.0.1:3000",
      "https://[::1]",
      "https://10.0.0.4",
      "https://preview.localhost",
    ]) {
      expect(settings(check({ ...real, SITE_ORIGIN: origin })), origin).toEqual(["SITE_ORIGIN"]);
    }
  });

  test("file mail blocks in production and is advice elsewhere", () => {
    const production = check({ ...real, SMTP_URL: "" });
    expect(production).toEqual([expect.objectContaining({ setting: "SMTP_URL", blocking: true })]);
    expect(production[0]?.problem).toContain("data/outbox");
    const development = check({ ...real, SMTP_URL: "", NODE_ENV: "development" });
    expect(development).toEqual([
      expect.objectContaining({ setting: "SMTP_URL", blocking: false }),
    ]);
  });

  test("several instances: the embedded database blocks, disk storage and no proxy are advice", () => {
    const problems = check({ ...real, DATABASE_URL: "", INSTANCES: "3" });
    expect(problems.map(({ setting, blocking }) => ({ setting, blocking }))).toEqual([
      { setting: "DATABASE_URL", blocking: true },
      { setting: "S3_BUCKET", blocking: false },
      { setting: "BEHIND_PROXY", blocking: false },
    ]);
    expect(problems[0]?.problem).toContain("INSTANCES=3");
    // File mail with several instances: each keeps its own outbox.
    const mail = check({
      ...real,
      SMTP_URL: "",
      INSTANCES: "2",
      S3_BUCKET: "docs",
      TRUST_PROXY: "1",
    });
    expect(mail).toEqual([expect.objectContaining({ setting: "SMTP_URL", blocking: true })]);
    expect(mail[0]?.problem).toContain("on each of the 2 instances");
    // Shared services and a trusted proxy: nothing left.
    expect(check({ ...real, INSTANCES: "3", S3_BUCKET: "docs", TRUST_PROXY: "1" })).toEqual([]);
  });

  test("behind a proxy without TRUST_PROXY every visitor shares one rate limit: blocks", () => {
    expect(check({ ...real, BEHIND_PROXY: "true" })).toEqual([
      expect.objectContaining({ setting: "TRUST_PROXY", blocking: true }),
    ]);
    expect(check({ ...real, BEHIND_PROXY: "true", TRUST_PROXY: "10.0.0.0/8" })).toEqual([]);
  });

  test("blocking problems come before advice", () => {
    const problems = check({ ...real, INSTANCES: "2", SITE_EMAIL: "a@example.com" });
    expect(problems.map((problem) => problem.blocking)).toEqual([true, false, false]);
  });
});

describe("the deployment's shape and the check's mode (env)", () => {
  test("one instance, no proxy and warn unless set", () => {
    const env = parseEnv({});
    expect([env.INSTANCES, env.BEHIND_PROXY, env.LAUNCH_CHECK]).toEqual([1, false, "warn"]);
    const set = parseEnv({ INSTANCES: "4", BEHIND_PROXY: "yes", LAUNCH_CHECK: "strict" });
    expect([set.INSTANCES, set.BEHIND_PROXY, set.LAUNCH_CHECK]).toEqual([4, true, "strict"]);
  });
  test("anything else stops the start, naming the variable", () => {
    expect(() => parseEnv({ INSTANCES: "0" })).toThrow(/INSTANCES/);
    expect(() => parseEnv({ BEHIND_PROXY: "maybe" })).toThrow(/BEHIND_PROXY/);
    expect(() => parseEnv({ LAUNCH_CHECK: "loud" })).toThrow(/LAUNCH_CHECK/);
  });
});

describe("a production start (startVerdict)", () => {
  const defaults = check({}, lastYears);

  test("strict on the defaults refuses, in one line naming what to fix", () => {
    const verdict = startVerdict("strict", defaults);
    expect(verdict.refusal).toMatch(
      /^Cannot start: LAUNCH_CHECK=strict and 22 launch problems would reach visitors \(SITE_ORIGIN, SITE_BRAND_NAME, .*SMTP_URL\); npm run preflight explains each$/,
    );
    expect(verdict.refusal).not.toContain("\n");
    expect(verdict.log).toEqual(defaults);
  });

  test("warn, the default, logs the same list and starts", () => {
    expect(startVerdict(parseEnv({}).LAUNCH_CHECK, defaults)).toEqual({
      log: defaults,
      refusal: null,
    });
  });

  test("strict starts when only advice is left; off neither logs nor refuses", () => {
    const advice = check({ ...real, INSTANCES: "2", TRUST_PROXY: "1" });
    expect(advice).toEqual([expect.objectContaining({ setting: "S3_BUCKET", blocking: false })]);
    expect(startVerdict("strict", advice)).toEqual({ log: advice, refusal: null });
    expect(startVerdict("off", defaults)).toEqual({ log: [], refusal: null });
  });
});
