import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A page's `shouldRevalidate` when its saves carry the version the page showed: a save refused
 * because a colleague changed the record meanwhile (409) shows the record as it is now, beside
 * the broker's entry; other refusals leave the page as it was.
 */
export function revalidateOnConflict({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
