import { lazy, useCallback, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import type * as laterSteps from "#app/components/forms/application/later-steps.tsx";
import type { WizardAction } from "#app/components/forms/application/wizard-state.ts";

type LaterSteps = typeof laterSteps;

let loaded: LaterSteps | undefined;
let loading: Promise<LaterSteps> | undefined;

/** Fetches steps 2 to 4 once; a failed fetch is tried again on the next call. */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import("#app/components/forms/application/later-steps.tsx").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A later step as a lazy component, without a Suspense boundary (as the company finder, for the
 * same reason: the server would send a boundary this size after the rest of the page). The
 * server's render waits for it, and so does the page's hydration when the server sent answers
 * (a saved draft's link, a post made before the scripts ran). Otherwise the wizard renders it
 * only once the code is here (`useLaterSteps`), and then it renders at once: React asks the
 * lazy component's loader for a thenable, and one that is already resolved is taken up in the
 * same render, where a promise would suspend it, which an update from a click may not do
 * without a boundary.
 */
function lazyStep<Props extends object>(pick: (module: LaterSteps) => ComponentType<Props>) {
  return lazy(() => {
    if (!loaded) return loadLaterSteps().then((module) => ({ default: pick(module) }));
    const resolved = { default: pick(loaded) };
    const answered = { then: (resolve: (value: typeof resolved) => void) => resolve(resolved) };
    return answered as unknown as Promise<typeof resolved>;
  });
}

export const LoanDetailsStep = lazyStep((module) => module.LoanDetailsStep);
export const DirectorsStep = lazyStep((module) => module.DirectorsStep);
export const ReviewStep = lazyStep((module) => module.ReviewStep);

/** What step 1's own fields do: these reach the answers at once, with steps 2 to 4 or not. */
const answeredOnStep1 = new Set<WizardAction["type"]>(["answer-changed", "field-left"]);

/**
 * Steps 2 to 4 in the browser. `ready` says whether to render them: until then each keeps the
 * server's HTML, hidden. They render from the start (waiting for their code) when the page
 * hydrates answers the server sent (`atOnce`), which the steps must show, and when the wizard
 * is opened by a navigation within the site, which has no server HTML to keep. `load` fetches
 * them (the form's first use calls it). `send` is the wizard's dispatch: an action that could
 * show a later step or change its answers (Continue, a restored draft, the company found) waits
 * for their code, so no step is ever shown before it works; `failed` says the code such an
 * action waited for could not be fetched (it was not carried out: pressing again tries again).
 */
export function useLaterSteps(dispatch: (action: WizardAction) => void, atOnce: boolean) {
  const [ready, setReady] = useState(
    () => import.meta.env.SSR || atOnce || document.documentElement.dataset.hydrated === "true",
  );
  const [failed, setFailed] = useState(false);
  // A fetch started by the form's first use fails silently (Continue tries again); one that an
  // action waits for says so.
  const load = useCallback(
    () =>
      loadLaterSteps().then(
        () => {
          setReady(true);
          setFailed(false);
          return true;
        },
        () => false,
      ),
    [],
  );
  const send = useCallback(
    (action: WizardAction) => {
      if (loaded !== undefined || answeredOnStep1.has(action.type)) {
        dispatch(action);
        return;
      }
      // Carried out as if the click had found the code here: rendered at once with what it
      // moves (focus on the new step's heading) before the browser takes the next key.
      void load().then((ok) => {
        if (ok) flushSync(() => dispatch(action));
        else setFailed(true);
      });
    },
    [dispatch, load],
  );
  // Read as well as kept: a click that finds the code here dispatches at once, and React may
  // render that click's step before the lower-priority update that set `ready`, which would show
  // the server's lifeless HTML of the step, and then replace it under the visitor's typing.
  return { ready: ready || loaded !== undefined, failed, load, send };
}
