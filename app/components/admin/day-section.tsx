import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { countText } from "#app/components/admin/inbox-filter-form.tsx";
import { adminPaths } from "#app/paths.ts";

/** A case as My day's lists name it, linked to its page. */
export function LeadLink({ item }: { item: { leadId: string; name: string } }) {
  return (
    <Link to={adminPaths.lead(item.leadId)} className="font-semibold wrap-anywhere text-brand-700">
      {item.name}
    </Link>
  );
}

/** The id of a day list's heading, from its title. */
export function daySectionId(title: string): string {
  return `day-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

/** One list of the day: its heading says how many there are, the list shows the first ones. */
export function DaySection<Item>({
  title,
  list,
  limit,
  empty,
  render,
  itemKey,
  before,
  listRef,
}: {
  title: string;
  /** The most a list shows. */
  limit: number;
  list: { count: number; cap: number; items: Item[] };
  empty: string;
  render: (item: Item, index: number) => ReactNode;
  /** What keeps a row itself as others come and go (its index when not given). */
  itemKey?: (item: Item) => string;
  /** Shown above the list: what was last done to it. */
  before?: ReactNode;
  /** For a list whose rows can leave it: where focus goes then. */
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <Panel
      title={`${title} (${countText(list.count, list.cap)})`}
      id={daySectionId(title)}
      focusableTitle={listRef !== undefined}
    >
      {before}
      {list.items.length ? (
        <ul ref={listRef} className="divide-y divide-line" aria-label={title}>
          {list.items.map((item, index) => (
            <li key={itemKey ? itemKey(item) : index} className="py-3">
              {render(item, index)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{empty}</p>
      )}
      {list.count > list.items.length ? (
        <p className="mt-3 text-sm text-muted">
          Showing the first {limit} of {countText(list.count, list.cap)}.
        </p>
      ) : null}
    </Panel>
  );
}
