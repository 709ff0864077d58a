import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded once the page is idle: most pages never show a toast, so its code
 * stays off the first paint. Pages that toast import `toast` from "sonner" themselves.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
