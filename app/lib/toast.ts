import { useSyncExternalStore } from "react";

/**
 * Toasts without the toast library on the first paint: the library loads, and the page's toast
 * region mounts, when the first toast is asked for. Most visits never see one.
 */
type ToastOptions = { description?: string };

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import("sonner"), mounted]).then(([sonner]) => {
    sonner.toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};

/** Whether a toast has been asked for, so the toast region should be on the page. */
export function useToastWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toast region once it is mounted and listening. */
export function toastRegionMounted() {
  markMounted();
}
