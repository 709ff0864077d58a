import { Link } from "react-router";
import type { StoryView } from "#app/content/story-view.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths } from "#app/paths.ts";
import { Icon } from "#app/components/sections/icon.tsx";

/**
 * One funded case: the business and its sector, the amount and product, then the problem and
 * what changed. `full` adds what the funding paid for and links the sector's page.
 */
export function SuccessStoryCard({ story, full = false }: { story: StoryView; full?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white md:p-5">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-300">
          <Icon name={story.sectorIcon} />
        </span>
        <div>
          <h3 className="font-bold">{story.business}</h3>
          <p className="text-sm text-brand-100">
            {full ? (
              <Link
                to={paths.sector(story.sector)}
                className="inline-block py-1 text-white underline"
              >
                {story.sectorName}
              </Link>
            ) : (
              story.sectorName
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4 md:p-5">
        <p className="text-2xl font-extrabold text-brand-900 md:text-3xl">
          {formatPounds(story.amount)}
        </p>
        <p className="text-sm font-medium text-muted">
          <Link
            to={paths.product(story.product)}
            className="inline-block py-1 text-brand-700 underline"
          >
            {story.productName}
          </Link>
        </p>
        <dl className="mt-3 space-y-2 text-ink md:mt-4 md:space-y-3">
          {full ? (
            <div>
              <dt className="text-sm font-semibold text-muted">What it paid for</dt>
              <dd>{story.paidFor}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-semibold text-muted">The challenge</dt>
            <dd>{story.challenge}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">The result</dt>
            <dd>{story.outcome}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
