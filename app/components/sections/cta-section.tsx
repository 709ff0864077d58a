import { cva } from "class-variance-authority";
import { ArrowRight, Zap } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { assuranceLine, ctaStats } from "#app/content/claims.ts";
import { ctaButtonLabel, ctaCopy, type CtaVariant } from "#app/content/cta.ts";
import { paths, type ProductSlug } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { track } from "#app/lib/analytics.ts";
import { cn } from "#app/lib/cn.ts";

/** The colours of each variant; `inverse` variants sit on a dark background. */
const ctaSectionVariants = cva("py-7 md:py-20", {
  variants: {
    variant: {
      primary: "bg-brand-800 text-white",
      secondary: "bg-brand-50 text-ink",
      urgent: "bg-accent-400 text-accent-ink",
      reviews: "border-y border-line bg-white text-ink",
      success: "bg-success-50 text-ink",
      confidence: "bg-gradient-to-br from-brand-950 to-brand-800 text-white",
    } satisfies Record<CtaVariant, string>,
  },
});

const inverse: Record<CtaVariant, boolean> = {
  primary: true,
  secondary: false,
  urgent: false,
  reviews: false,
  success: false,
  confidence: true,
};

const buttonVariant = {
  primary: "cta",
  secondary: "primary",
  urgent: "primary",
  reviews: "cta",
  success: "primary",
  confidence: "cta",
} as const satisfies Record<CtaVariant, "cta" | "primary">;

/**
 * The call-to-action band: one button to the application, reported as "Start Application Now"
 * with where it was pressed.
 */
export function CtaSection({
  variant = "primary",
  title,
  description,
  showStats = false,
  location,
  alsoReportAsCta = false,
  product,
  className,
}: {
  variant?: CtaVariant;
  title?: string;
  description?: string;
  showStats?: boolean;
  /** Where on the site the band sits, for analytics. */
  location: string;
  /** Whether a press is also reported as a call-to-action click, for pages that track more. */
  alsoReportAsCta?: boolean;
  /** The product whose page the band closes: the application opens for it. */
  product?: ProductSlug;
  className?: string;
}) {
  const headingId = useId();
  const copy = ctaCopy[variant];
  const dark = inverse[variant];
  return (
    <section
      data-slot="cta-section"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(ctaSectionVariants({ variant }), className)}
    >
      <div className="container-page flex flex-col items-center text-center">
        {copy.note ? (
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-1.5 text-sm font-bold text-white">
            <Zap aria-hidden="true" className="size-4 text-accent-300" />
            {copy.note}
          </p>
        ) : null}
        <h2
          id={headingId}
          className={cn(
            "max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-4xl",
            dark ? "text-white" : variant === "urgent" ? "text-accent-ink" : "text-brand-900",
          )}
        >
          {title ?? copy.title}
        </h2>
        <p
          className={cn(
            "mt-4 max-w-2xl text-lg",
            dark ? "text-brand-100" : variant === "urgent" ? "text-accent-ink" : "text-muted",
          )}
        >
          {description ?? copy.description}
        </p>
        {showStats ? (
          <StatGrid stats={ctaStats} inverse={dark} className="mt-6 w-full max-w-3xl md:mt-10" />
        ) : null}
        <Button asChild size="lg" variant={buttonVariant[variant]} className="mt-6 md:mt-10">
          <Link
            to={product ? paths.applyFor(product) : paths.application}
            {...track.startApplication(location, alsoReportAsCta ? ctaButtonLabel : undefined)}
          >
            {ctaButtonLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <p
          className={cn(
            "mt-4 text-sm font-medium md:mt-6",
            dark ? "text-brand-100" : variant === "urgent" ? "text-accent-ink" : "text-muted",
          )}
        >
          {assuranceLine.join(" • ")}
        </p>
      </div>
    </section>
  );
}
