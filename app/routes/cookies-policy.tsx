import { Link } from "react-router";
import { CookiePreferencesPanel } from "#app/components/cookies/cookie-preferences.tsx";
import { StorageTable } from "#app/components/cookies/storage-table.tsx";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { analyticsStorage, essentialStorage } from "#app/content/cookies.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useRootData } from "#app/lib/site.ts";
import { paths } from "#app/paths.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// The choices work through the shell: served without the framework.
export const handle = staticPage;

export default function CookiesPolicyPage() {
  const entry = usePageEntry();
  const { gaMeasurementId, site } = useRootData();
  const entries = gaMeasurementId
    ? [...essentialStorage, ...analyticsStorage(gaMeasurementId)]
    : essentialStorage;
  const linkClass = "font-medium text-brand-700 underline hover:text-brand-900";
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Cookies and local storage are small pieces of information kept by your browser. Here is what we store, why, for how long, and how to choose what you allow."
      />
      <div className="container-page space-y-14 pb-16 md:pb-24">
        <section aria-labelledby="choices-heading" className="max-w-4xl">
          <h2 id="choices-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
            Your cookie choices
          </h2>
          <p className="mt-3 mb-6 max-w-prose text-muted">
            Optional cookies are off unless you switch them on. Your choices are kept on this device
            for {site.brandName} only.
          </p>
          <CookiePreferencesPanel />
        </section>

        <section aria-labelledby="storage-heading">
          <h2 id="storage-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
            What we store
          </h2>
          <p className="mt-3 mb-6 max-w-prose text-muted">
            {gaMeasurementId
              ? "The Google Analytics cookies are set only if you allow analytics cookies."
              : "Everything below is kept in your browser's local storage; analytics cookies are not in use."}{" "}
            We do not use local storage to track you across other websites.
          </p>
          <StorageTable
            entries={entries}
            caption="Cookies and local storage used on this website"
          />
        </section>

        <section
          aria-labelledby="browser-heading"
          className="max-w-prose space-y-4 leading-relaxed"
        >
          <h2 id="browser-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
            Managing cookies in your browser
          </h2>
          <p>
            You can also delete cookies and local storage, or block them, in your browser&apos;s
            settings. If you block essential storage, parts of the website such as the application
            form may not work as expected.
          </p>
          <p>
            To find out how we use personal information, read our{" "}
            <Link to={paths.privacyPolicy} className={linkClass}>
              Privacy Policy
            </Link>
            . If you have a question about cookies, email us at{" "}
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
