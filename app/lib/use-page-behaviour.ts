import { useEffect, type RefObject } from "react";
import { startBehaviour, type BehaviourStart } from "#app/shell/page-behaviours.ts";

/**
 * A page behaviour's module loaded for markup React renders, as the shell loads it for markup
 * served without React: at once, when the element is shown, or on its first use.
 */
export function usePageBehaviour(
  ref: RefObject<Element | null>,
  start: BehaviourStart,
  load: () => Promise<unknown>,
): void {
  useEffect(() => {
    if (ref.current) void startBehaviour([ref.current], start, load);
    // The markup and its behaviour are fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
