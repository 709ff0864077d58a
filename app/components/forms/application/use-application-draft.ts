import { useEffect, useState, type Dispatch } from "react";
import { loadDraftStorage } from "#app/components/forms/application/load-draft-storage.ts";
import { readBasicData } from "#app/lib/basic-data-read.ts";
import type { WizardAction, WizardState } from "#app/components/forms/application/wizard-state.ts";

/**
 * The wizard's draft in local storage. Once the page is interactive the saved draft (kept for
 * an hour from its last save) is restored, or failing that what the quote form saved fills in
 * the amount and contact; from then on every change is saved while `state.persist` says so.
 * Saves wait for the storage code in the order they were made, after the restore.
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
    let mounted = true;
    void loadDraftStorage().then((drafts) => {
      if (!drafts || !mounted) return;
      const draft = drafts.readApplicationDraft(drafts.browserStorage());
      if (draft) {
        dispatch({ type: "draft-restored", draft });
        return;
      }
      const quote = readBasicData();
      if (quote) dispatch({ type: "quote-prefilled", quote });
    });
    return () => {
      mounted = false;
    };
  }, [restoreOnce, dispatch]);

  const { persist, values, step } = state;
  useEffect(() => {
    if (!persist) return;
    void loadDraftStorage().then((drafts) =>
      drafts?.writeApplicationDraft(drafts.browserStorage(), values, step),
    );
  }, [persist, values, step]);
}
