import type { StorageEntry } from "#app/content/cookies.ts";
import { cn } from "#app/lib/cn.ts";

const columns = [
  { key: "kind", label: "Type" },
  { key: "provider", label: "Set by" },
  { key: "purpose", label: "Purpose" },
  { key: "category", label: "Category" },
  { key: "duration", label: "Duration" },
] as const;

/**
 * The table of what we store. Below 768 px each row reflows into a card with the column names
 * as labels; the explicit roles on the table and its row groups keep it a table for screen
 * readers once its display has changed (HTML forbids them on the rows and cells of a table
 * that has them, and browsers derive rows and cells from such a table).
 */
export function StorageTable({ entries, caption }: { entries: StorageEntry[]; caption: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm md:overflow-hidden">
      {/* eslint-disable jsx-a11y/no-redundant-roles -- the roles survive the CSS reflow */}
      <table role="table" className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-brand-50 text-brand-900 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-line max-md:block">
          {entries.map((entry) => (
            <tr key={entry.name} className="align-top max-md:block max-md:p-4">
              <th
                scope="row"
                className="px-4 py-3 font-mono text-sm font-semibold text-ink max-md:break-all md:whitespace-nowrap max-md:block max-md:px-0 max-md:pt-0 max-md:text-base"
              >
                {entry.name}
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={cn(
                    "px-4 py-3 max-md:grid max-md:grid-cols-[6rem_minmax(0,1fr)] max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:font-semibold max-md:before:text-brand-900 max-md:before:content-[attr(data-label)]",
                    column.key === "duration" || column.key === "purpose"
                      ? "text-ink"
                      : "text-muted",
                    column.key === "duration" && "font-semibold",
                  )}
                >
                  {entry[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles */}
    </div>
  );
}
