import { Circle, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import {
  documentsAskedLater,
  trackingPageCopy,
  wantedDocuments,
} from "#app/content/applicant-pages.ts";
import type { ReceivedDocument } from "#app/lib/documents.ts";
import { paths } from "#app/paths.ts";

/** What lenders need from the applicant, each ticked once a document of its kind has arrived. */
export function WantedDocuments({
  received,
  openBanking,
}: {
  received: ReceivedDocument[];
  openBanking: boolean;
}) {
  return (
    <div className="space-y-4">
      <p className="text-ink">{trackingPageCopy.neededLead}</p>
      <ul className="space-y-3">
        {wantedDocuments.map((wanted) => {
          const arrived = received.some((document) => document.category === wanted.category);
          const byOpenBanking = !arrived && openBanking && wanted.openBankingInstead === true;
          const done = arrived || byOpenBanking;
          const Icon = done ? CircleCheck : Circle;
          return (
            <li key={wanted.category} className="flex items-start gap-3">
              <Icon
                aria-hidden="true"
                className={
                  done
                    ? "mt-0.5 size-6 shrink-0 text-success-700"
                    : "mt-0.5 size-6 shrink-0 text-muted"
                }
              />
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {wanted.requirement.title}
                  {wanted.optional ? (
                    <span className="font-normal text-muted"> ({trackingPageCopy.optional})</span>
                  ) : null}
                  <span className="sr-only">
                    {", "}
                    {done ? trackingPageCopy.neededDone : trackingPageCopy.neededOpen}
                  </span>
                </p>
                <p className="text-sm text-muted">
                  {byOpenBanking
                    ? trackingPageCopy.openBankingChosen
                    : wanted.requirement.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <p className="text-ink">{trackingPageCopy.askedLater}</p>
        <ul className="mt-1 list-disc pl-6 text-ink">
          {documentsAskedLater.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <p>
        <Link
          to={paths.documentPreparation}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {trackingPageCopy.guideLink}
        </Link>
      </p>
    </div>
  );
}
