import { CircleCheck } from "lucide-react";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { enquiryReceived } from "#app/content/enquiry-receipt.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { formatPounds } from "#app/lib/money.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Says that a quick enquiry was received: the amount asked for, that a broker will call, and
 * its reference once there is one. `addDetails` invites the visitor to carry on (the
 * application page). A tick on phones; a small drawing of a letter received on wider screens.
 */
export function EnquiryReceived({
  loanAmount,
  reference,
  joined = false,
  addDetails = false,
  className,
}: {
  loanAmount: number;
  reference: string | null;
  /** It joined the visitor's open case: said so, with no reference on the page. */
  joined?: boolean;
  addDetails?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-slot="enquiry-received"
      className={cn(
        "flex max-w-3xl items-start gap-3 rounded-xl border border-brand-200 bg-white p-4 text-ink shadow-sm md:items-center md:gap-5",
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700 md:hidden" />
      {/* Small: it sits near the top of the page and must stay smaller than the heading. */}
      <Illustration image={illustrations.success} className="hidden max-w-28 shrink-0 md:block" />
      <p>
        <span className="font-semibold">{enquiryReceived.request(formatPounds(loanAmount))}</span>
        {addDetails ? ` ${enquiryReceived.addDetails}` : null}
        {joined ? (
          <span className="mt-1 block text-muted">{enquiryReceived.joined}</span>
        ) : reference ? (
          <span className="mt-1 block text-muted">{enquiryReceived.reference(reference)}</span>
        ) : null}
      </p>
    </div>
  );
}
