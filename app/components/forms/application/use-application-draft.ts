import { useEffect, useState, type Dispatch } from "react";
import {
  browserStorage,
  readApplicationDraft,
  writeApplicationDraft,
} from "#app/lib/application-storage.ts";
import { readBasicData } from "#app/lib/basic-data.ts";
import type { WizardAction, WizardState } from "#app/components/forms/application/wizard-state.ts";

/**
 * The wizard's draft in local storage. Once the page is interactive the saved draft (kept for
 * an hour from its last save) is restored, or failing that what the quote form saved fills in
 * the amount and contact; from then on every change is saved while `state.persist` says so.
 * `restore` is read on the first render only: answers the server sent back replace any draft.
 */
export function useApplicationDraft(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  restore: boolean,
) {
  const [restoreOnce] = useState(restore);

  useEffect(() => {
    if (!restoreOnce) return;
    const draft = readApplicationDraft(browserStorage());
    dispatch(
      draft
        ? { type: "draft-restored", draft }
        : { type: "quote-prefilled", quote: readBasicData() },
    );
  }, [restoreOnce, dispatch]);

  const { persist, values, step } = state;
  useEffect(() => {
    if (persist) writeApplicationDraft(browserStorage(), values, step);
  }, [persist, values, step]);
}
