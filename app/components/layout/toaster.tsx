import { lazy, Suspense, useEffect } from "react";
import { toastRegionMounted, useToastWanted } from "#app/lib/toast.ts";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Tells the toasts it is listening: its effect runs after the region's own. */
function Mounted() {
  useEffect(toastRegionMounted, []);
  return null;
}

/**
 * The toast region, mounted with the first toast (see `#app/lib/toast.ts`): its code stays off
 * every page until a toast is shown.
 */
export function Toaster() {
  if (!useToastWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
      <Mounted />
    </Suspense>
  );
}
