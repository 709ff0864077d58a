import type { ComponentProps, MouseEvent } from "react";

/**
 * A link to a section of the same page that also moves keyboard focus there, so the next Tab
 * continues from the section rather than from the link. The target should be focusable
 * (`tabIndex={-1}`). Without JavaScript it is an ordinary fragment link.
 */
export function SectionLink({
  targetId,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { targetId: string }) {
  function jump(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const target = document.getElementById(targetId);
    if (event.defaultPrevented || !target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    // Keep the router's own history state so Back still works as the router expects.
    window.history.replaceState(window.history.state, "", `#${targetId}`);
  }
  return (
    <a data-slot="section-link" href={`#${targetId}`} onClick={jump} {...props}>
      {children}
    </a>
  );
}
