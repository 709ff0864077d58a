import { analytics, initAnalytics, reportTrackedClick } from "#app/lib/analytics.ts";

/**
 * Analytics for the page as loaded: the root layout marks a page that may be measured
 * (`data-measure`, never on the back office or a page opened by an applicant's secret link)
 * and carries the measurement id. The tag waits for consent (`#app/lib/analytics.ts`). The
 * first page view is sent here; the root's hook sends those of client-side navigations.
 */
export function startMeasuring(doc: Document = document) {
  const root = doc.documentElement;
  doc.addEventListener("click", (event) => {
    if (event.target instanceof Element && root.dataset.measure !== undefined) {
      reportTrackedClick(event.target);
    }
  });
  if (root.dataset.measure === undefined) return;
  initAnalytics(root.dataset.measurementId || null);
  analytics.pageView(location.pathname, doc.title);
  const view = doc.defaultView ?? window;
  const idle = view.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // The reporter and its library load only then, apart from the shell.
  idle(() => void import("#app/lib/web-vitals.ts").then((vitals) => vitals.reportWebVitals()));
}
