import { cva, type VariantProps } from "class-variance-authority";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const sectionVariants = cva("py-14 md:py-20", {
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

/**
 * A page section labelled by its own heading. `heading` renders the h2 block; children follow
 * inside the page container.
 */
export function Section({
  title,
  eyebrow,
  lead,
  align = "center",
  tone,
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    title: ReactNode;
    eyebrow?: ReactNode;
    lead?: ReactNode;
    align?: "center" | "left";
  }) {
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
          lead={lead}
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
  lead,
  align = "center",
  inverse = false,
}: {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  inverse?: boolean;
}) {
  return (
    <div
      data-slot="section-heading"
      className={cn("mb-10 max-w-3xl md:mb-12", align === "center" && "mx-auto text-center")}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wide uppercase",
            inverse ? "text-accent-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "text-3xl font-extrabold tracking-tight text-balance md:text-4xl",
          inverse ? "text-white" : "text-brand-900",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p className={cn("mt-4 text-lg", inverse ? "text-brand-100" : "text-muted")}>{lead}</p>
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
      className={cn(tone === "surface" && "bg-surface", "py-14 md:py-20")}
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
