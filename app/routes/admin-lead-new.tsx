import { Link, useActionData } from "react-router";
import type { Route } from "./+types/admin-lead-new";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { NewLeadForm } from "#app/components/admin/new-lead-form.tsx";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { handleNewLead } from "#app/server/admin/new-lead-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("New lead");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** Adds the call (to a case of its own, or to the open case the broker chose) and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleNewLead({ request, context, user });
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
