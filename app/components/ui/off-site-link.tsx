import type { ComponentProps } from "react";
import type { Credential } from "#app/content/credentials.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A link that leaves the site, in the same tab. Screen readers hear where it goes after its text
 * ("FCA Regulated, FRN 1000382 (opens the FCA register)") unless the text says it already
 * (`destinationInText`); focus shows the site-wide outline.
 */
export function OffSiteLink({
  credential,
  destinationInText = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { credential: Credential; destinationInText?: boolean }) {
  return (
    <a
      data-slot="off-site-link"
      href={credential.href}
      rel="noopener noreferrer"
      className={cn("underline decoration-1 underline-offset-4 hover:decoration-2", className)}
      {...props}
    >
      {children ?? credential.text}
      {destinationInText ? null : <span className="sr-only"> ({credential.destination})</span>}
    </a>
  );
}
