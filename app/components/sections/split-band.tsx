import { useId, type ReactNode } from "react";
import type { VariantProps } from "class-variance-authority";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { SectionHeading, sectionVariants } from "#app/components/sections/section.tsx";
import type { Illustration as Drawing } from "#app/content/illustrations.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A section with its text on one side and a drawing on the other. On narrower screens the
 * drawing follows the text, smaller; `footer` runs the full width below both.
 */
export function SplitBand({
  title,
  eyebrow,
  lead,
  illustration,
  tone,
  children,
  footer,
}: VariantProps<typeof sectionVariants> & {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  illustration: Drawing;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      data-slot="split-band"
      aria-labelledby={headingId}
      className={sectionVariants({ tone })}
    >
      <div className="container-page">
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-16">
          <div className={cn("min-w-0", !children && "*:last:mb-0")}>
            <SectionHeading
              id={headingId}
              title={title}
              eyebrow={eyebrow}
              lead={lead}
              align="left"
              inverse={tone === "brand"}
            />
            {children}
          </div>
          <Illustration
            image={illustration}
            className="mx-auto max-w-64 md:max-w-sm lg:max-w-none"
          />
        </div>
        {footer ? <div className="mt-10 md:mt-12">{footer}</div> : null}
      </div>
    </section>
  );
}
