import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "#app/content/pages.ts";
import { useSite } from "#app/lib/site.ts";
import { JsonLd } from "#app/components/json-ld.tsx";

/** The visible trail and its BreadcrumbList structured data, Home first. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const site = useSite();
  const items = [{ name: "Home", path: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="container-page py-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight className="size-4" aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} className="inline-block py-1 text-brand-700 underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: items.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: item.name,
            item: `${site.origin}${item.path}`,
          })),
        }}
      />
    </nav>
  );
}
