import { Mail, Phone } from "lucide-react";
import type { VariantProps } from "class-variance-authority";
import { Button, type buttonVariants } from "#app/components/ui/button.tsx";
import { useSite } from "#app/lib/site.ts";
import { track } from "#app/lib/analytics.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/** A button that dials the company number and reports the call. */
export function CallButton({
  location,
  label = vocabulary.call,
  variant = "outline",
  size,
  className,
}: {
  location: string;
  label?: string;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  const site = useSite();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={`tel:${site.phoneE164}`} {...track.phone(location)}>
        <Phone aria-hidden="true" />
        {label}
        {label.includes(site.phoneDisplay) ? null : (
          <span className="sr-only"> on {site.phoneDisplay}</span>
        )}
      </a>
    </Button>
  );
}

/** A button that writes to the company address and shows it, with a subject when given. */
export function EmailButton({ subject }: { subject?: string }) {
  const site = useSite();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return (
    <Button asChild variant="inverse" className="break-all">
      <a href={`mailto:${site.email}${query}`}>
        <Mail aria-hidden="true" />
        <span className="sr-only">Email </span>
        <span>{site.email}</span>
      </a>
    </Button>
  );
}
