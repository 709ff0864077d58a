import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

/** Rules that have settled: loaded, or `null` when their script could not be fetched. */
export type SettledRules<Rules> = { rules: Rules | null };

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/** Runs `run` once the browser has nothing else to do (soon after, where it cannot say). */
function whenBrowserIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * Rules a form judges its answers by (the validation library with a schema), loaded apart from
 * the page so they are not among the scripts a visitor waits for. `load` runs once: on the
 * form's first focus or touch (spread `startHandlers` on the form) or, once `whenIdle` is true,
 * when the browser is next idle, whichever comes first. Until then `settled` is
 * undefined, as it is on the server, so the first render matches the server's HTML.
 *
 * `holdSubmit` keeps a submit made before the rules have settled and makes it again once they
 * have, so every submission is judged alike; if they could not load, the repeated submit goes
 * on without them and the server's answer (the same rules) is what the visitor sees.
 */
export function useLazyRules<Rules>(
  load: () => Promise<Rules>,
  { whenIdle = false }: { whenIdle?: boolean } = {},
) {
  const [settled, setSettled] = useState<SettledRules<Rules>>();
  const loadRef = useRef(load);
  const loading = useRef<Promise<SettledRules<Rules>> | null>(null);
  const [held, setHeld] = useState<HeldSubmit>();

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  /** Starts loading (once) and resolves when the rules have settled; never rejects. */
  const start = useCallback(() => {
    loading.current ??= loadRef
      .current()
      .then(
        (rules) => ({ rules }),
        () => ({ rules: null }),
      )
      .then((result) => {
        setSettled(result);
        return result;
      });
    return loading.current;
  }, []);

  useEffect(() => (whenIdle ? whenBrowserIdle(() => void start()) : undefined), [whenIdle, start]);

  useEffect(() => {
    if (!held || !settled) return;
    setHeld(undefined);
    held.form.requestSubmit(held.submitter);
  }, [held, settled]);

  /** In a form's submit capture: true when the submit was held for the rules. */
  function holdSubmit(event: FormEvent<HTMLFormElement>): boolean {
    if (settled) return false;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => setHeld({ form, submitter }));
    return true;
  }

  const startOnUse = () => void start();
  const startHandlers = { onFocusCapture: startOnUse, onPointerDownCapture: startOnUse };
  return { settled, start, holdSubmit, startHandlers };
}
