import { Link } from "react-router";
import type { ComparisonRow } from "#app/content/product-figures.ts";
import { ScrollTable } from "#app/components/ui/scroll-table.tsx";

/**
 * Products side by side: what each suits, how much, how long and how fast. A real table, so a
 * screen reader announces each figure with its product and column. On a phone it scrolls
 * sideways inside its own frame (reachable by keyboard), the product's name staying in view.
 */
export function ComparisonTable({ rows, caption }: { rows: ComparisonRow[]; caption: string }) {
  return (
    <ScrollTable label={caption}>
      <table className="w-full min-w-[46rem] border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-900 text-sm text-white">
          <tr>
            <th scope="col" className="sticky left-0 bg-brand-900 px-4 py-3 font-semibold">
              Product
            </th>
            {["Suits", "Amount", "Term", "Decision"].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.slug} className="align-top even:bg-surface">
              <th
                scope="row"
                className="sticky left-0 w-36 bg-white px-3 py-3 text-sm font-semibold md:w-44 md:px-4 md:text-base [tr:nth-child(even)>&]:bg-surface"
              >
                <Link to={row.path} className="text-brand-700 underline">
                  {row.name}
                </Link>
              </th>
              <td className="min-w-52 px-4 py-3 text-sm text-muted">{row.suits}</td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap text-brand-900">
                {row.amount}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">{row.term}</td>
              <td className="px-4 py-3 text-ink">{row.decision}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
