import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useMatches } from "react-router";
import { lazyObserverOptions } from "#app/components/sections/lazy-section-options.ts";
import { cn } from "#app/lib/cn.ts";
import { isStaticPage } from "#app/lib/static-page.ts";

/**
 * Renders its content only once the visitor scrolls near it. Until then, and while the content's
 * code loads, the placeholder keeps the section's height (`reserve`, Tailwind min-height classes
 * for each breakpoint) so nothing below it moves. On a page served without the framework
 * (docs/decisions/0020) the server puts the content in an inert `<template>` and a script
 * (`lazy-section-script.ts`) shows it when the visitor comes near.
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
  const matches = useMatches();
  const inTemplate = typeof document === "undefined" && isStaticPage(matches);
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
      {near ? (
        <Suspense fallback={null}>{children}</Suspense>
      ) : inTemplate ? (
        <template>{children}</template>
      ) : null}
    </div>
  );
}
