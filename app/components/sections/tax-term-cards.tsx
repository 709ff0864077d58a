import type { TaxTermOption } from "#app/content/products.ts";
import { cn } from "#app/lib/cn.ts";

/** The ways to spread a tax bill, the most popular one marked. */
export function TaxTermCards({ options }: { options: TaxTermOption[] }) {
  return (
    <ul data-slot="tax-term-cards" className="grid gap-6 md:grid-cols-3">
      {options.map((option) => (
        <li
          key={option.months}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-white p-6 text-center",
            option.popular
              ? "border-accent-500 ring-2 ring-accent-500 md:-my-3 md:py-9"
              : "border-line",
          )}
        >
          {option.popular ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-accent-ink">
              Most popular
            </p>
          ) : null}
          <h3 className="text-brand-900">
            <span className="block text-5xl font-extrabold">{option.months}</span>
            <span className="block text-lg font-semibold">months</span>
          </h3>
          <p className="mt-4 text-ink">{option.description}</p>
          <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
            <span className="font-semibold text-ink">Suitable for: </span>
            {option.suitableFor}
          </p>
        </li>
      ))}
    </ul>
  );
}
