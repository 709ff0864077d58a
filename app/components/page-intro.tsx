import { useLoaderData } from "react-router";
import type { PageEntry } from "#app/content/pages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { cn } from "#app/lib/cn.ts";

/** The content index entry of the page being shown. */
export function usePageEntry(): PageEntry {
  return (useLoaderData() as { page: PageEntry }).page;
}

/**
 * Breadcrumb, h1 and lead paragraph: the top of every inner page. `aside` (a product's or an
 * industry's quick quote) fills the right half on wide screens; `below` goes under the intro
 * there, beside the aside, and after the aside on narrower screens, where the quote comes
 * first.
 */
export function PageIntro({
  entry,
  lead,
  children,
  aside,
  below,
  className,
}: {
  entry: PageEntry;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  aside?: React.ReactNode;
  below?: React.ReactNode;
  className?: string;
}) {
  const intro = (
    <>
      <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
        {entry.h1}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{lead ?? entry.description}</p>
      {children}
    </>
  );
  return (
    <>
      {entry.breadcrumb.length > 0 ? <Breadcrumbs trail={entry.breadcrumb} /> : null}
      <section className={cn("bg-gradient-to-b from-brand-50 to-white", className)}>
        <div className="container-page py-10 md:py-14">
          {aside ? (
            <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr]">
              <div className="min-w-0">{intro}</div>
              <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{aside}</div>
              {below ? <div className="min-w-0 lg:-mt-4">{below}</div> : null}
            </div>
          ) : (
            intro
          )}
        </div>
      </section>
    </>
  );
}
