/**
 * The system's Chromium and the flags it needs here (as root, headless, on a machine that
 * reaches no outside host), for the browser tests and the Lighthouse benchmark.
 */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
