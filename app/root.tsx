import { useEffect, useLayoutEffect } from "react";
// The behaviour every public page shares; pages that never hydrate load only this.
import "#app/shell/index.ts";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import { Toaster } from "#app/components/layout/toaster.tsx";
import type { Route } from "./+types/root";
import appCss from "#app/styles/app.css?url";
import faviconSvg from "#app/brand/favicon.svg?raw";
import { getEnv, siteConfigFromEnv } from "#app/env.server.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { CookieNotice } from "#app/components/layout/cookie-notice.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { useNonce } from "#app/lib/nonce.ts";
import { adminPaths } from "#app/paths.ts";
import { carriesSecret } from "#app/secret-paths.ts";
import { useRootData } from "#app/lib/site.ts";
import { analytics, initAnalytics } from "#app/lib/analytics.ts";
import { consentMarkScript } from "#app/lib/consent.ts";
import { isStaticPage } from "#app/lib/static-page.ts";
import { earlyInput } from "#app/lib/early-input.ts";

// The icon travels inside each page's head: a request of its own, made as the page finished
// parsing, shared the connection with the font and held back the largest paint on a slow phone
// (docs/decisions/0021).
const favicon = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

// The font is not preloaded: fetched at high priority beside the stylesheet it held back the
// first paint, and its swap became the largest paint (docs/decisions/0019). Text shows in the
// fallback at once and in Inter when it arrives.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

// Site details only: never anything about the visitor, because content pages are prerendered.
export function loader() {
  const env = getEnv();
  return { site: siteConfigFromEnv(env), gaMeasurementId: env.GA_MEASUREMENT_ID ?? null };
}

// The root loader returns build-time site details only; nothing a submission changes.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const { gaMeasurementId } = useRootData();
  const matches = useMatches();
  // What the visitor typed before the page was hydrated is read before anything renders again,
  // and handed to the page once hydration has been committed (app/lib/early-input.ts).
  useLayoutEffect(() => queueMicrotask(earlyInput(document)), []);
  useEffect(() => {
    // Lets browser tests (and styles) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html
      lang="en-GB"
      // Read by the first-paint rewrite (no framework scripts) and by the shell (`app/shell/`).
      data-static={isStaticPage(matches) ? "" : undefined}
      data-measure={measured(pathname) ? "" : undefined}
      data-measurement-id={gaMeasurementId ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#071d2d" />
        {/* Before anything paints: whether the cookie notice in the page shows. */}
        <script
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: consentMarkScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* Early in the tab order, so answering it by keyboard takes a keystroke or two. */}
      <CookieNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

/**
 * Page views of client-side navigations: the shell (`app/shell/measure.ts`) sends the view of
 * the page as loaded, so a path is counted when it differs from the last one counted.
 */
let lastCounted = typeof window === "undefined" ? null : window.location.pathname;

function usePageViews(enabled: boolean) {
  const { gaMeasurementId } = useRootData();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === lastCounted) return;
    lastCounted = pathname;
    if (!enabled) return;
    initAnalytics(gaMeasurementId);
    analytics.pageView(pathname, document.title);
  }, [pathname, enabled, gaMeasurementId]);
}

function isBackOffice(pathname: string) {
  return pathname === adminPaths.inbox || pathname.startsWith(`${adminPaths.inbox}/`);
}

/**
 * A page opened by an applicant's secret link is never measured: the tag would send its
 * address, token and all, to the analytics service. Nor is the back office.
 */
function measured(pathname: string) {
  return !isBackOffice(pathname) && !carriesSecret(pathname);
}

export default function App() {
  const { pathname } = useLocation();
  const backOffice = isBackOffice(pathname);
  usePageViews(measured(pathname));
  // The back office has its own frame (app/routes/admin.tsx): no public header, no analytics.
  if (backOffice) {
    return (
      <>
        <Outlet />
        <Toaster />
      </>
    );
  }
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>Page not found | Alternative Business Finance UK</title>
        <meta name="robots" content="noindex" />
        <NotFound />
      </Shell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <title>Something went wrong | Alternative Business Finance UK</title>
      <section className="container-page py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">Sorry, something went wrong</h1>
        <p className="mt-3 text-muted">
          Please try again in a moment. If the problem continues, call us and we will help.
        </p>
      </section>
    </Shell>
  );
}
