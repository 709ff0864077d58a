import { CircleCheck } from "lucide-react";
import { enquiryReceived } from "#app/content/enquiry.ts";
import { formatPounds } from "#app/lib/money.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Says that a quick enquiry was received: the amount asked for, that a broker will call, and
 * its reference once there is one. `addDetails` invites the visitor to carry on (the
 * application page).
 */
export function EnquiryReceived({
  loanAmount,
  reference,
  addDetails = false,
  className,
}: {
  loanAmount: number;
  reference: string | null;
  addDetails?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-slot="enquiry-received"
      className={cn(
        "flex max-w-3xl items-start gap-3 rounded-xl border border-brand-200 bg-white p-4 text-ink shadow-sm",
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <p>
        <span className="font-semibold">{enquiryReceived.request(formatPounds(loanAmount))}</span>
        {addDetails ? ` ${enquiryReceived.addDetails}` : null}
        {reference ? (
          <span className="mt-1 block text-muted">{enquiryReceived.reference(reference)}</span>
        ) : null}
      </p>
    </div>
  );
}
