import { cva, type VariantProps } from "class-variance-authority";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const sectionVariants = cva("py-7 md:py-20", {
  variants: {
    tone: {
      white: "bg-white",
      surface: "bg-surface",
      tint: "bg-brand-50",
      brand: "bg-brand-900 text-white",
    },
  },
  defaultVariants: { tone: "white" },
});

/** What a section's heading says, and how it sits. */
type HeadingText = {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** Phones leave the eyebrow out unless it says something the heading does not. */
  eyebrowOnPhones?: boolean;
  lead?: ReactNode;
  /** False leaves out a lead that only introduces what follows, to keep phones' pages short. */
  leadOnPhones?: boolean;
  align?: "center" | "left";
};

/**
 * A page section labelled by its own heading. `heading` renders the h2 block; children follow
 * inside the page container.
 */
export function Section({
  title,
  eyebrow,
  eyebrowOnPhones = false,
  lead,
  leadOnPhones = true,
  align = "center",
  tone,
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & VariantProps<typeof sectionVariants> & HeadingText) {
  const headingId = useId();
  return (
    <section
      data-slot="section"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="container-page">
        <SectionHeading
          id={headingId}
          title={title}
          eyebrow={eyebrow}
          eyebrowOnPhones={eyebrowOnPhones}
          lead={lead}
          leadOnPhones={leadOnPhones}
          align={align}
          inverse={tone === "brand"}
        />
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  eyebrowOnPhones = false,
  lead,
  leadOnPhones = true,
  align = "center",
  inverse = false,
}: HeadingText & { id?: string; inverse?: boolean }) {
  return (
    <div
      data-slot="section-heading"
      className={cn("mb-6 max-w-3xl md:mb-12", align === "center" && "mx-auto text-center")}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-2 text-sm font-semibold tracking-wide uppercase md:mb-3",
            !eyebrowOnPhones && "max-md:hidden",
            inverse ? "text-accent-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "text-2xl/tight font-extrabold tracking-tight text-balance md:text-4xl",
          inverse ? "text-white" : "text-brand-900",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            "mt-3 text-base md:mt-4 md:text-lg",
            inverse ? "text-brand-100" : "text-muted",
            !leadOnPhones && "max-md:hidden",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A plainer section: its heading (`${id}-heading`) and `lead` to the left, over the content,
 * on white or the surface tone.
 */
export function PlainSection({
  id,
  title,
  lead,
  tone = "white",
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: "white" | "surface";
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      data-slot="plain-section"
      aria-labelledby={headingId}
      className={cn(tone === "surface" && "bg-surface", "py-7 md:py-20")}
    >
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900 md:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
