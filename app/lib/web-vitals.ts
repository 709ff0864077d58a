import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

/** Good / poor thresholds of the specification (ms, except layout shift). */
export const vitalThresholds = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
} as const;

export function rate(name: keyof typeof vitalThresholds, value: number) {
  const [good, poor] = vitalThresholds[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

function log(metric: Metric) {
  const name = metric.name as keyof typeof vitalThresholds;
  console.info(`[web-vitals] ${metric.name}`, {
    value: Math.round(metric.value * 1000) / 1000,
    rating: rate(name, metric.value),
  });
}

/**
 * This module and the library come in one file, loaded after the page is interactive
 * (`app/shell/measure.ts`), so they never compete with the first paint.
 */
export function reportWebVitals() {
  onCLS(log);
  onFCP(log);
  onINP(log);
  onLCP(log);
  onTTFB(log);
}
