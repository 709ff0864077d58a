import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Loads the page's data again every `everyMs` while the page is visible, and at once when the
 * tab is shown or the window takes focus again, so a list such as My day keeps up with what
 * colleagues and the clock bring. Hidden tabs ask nothing. Without JavaScript nothing runs and
 * the page is as fresh as its last load.
 */
export function useRefreshWhileVisible(everyMs: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(refresh, everyMs);
    };
    const onShown = () => {
      if (document.visibilityState !== "visible") {
        clearInterval(timer);
        return;
      }
      refresh();
      start();
    };
    start();
    document.addEventListener("visibilitychange", onShown);
    window.addEventListener("focus", onShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onShown);
      window.removeEventListener("focus", onShown);
    };
  }, [everyMs, revalidate]);
}
