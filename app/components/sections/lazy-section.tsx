import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** Load when within 100 px of the viewport and at least 10% visible (specification §9). */
export const lazyObserverOptions: IntersectionObserverInit = {
  rootMargin: "100px",
  threshold: 0.1,
};

/**
 * Renders its content only once the visitor scrolls near it. Until then, and while the content's
 * code loads, the placeholder keeps the section's height (`reserve`, Tailwind min-height classes
 * for each breakpoint) so nothing below it moves.
 */
export function LazySection({
  reserve,
  id,
  children,
}: {
  reserve: string;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, lazyObserverOptions);
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div
      ref={ref}
      id={id}
      data-slot="lazy-section"
      data-loaded={near ? "true" : "false"}
      className={cn("flow-root", reserve)}
    >
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
