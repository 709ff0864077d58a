import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/lib/analytics.ts";
import { paths, type ProductSlug } from "#app/paths.ts";

/**
 * The call to action that opens the application, for `product` when a product's page gives it;
 * a click is reported where `location` is given.
 */
export function ApplyButton({
  label = "Apply Now",
  location,
  product,
  size = "lg",
  className,
}: {
  label?: string;
  location?: string;
  product?: ProductSlug;
  size?: "default" | "lg";
  className?: string;
}) {
  return (
    <Button asChild variant="cta" size={size} className={className}>
      <Link
        to={product ? paths.applyFor(product) : paths.application}
        {...(location ? track.cta(label, location) : {})}
      >
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
