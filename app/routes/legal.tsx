import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { legalDocuments } from "#app/content/legal.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { legalSlugs, paths } from "#app/paths.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function LegalPage() {
  const entry = usePageEntry();
  const slug = legalSlugs.find((candidate) => paths.legal(candidate) === entry.path);
  if (!slug) throw new Error(`No legal document for ${entry.path}`);
  return (
    <>
      <PageIntro entry={entry} />
      <LegalDocumentView document={legalDocuments[slug]} />
    </>
  );
}
