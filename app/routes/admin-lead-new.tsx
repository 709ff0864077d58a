import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/admin-lead-new";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { NewLeadForm } from "#app/components/admin/new-lead-form.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { newLeadSchema } from "#app/schemas/admin-new-lead.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, formInvalid, parseAdminForm } from "#app/server/admin/http.server.ts";
import { createManualLead } from "#app/server/admin/new-lead.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("New lead");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** Adds the lead and opens its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseAdminForm(request, newLeadSchema);
  if (form.status === "invalid") return formInvalid(form.submission, { intent: "new-lead" });
  const { db } = context.get(servicesContext);
  const { leadId } = await createManualLead(db, form.value, {
    userId: user.id,
    ip: clientIp(context),
  });
  return redirect(adminPaths.lead(leadId));
}

export default function AdminLeadNew() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <p className="mb-2">
        <Link to={adminPaths.inbox} className="font-semibold text-brand-700">
          Back to the inbox
        </Link>
      </p>
      <AdminPageTitle>New lead</AdminPageTitle>
      <div className="max-w-2xl">
        <NewLeadForm answer={answer} />
      </div>
    </>
  );
}
