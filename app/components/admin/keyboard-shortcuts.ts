import { useEffect } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "#app/paths.ts";

/**
 * The back office's keys (listed on the shortcuts page, shortcut-keys.ts): "/" to the inbox's
 * search box, j and k through the inbox's cases (Enter opens the one focused, as any link),
 * "?" to the list of shortcuts. None acts while typing in a field or with a modifier held.
 */

const searchBoxId = "q";

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select") !== null)
  );
}

/** The search box, opened out of a phone's folded filters first. */
function focusSearch(): boolean {
  const box = document.getElementById(searchBoxId);
  if (!(box instanceof HTMLInputElement)) return false;
  const folded = box.closest("details");
  if (folded) folded.open = true;
  box.focus();
  box.select();
  return true;
}

/** The search box once the inbox has been drawn (a few frames after its navigation ends). */
function focusOnceShown(frames = 30) {
  if (!focusSearch() && frames > 0) requestAnimationFrame(() => focusOnceShown(frames - 1));
}

/** The inbox's case links that show at this width (table rows, or cards on a phone). */
function caseLinks(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-case-link]")].filter(
    (link) => link.getClientRects().length > 0,
  );
}

function step(by: 1 | -1): boolean {
  const links = caseLinks();
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (by === 1 ? 0 : links.length - 1) : at + by;
  const link = links[Math.min(Math.max(next, 0), links.length - 1)]!;
  link.focus();
  link.scrollIntoView({ block: "nearest" });
  return true;
}

export function useBackOfficeShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target)) return;
      let handled = false;
      if (event.key === "/") {
        handled = true;
        if (!focusSearch())
          void Promise.resolve(navigate(adminPaths.inbox)).then(() => focusOnceShown());
      } else if (event.key === "j" || event.key === "k") {
        handled = step(event.key === "j" ? 1 : -1);
      } else if (event.key === "?") {
        handled = true;
        void navigate(adminPaths.shortcuts);
      }
      if (handled) event.preventDefault();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);
}
