import type { ComponentProps } from "react";

/**
 * A link to a section of the same page that also moves keyboard focus there (the shell's
 * `app/shell/section-links.ts`), so the next Tab continues from the section rather than from
 * the link. The target should be focusable (`tabIndex={-1}`). Without JavaScript it is an
 * ordinary fragment link.
 */
export function SectionLink({
  targetId,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { targetId: string }) {
  return (
    <a data-slot="section-link" href={`#${targetId}`} {...props}>
      {children}
    </a>
  );
}
