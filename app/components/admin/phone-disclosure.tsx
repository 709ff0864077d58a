import type { ReactNode } from "react";

/**
 * What a phone folds away behind one button (a list's filters, say) so the list itself comes
 * first; from tablet width up it is always shown and the button is gone. A `<details>`, so it
 * opens and closes without scripts.
 */
export function PhoneDisclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  /** Open on a phone too (a filter is in use, or a form there has something to say). */
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      data-phone-disclosure
      className="mb-4 md:details-content:contents md:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="mb-3 inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-700 md:hidden">
        {summary}
      </summary>
      {children}
    </details>
  );
}
