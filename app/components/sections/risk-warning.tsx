import { TriangleAlert } from "lucide-react";
import { propertyRiskWarning } from "#app/content/disclosures.ts";
import { cn } from "#app/lib/cn.ts";

/** The repossession warning every loan secured on property must carry. */
export function PropertyRiskWarning({ className }: { className?: string }) {
  return (
    <p
      data-slot="risk-warning"
      className={cn(
        "flex items-start gap-3 rounded-xl border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700",
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{propertyRiskWarning}</span>
    </p>
  );
}
