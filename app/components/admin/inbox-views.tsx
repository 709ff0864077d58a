import { Form, Link } from "react-router";
import { FormNotice } from "#app/components/admin/admin-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { adminPaths } from "#app/paths.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { viewNameRules } from "#app/schemas/admin-inbox-actions.ts";
import { cn } from "#app/lib/cn.ts";

/** A view as the inbox lists it: built in (no id) or the broker's own. */
export type ListedView = { id?: string; name: string; query: string; current: boolean };

/**
 * The inbox's views, as links above the filters: the built-in ones, then the broker's saved
 * ones (each removable), and a form saving the inbox as it is now under a name.
 */
export function InboxViews({
  views,
  query,
  answer,
}: {
  views: ListedView[];
  /** The current filters and sort, for "Save this view". */
  query: string;
  answer: AdminFormResult | undefined;
}) {
  const viewAnswer =
    answer && (answer.intent === "save-view" || answer.intent === "remove-view")
      ? answer
      : undefined;
  return (
    <section aria-labelledby="views-heading" className="mb-4">
      <h2 id="views-heading" className="sr-only">
        Views
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ul className="flex flex-wrap items-center gap-2" aria-label="Views">
          {views.map((view) => (
            <li
              key={view.id ?? view.name}
              className={cn(
                "inline-flex items-center rounded-full border-2",
                view.current ? "border-brand-800 bg-brand-800" : "border-brand-200 bg-white",
              )}
            >
              <Link
                to={view.query ? `${adminPaths.inbox}?${view.query}` : adminPaths.inbox}
                aria-current={view.current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center px-3 font-semibold no-underline hover:underline",
                  view.current ? "text-white" : "text-brand-800",
                )}
              >
                {view.name}
              </Link>
              {view.id ? (
                <Form method="post" className="inline-flex">
                  <input type="hidden" name="intent" value="remove-view" />
                  <input type="hidden" name="viewId" value={view.id} />
                  <button
                    type="submit"
                    className={cn(
                      "inline-flex min-h-10 items-center rounded-r-full px-2 text-sm underline",
                      view.current ? "text-white" : "text-muted",
                    )}
                  >
                    Remove<span className="sr-only"> the view “{view.name}”</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="save-view" />
          <input type="hidden" name="query" value={query} />
          <div>
            <label htmlFor="view-name" className="block text-sm font-semibold text-ink">
              Name for this view
            </label>
            <Input
              id="view-name"
              name="name"
              required
              maxLength={viewNameRules.maxLength}
              compact
              aria-invalid={viewAnswer?.status === "error" ? true : undefined}
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            Save this view
          </Button>
        </Form>
      </div>
      {viewAnswer?.message ? (
        <div className="mt-3">
          <FormNotice kind={viewAnswer.status === "success" ? "ok" : "error"}>
            {viewAnswer.message}
          </FormNotice>
        </div>
      ) : null}
    </section>
  );
}
