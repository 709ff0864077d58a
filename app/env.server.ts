import { isIP } from "node:net";
import { z } from "#app/schemas/zod.ts";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";

/**
 * The only reader of `process.env`. Parsed once; an invalid value stops the process at start
 * with a message naming the variable, rather than failing later on a visitor's request.
 */
const optionalUrl = z.url().optional();

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(part: string): boolean {
  if (proxyNames.has(part)) return true;
  const [address = "", bits, ...rest] = part.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * Which proxies in front of the server to believe about the client's address
 * (X-Forwarded-For), which the rate limits count by: none unless the operator says (a client
 * could otherwise name any address it likes). A hop count ("1": one proxy, whatever its
 * address) or addresses and subnets ("10.0.0.0/8, 192.168.1.2", or "loopback").
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const parts = value.split(",").map((part) => part.trim());
    if (parts.every(isProxyAddress)) return parts;
    ctx.addIssue({
      code: "custom",
      message: 'must be a hop count ("1") or addresses and subnets ("10.0.0.0/8, loopback")',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("data"),
  TRUST_PROXY: trustProxy,
  /**
   * What the deployment looks like, which only the operator knows: how many server processes
   * serve the site, and whether a proxy or load balancer stands in front of them. Read by the
   * launch check (`app/server/preflight.server.ts`), which says what does not fit with them.
   */
  INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  BEHIND_PROXY: z.stringbool().default(false),
  /**
   * At a production start: log the launch problems (warn), also refuse to start while any of
   * them would reach a visitor (strict), or neither (off).
   */
  LAUNCH_CHECK: z.enum(["off", "warn", "strict"]).default("warn"),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.email().default("website@example.com"),
  /**
   * Without SMTP: hours a written .eml file is kept before the hourly purge removes it (it can
   * hold a visitor's details and an applicant's live links).
   */
  MAIL_FILE_KEEP_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BROKER_INBOX: z.email().default("brokers@example.com"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("eu-west-2"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  OUTBOX_WORKER: z.enum(["on", "off"]).default("on"),
  /** The hourly retention purge in this process; off where a scheduler runs retention:purge. */
  RETENTION_PURGE: z.enum(["on", "off"]).default("on"),
  /** How long a worker's claim on a notification lasts; after a crash, unsent mail waits this long. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Scales every per-address form limit; load tests and browser tests raise it. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100000).default(1),
  /**
   * "My day" lists a broker's leads waiting for documents longer than this many days, for
   * chasing (browser tests set 0 to see a lead moved there a moment ago).
   */
  AWAITING_DOCUMENTS_DAYS: z.coerce.number().int().min(0).max(90).default(3),
  /** With the password: the first admin, created at start while there are no users at all. */
  ADMIN_BOOTSTRAP_EMAIL: z.email().optional(),
  ADMIN_BOOTSTRAP_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  /** Turns on "Look up" on Companies House in the back office; without it the button is not shown. */
  COMPANIES_HOUSE_API_KEY: z.string().trim().min(1).optional(),
  COMPANIES_HOUSE_API_URL: z
    .url()
    .default("https://api.company-information.service.gov.uk")
    .transform((url) => url.replace(/\/$/, "")),
  SITE_ORIGIN: z.url().default(defaultSiteConfig.origin),
  SITE_BRAND_NAME: z.string().min(1).optional(),
  SITE_LEGAL_NAME: z.string().min(1).optional(),
  SITE_PHONE_DISPLAY: z.string().min(1).optional(),
  SITE_PHONE_E164: z
    .string()
    .regex(/^\+44\d{9,10}$/, "must be +44 followed by 9 or 10 digits")
    .optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_ADDRESS_LINE1: z.string().min(1).optional(),
  SITE_ADDRESS_TOWN: z.string().min(1).optional(),
  SITE_ADDRESS_POSTCODE: z.string().min(1).optional(),
  /** As Companies House writes it ("SC123456"), which its link needs: no spaces, capitals. */
  SITE_COMPANY_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]+$/, "must be letters and digits, such as 01234567"))
    .optional(),
  /** The FCA firm reference number (FRN), shown with a link to the FCA register. */
  SITE_FCA_FRN: z
    .string()
    .trim()
    .regex(/^\d{6,7}$/, "must be the 6 or 7 digits of the FCA firm reference number")
    .optional(),
  /** The page of the firm's Google reviews; without it no review count, rating or stars show. */
  SITE_GOOGLE_REVIEWS_URL: z
    .url({ protocol: /^https$/, error: "must be an https:// address" })
    .optional(),
  SITE_GOOGLE_REVIEWS_COUNT: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .optional(),
  SITE_GOOGLE_RATING: z.coerce
    .number({ error: "must be a number from 1 to 5, such as 4.9" })
    .min(1, "must be from 1 to 5")
    .max(5, "must be from 1 to 5")
    .optional(),
  SITE_ICO_NUMBER: z.string().min(1).optional(),
  SITE_LINKEDIN_URL: optionalUrl,
  SITE_FACEBOOK_URL: optionalUrl,
  SITE_INSTAGRAM_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** For command-line scripts: the configuration, or its problems printed and exit status 1. */
export function getEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function siteConfigFromEnv(env: Env): SiteConfig {
  const d = defaultSiteConfig;
  return {
    ...d,
    brandName: env.SITE_BRAND_NAME ?? d.brandName,
    legalName: env.SITE_LEGAL_NAME ?? d.legalName,
    phoneDisplay: env.SITE_PHONE_DISPLAY ?? d.phoneDisplay,
    phoneE164: env.SITE_PHONE_E164 ?? d.phoneE164,
    email: env.SITE_EMAIL ?? d.email,
    address: {
      line1: env.SITE_ADDRESS_LINE1 ?? d.address.line1,
      town: env.SITE_ADDRESS_TOWN ?? d.address.town,
      postcode: env.SITE_ADDRESS_POSTCODE ?? d.address.postcode,
    },
    fcaFirmReference: env.SITE_FCA_FRN ?? d.fcaFirmReference,
    googleReviews: {
      url: env.SITE_GOOGLE_REVIEWS_URL ?? d.googleReviews.url,
      count: env.SITE_GOOGLE_REVIEWS_COUNT ?? d.googleReviews.count,
      rating: env.SITE_GOOGLE_RATING ?? d.googleReviews.rating,
    },
    companyNumber: env.SITE_COMPANY_NUMBER ?? d.companyNumber,
    icoNumber: env.SITE_ICO_NUMBER ?? d.icoNumber,
    social: {
      linkedin: env.SITE_LINKEDIN_URL ?? d.social.linkedin,
      facebook: env.SITE_FACEBOOK_URL ?? d.social.facebook,
      instagram: env.SITE_INSTAGRAM_URL ?? d.social.instagram,
    },
    origin: env.SITE_ORIGIN.replace(/\/$/, ""),
  };
}
