import { createHash, randomBytes } from "node:crypto";

/**
 * Security headers for every response. Server-rendered pages allow their scripts by a
 * per-request nonce; prerendered pages, whose HTML is fixed at build time, by the hashes of
 * their inline scripts.
 */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function hashInlineScripts(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? "";
    const body = match.groups?.body ?? "";
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || body === "")
      continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

export type ScriptAllowance = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(allow: ScriptAllowance, analyticsEnabled: boolean): string {
  const scriptSources =
    "nonce" in allow ? [`'nonce-${allow.nonce}'`] : allow.hashes.length ? allow.hashes : [];
  const google = analyticsEnabled ? ["https://www.googletagmanager.com"] : [];
  const analyticsHosts = analyticsEnabled
    ? [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ]
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptSources, ...google].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${analyticsHosts.join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${analyticsHosts.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** Headers that protect any response, a script or a font as much as a page. */
export const everyResponseHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Headers a browser reads only on a document (framing, the features and referrers it allows,
 * its browsing context group). With the policy (`contentSecurityPolicy`), also a document's
 * alone, they are sent with every response that may be one, and not with the build's assets:
 * on a page that fetches 40 scripts they were about 30 KB of headers nobody read.
 */
export const documentHeaders: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
