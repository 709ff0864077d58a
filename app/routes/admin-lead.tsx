import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin-lead";
import { adminMeta } from "#app/lib/meta.ts";
import { revalidateOnConflict } from "#app/components/admin/revalidate-on-conflict.ts";
import { LeadHeader } from "#app/components/admin/lead-header.tsx";
import { FormNotice } from "#app/components/admin/admin-shell.tsx";
import { CaseColumn, DailyLoop, WorkColumn } from "#app/routes/admin-lead-columns.tsx";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { leadPageAction } from "#app/server/admin/lead/intents.server.ts";
import { loadLeadPage } from "#app/server/admin/lead/page.server.ts";
import { receiveBrokerUpload } from "#app/server/admin/lead/checklist.server.ts";
import { isFileUpload } from "#app/server/document-upload.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { isUuid } from "#app/schemas/fields.ts";

/** The tab names the case as the applicant does, by its reference. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.title}, ${loaderData.lead.reference}` : "Lead");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadLeadPage({ request, context, user, leadId: params.leadId });
}

/** Reads whichever of the page's forms was sent and hands it to the handler for its intent. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  // The one form of the page sent as files: a broker's upload for the applicant.
  if (isFileUpload(request) && isUuid(params.leadId)) {
    const services = context.get(servicesContext);
    return receiveBrokerUpload(request, params.leadId, user.id, services);
  }
  return leadPageAction({ request, context, user, leadId: params.leadId });
}

/**
 * A save refused because a colleague changed the lead meanwhile (409) shows the lead as it is
 * now, beside the broker's entry; other refusals leave the page as it was.
 */
export const shouldRevalidate = revalidateOnConflict;

export default function AdminLead() {
  const detail = useLoaderData<typeof loader>();
  const { lead } = detail;

  return (
    <>
      <LeadHeader
        lead={lead}
        title={detail.title}
        backTo={detail.backTo}
        addedBy={detail.reach.addedBy}
        overdue={detail.overdue}
        userId={detail.userId}
      />
      {detail.mergedNotice ? (
        <div className="mb-6">
          <FormNotice kind="ok">{detail.mergedNotice}</FormNotice>
        </div>
      ) : null}
      <DailyLoop />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CaseColumn />
        <WorkColumn />
      </div>
    </>
  );
}
