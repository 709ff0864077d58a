import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/lib/analytics.ts";
import { paths, type ProductSlug } from "#app/paths.ts";

/**
 * The call to action that opens the application: at `to` when the page knows more (the
 * application with its query), or for `product` when a product's page gives it; a click is
 * reported where `location` is given.
 */
export function ApplyButton({
  label = "Apply Now",
  to,
  location,
  product,
  size = "lg",
  className,
}: {
  label?: string;
  to?: string;
  location?: string;
  product?: ProductSlug;
  size?: "default" | "lg";
  className?: string;
}) {
  return (
    <Button asChild variant="cta" size={size} className={className}>
      <Link
        to={to ?? (product ? paths.applyFor(product) : paths.application)}
        {...(location ? track.cta(label, location) : {})}
      >
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
