import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

export default function ResultsPage() {
  const entry = usePageEntry();
  return <PageIntro entry={entry} />;
}
