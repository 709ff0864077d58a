/**
 * The system's Chromium and the flags it needs here (as root, headless, on a machine that
 * reaches no outside host).
 *
 * Screenshots and the Lighthouse benchmark use the full browser (`chromePath`), which draws what
 * a visitor's browser draws. The browser tests use Debian's headless shell of the same release
 * (`testChromePath`): the same engine without the browser's own interface, it took 40% less
 * time over the route tests on this two-core machine.
 */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const testChromePath = process.env.TEST_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

const commonFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromeFlags = ["--headless=new", ...commonFlags];
/** The headless shell is headless already: it knows no `--headless=new`. */
export const testChromeFlags = commonFlags;
