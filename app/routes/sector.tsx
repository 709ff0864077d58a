import { data } from "react-router";
import type { Route } from "./+types/sector";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { contentMeta } from "#app/lib/meta.ts";
import { isSectorSlug } from "#app/paths.ts";

export function loader({ params }: Route.LoaderArgs) {
  if (!isSectorSlug(params.sector)) throw data(null, { status: 404 });
  return { sector: params.sector };
}

export const meta: Route.MetaFunction = (args) =>
  isSectorSlug(args.params.sector) ? contentMeta(args) : [];

export default function SectorPage() {
  const entry = usePageEntry();
  return <PageIntro entry={entry} />;
}
