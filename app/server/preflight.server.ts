import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";
import { accessibilityStatement } from "#app/content/accessibility.ts";
import { formatLegalDate, legalDocuments, nextReviewDate } from "#app/content/legal.ts";
import { legalLabels, pageLabels } from "#app/content/names.ts";
import { plural } from "#app/content/format.ts";
import { siteConfigFromEnv, type Env } from "#app/env.server.ts";
import { legalSlugs, paths } from "#app/paths.ts";

/**
 * The launch check: what in a deployment's configuration is still a development default or a
 * placeholder, which dated pages are past their review, and which settings do not fit together.
 * `npm run preflight` prints it and a production start logs it (`LAUNCH_CHECK`). A problem is
 * blocking when a visitor would meet it: a made-up phone number or a stale policy on the page,
 * or mail that never leaves the server. The rest is advice for the operator. SECURITY.md
 * ("Preflight") explains where the line is drawn.
 */
export type LaunchProblem = {
  /** The setting to change, or the path of the page to review. */
  setting: string;
  problem: string;
  blocking: boolean;
};

/** A page that shows "Last updated" and "Next review" dates, and where its date is kept. */
export type DatedPage = { name: string; path: string; lastUpdated: string; source: string };

export const datedPages: DatedPage[] = [
  ...legalSlugs.map((slug) => ({
    name: legalLabels[slug],
    path: paths.legal(slug),
    lastUpdated: legalDocuments[slug].lastUpdated,
    source: "app/content/legal.ts",
  })),
  {
    name: `${pageLabels[paths.accessibility]} statement`,
    path: paths.accessibility,
    lastUpdated: accessibilityStatement.lastUpdated,
    source: "app/content/accessibility.ts",
  },
];

/**
 * Ofcom's numbers for drama, as national significant numbers: no one answers them. 01632 is
 * the whole code; the others are the reserved thousand within each area or range.
 */
const dramaPrefixes = [
  "1632",
  "1134960",
  "1144960",
  "1154960",
  "1164960",
  "1174960",
  "1184960",
  "1214960",
  "1314960",
  "1414960",
  "1514960",
  "1614960",
  "2079460",
  "2890180",
  "2920180",
  "3069990",
  "7700900",
  "8081570",
  "9098790",
];

function isDramaNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const national = digits.startsWith("44") ? digits.slice(2) : digits.replace(/^0/, "");
  return dramaPrefixes.some((prefix) => national.startsWith(prefix));
}

/** Names reserved for documentation and testing (RFC 2606, 6761) that no visitor can reach. */
function isPlaceholderHost(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  const last = labels.at(-1) ?? "";
  return (
    labels.includes("example") ||
    ["test", "invalid", "localhost", "example", "local"].includes(last)
  );
}

function isPlaceholderEmail(email: string): boolean {
  return isPlaceholderHost(email.slice(email.lastIndexOf("@") + 1));
}

function isPlaceholderUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return isPlaceholderHost(host) || /(^|[^a-z0-9])example([^a-z0-9]|$)/i.test(url);
}

/** A host only this machine or its own network can reach. */
function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    name === "0.0.0.0" ||
    /^127\./.test(name) ||
    /^10\./.test(name) ||
    /^192\.168\./.test(name) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(name)
  );
}

function originProblem(origin: string): string | null {
  const url = new URL(origin);
  if (isLocalHost(url.hostname)) {
    return `${origin} is this machine's address: canonical links, og:url, the links in every mail and the accessibility statement point visitors to it`;
  }
  if (isPlaceholderHost(url.hostname)) {
    return `${origin} is a placeholder domain: canonical links, og:url and the links in every mail point to it`;
  }
  if (url.protocol !== "https:") {
    return `${origin} is not https: canonical links and the links in every mail send visitors to an unencrypted address`;
  }
  return null;
}

type Detail = {
  setting: string;
  /** The variable as set, undefined when the development default applies. */
  set: unknown;
  value: string;
  /** Why the value is a placeholder whether or not it was set, or null. */
  placeholder: (value: string) => string | null;
};

const drama = (value: string) =>
  isDramaNumber(value) ? `${value} is an Ofcom drama number: no one answers it` : null;
const exampleEmail = (value: string) =>
  isPlaceholderEmail(value) ? `${value} is a placeholder address: mail to it goes nowhere` : null;
const exampleUrl = (value: string) =>
  isPlaceholderUrl(value) ? `${value} is a placeholder link` : null;
const specExample = (example: string) => (value: string) =>
  value === example
    ? `${value} is the specification's example, not this firm's: visitors check it on a public register`
    : null;
const none = () => null;

function siteDetails(env: Env, site: SiteConfig): Detail[] {
  const d = defaultSiteConfig;
  return [
    {
      setting: "SITE_BRAND_NAME",
      set: env.SITE_BRAND_NAME,
      value: site.brandName,
      placeholder: none,
    },
    {
      setting: "SITE_LEGAL_NAME",
      set: env.SITE_LEGAL_NAME,
      value: site.legalName,
      placeholder: none,
    },
    {
      setting: "SITE_PHONE_DISPLAY",
      set: env.SITE_PHONE_DISPLAY,
      value: site.phoneDisplay,
      placeholder: drama,
    },
    {
      setting: "SITE_PHONE_E164",
      set: env.SITE_PHONE_E164,
      value: site.phoneE164,
      placeholder: drama,
    },
    { setting: "SITE_EMAIL", set: env.SITE_EMAIL, value: site.email, placeholder: exampleEmail },
    {
      setting: "SITE_ADDRESS_LINE1",
      set: env.SITE_ADDRESS_LINE1,
      value: site.address.line1,
      placeholder: none,
    },
    {
      setting: "SITE_ADDRESS_TOWN",
      set: env.SITE_ADDRESS_TOWN,
      value: site.address.town,
      placeholder: none,
    },
    {
      setting: "SITE_ADDRESS_POSTCODE",
      set: env.SITE_ADDRESS_POSTCODE,
      value: site.address.postcode,
      placeholder: none,
    },
    {
      setting: "SITE_FCA_FRN",
      set: env.SITE_FCA_FRN,
      value: site.fcaFirmReference,
      placeholder: specExample(d.fcaFirmReference),
    },
    {
      setting: "SITE_COMPANY_NUMBER",
      set: env.SITE_COMPANY_NUMBER,
      value: site.companyNumber,
      placeholder: specExample(d.companyNumber),
    },
    {
      setting: "SITE_ICO_NUMBER",
      set: env.SITE_ICO_NUMBER,
      value: site.icoNumber,
      placeholder: specExample(d.icoNumber),
    },
    {
      setting: "SITE_LINKEDIN_URL",
      set: env.SITE_LINKEDIN_URL,
      value: site.social.linkedin,
      placeholder: exampleUrl,
    },
    {
      setting: "SITE_FACEBOOK_URL",
      set: env.SITE_FACEBOOK_URL,
      value: site.social.facebook,
      placeholder: exampleUrl,
    },
    {
      setting: "SITE_INSTAGRAM_URL",
      set: env.SITE_INSTAGRAM_URL,
      value: site.social.instagram,
      placeholder: exampleUrl,
    },
  ];
}

/** Every launch problem, those that would reach a visitor first. Pure: `now` is the clock. */
export function launchProblems(
  env: Env,
  site: SiteConfig,
  pages: DatedPage[],
  now: Date,
): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const add = (setting: string, problem: string, blocking: boolean) =>
    problems.push({ setting, problem, blocking });
  const production = env.NODE_ENV === "production";
  const several = env.INSTANCES > 1;

  const origin = originProblem(site.origin);
  if (origin) add("SITE_ORIGIN", origin, true);

  for (const detail of siteDetails(env, site)) {
    const placeholder = detail.placeholder(detail.value);
    if (placeholder) add(detail.setting, placeholder, true);
    else if (detail.set === undefined) {
      add(
        detail.setting,
        `not set: every page shows the development default "${detail.value}"`,
        true,
      );
    }
  }
  const reviews = site.googleReviews.url;
  if (reviews && isPlaceholderUrl(reviews)) {
    add("SITE_GOOGLE_REVIEWS_URL", `${reviews} is a placeholder link`, true);
  }

  const today = now.toISOString().slice(0, 10);
  for (const page of pages) {
    const review = nextReviewDate(page.lastUpdated);
    if (review < today) {
      add(
        page.path,
        `${page.name}: its "Next review" date, ${formatLegalDate(review)}, has passed; review it and update its date in ${page.source}`,
        true,
      );
    }
  }

  if (isPlaceholderEmail(env.MAIL_FROM)) {
    add(
      "MAIL_FROM",
      `${env.MAIL_FROM} is a placeholder: applicants see it as the sender, and mail servers refuse or bin mail from a domain that is not yours`,
      true,
    );
  }
  if (isPlaceholderEmail(env.BROKER_INBOX)) {
    add(
      "BROKER_INBOX",
      `${env.BROKER_INBOX} is a placeholder: no broker hears of a new lead, so no enquirer is called back`,
      true,
    );
  }
  if (!env.SMTP_URL) {
    add(
      "SMTP_URL",
      `not set: mail is written as files to ${env.DATA_DIR}/outbox${several ? ` on each of the ${env.INSTANCES} instances` : ""}, so no broker hears of a lead and no applicant gets their link`,
      production,
    );
  } else if (isPlaceholderUrl(env.SMTP_URL)) {
    add("SMTP_URL", "names a placeholder mail server: no mail is delivered", true);
  }

  if (several && !env.DATABASE_URL) {
    add(
      "DATABASE_URL",
      `not set with INSTANCES=${env.INSTANCES}: the embedded database belongs to one process, so each instance would keep its own leads (or refuse to start), and an applicant's draft, upload link or tracking link would work on only one of them`,
      true,
    );
  }
  if (env.BEHIND_PROXY && env.TRUST_PROXY === false) {
    add(
      "TRUST_PROXY",
      "not set with BEHIND_PROXY: every visitor arrives from the proxy's address and shares one rate limit, so a few enquiries refuse everyone's forms",
      true,
    );
  }
  if (several && !env.S3_BUCKET) {
    add(
      "S3_BUCKET",
      `not set with INSTANCES=${env.INSTANCES}: documents are kept on the disk of the instance that received them, and brokers signed in to another cannot open them`,
      false,
    );
  }
  if (several && !env.BEHIND_PROXY && env.TRUST_PROXY === false) {
    add(
      "BEHIND_PROXY",
      `not set with INSTANCES=${env.INSTANCES}: several instances usually share a load balancer; if so, set BEHIND_PROXY and TRUST_PROXY so rate limits count each visitor`,
      false,
    );
  }

  return problems.filter((p) => p.blocking).concat(problems.filter((p) => !p.blocking));
}

/** The launch problems of this configuration, today. */
export function launchCheck(env: Env, now = new Date()): LaunchProblem[] {
  return launchProblems(env, siteConfigFromEnv(env), datedPages, now);
}

export function formatProblem(problem: LaunchProblem): string {
  return `${problem.blocking ? "blocking" : "advice  "}  ${problem.setting}: ${problem.problem}`;
}

export function summarise(problems: LaunchProblem[]): string {
  const blocking = problems.filter((p) => p.blocking).length;
  if (!problems.length) return "Preflight: nothing to fix before launch.";
  return `Preflight: ${blocking} blocking (would reach a visitor), ${problems.length - blocking} advice for the operator.`;
}

/**
 * What a production start does with the problems: under `warn` it logs them; under `strict` it
 * also refuses to start, in one line, while any would reach a visitor; under `off` neither.
 */
export function startVerdict(
  mode: Env["LAUNCH_CHECK"],
  problems: LaunchProblem[],
): { log: LaunchProblem[]; refusal: string | null } {
  if (mode === "off") return { log: [], refusal: null };
  const blocking = problems.filter((p) => p.blocking);
  const refusal =
    mode === "strict" && blocking.length
      ? `Cannot start: LAUNCH_CHECK=strict and ${plural(blocking.length, "launch problem")} would reach visitors (${[...new Set(blocking.map((p) => p.setting))].join(", ")}); npm run preflight explains each`
      : null;
  return { log: problems, refusal };
}
