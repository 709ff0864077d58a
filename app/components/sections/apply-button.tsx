import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/lib/analytics.ts";
import { paths } from "#app/paths.ts";

/**
 * The call to action that opens the application (at `to`, the application with its query, when
 * the page knows more); a click is reported where `location` is given.
 */
export function ApplyButton({
  label = "Apply Now",
  to = paths.application,
  location,
  size = "lg",
  className,
}: {
  label?: string;
  to?: string;
  location?: string;
  size?: "default" | "lg";
  className?: string;
}) {
  return (
    <Button asChild variant="cta" size={size} className={className}>
      <Link to={to} {...(location ? track.cta(label, location) : {})}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
