import { Mail } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { emailResponseTime } from "#app/content/claims.ts";
import { useSite } from "#app/lib/site.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/** Phone and email with the hours someone answers. */
export function ContactHelp({ location }: { location: string }) {
  const site = useSite();
  return (
    <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-line md:p-8">
      <p className="text-lg text-ink">
        Call us {site.openingHours}, or email and we will reply within {emailResponseTime} in
        working hours.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <CallButton
          location={location}
          label={vocabulary.callOn(site.phoneDisplay)}
          variant="primary"
        />
        <Button asChild variant="outline">
          <a href={`mailto:${site.email}`}>
            <Mail aria-hidden="true" />
            Email Us
          </a>
        </Button>
      </div>
    </div>
  );
}
