import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { accessibilityStatement } from "#app/content/accessibility.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function AccessibilityPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro entry={entry} />
      <LegalDocumentView document={accessibilityStatement} />
    </>
  );
}
