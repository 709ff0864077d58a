import type { ComponentProps } from "react";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { ErasedLeadNotice } from "#app/components/admin/erased-lead-notice.tsx";
import { LeadAnswers } from "#app/components/admin/lead-details.tsx";

type Answers = ComponentProps<typeof LeadAnswers>;

/**
 * What the visitor told us or, once the person's details were erased, the notice that stands
 * in for it (what was kept, and until when).
 */
export function LeadSummary({
  lead,
  answers,
  addedBy,
  keptUntil,
}: {
  lead: NonNullable<Answers["lead"]> & {
    createdAt: Date | string;
    source: string | null;
    erasedAt: Date | string | null;
    erasedByName: string | null;
    erasureReason: string | null;
    reference: string;
    loanAmount: number | null;
    companyName: string | null;
  };
  answers: Pick<Answers, "enquiry" | "application" | "referral" | "contact">;
  /** Who added a lead typed in by hand, and from what: shown as its form. */
  addedBy: string | null;
  /** Until when an erased lead's deal record is kept. */
  keptUntil: Date | string | null;
}) {
  if (lead.erasedAt) {
    return (
      <ErasedLeadNotice
        erasedAt={lead.erasedAt}
        erasedBy={lead.erasedByName}
        reason={lead.erasureReason ?? ""}
        keptUntil={keptUntil ?? lead.erasedAt}
        companyName={lead.companyName}
        reference={lead.reference}
        loanAmount={lead.loanAmount}
        source={lead.source}
      />
    );
  }
  return (
    <Panel title="What they told us">
      <LeadAnswers
        enquiry={answers.enquiry}
        application={answers.application}
        referral={answers.referral}
        contact={answers.contact}
        source={addedBy ?? lead.source}
        createdAt={lead.createdAt}
        lead={lead}
      />
    </Panel>
  );
}
