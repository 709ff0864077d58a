import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { contentMeta } from "#app/lib/meta.ts";

export const meta = contentMeta;

export default function ApplicationPage() {
  const entry = usePageEntry();
  return <PageIntro entry={entry} />;
}
