import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { accessibilityStatement } from "#app/content/accessibility.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

export default function AccessibilityPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro entry={entry} />
      <LegalDocumentView document={accessibilityStatement} />
    </>
  );
}
