import type * as applicationStorage from "#app/lib/application-storage.ts";

type DraftStorage = typeof applicationStorage;

let loading: Promise<DraftStorage | null> | undefined;

/**
 * What reads and writes the browser's copy of the answers (with the names of the items it
 * keeps, which the cookies page lists), fetched once the page is interactive: none of it is
 * needed to show the page, so it is not among the scripts a visitor waits for. Null when it
 * cannot be fetched: the answers then stay on screen only, as where storage is blocked, and
 * the next call tries again.
 */
export function loadDraftStorage(): Promise<DraftStorage | null> {
  loading ??= import("#app/lib/application-storage.ts").catch(() => {
    loading = undefined;
    return null;
  });
  return loading;
}
