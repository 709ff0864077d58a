import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-users";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { NewUserForm } from "#app/components/admin/new-user-form.tsx";
import { UserList } from "#app/components/admin/user-list.tsx";
import { servicesContext } from "#app/context.server.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { userActionSchema } from "#app/schemas/admin-users.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import { addUser, changeUserAccess, resetPassword } from "#app/server/admin/user-actions.server.ts";
import { listUsers } from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  return { me: me.id, users: await listUsers(db) };
}

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context, "admin");
  const form = await parseAdminForm(request, userActionSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") ?? "";
    const id = intent === "create" ? undefined : sentText(form.submission, "userId");
    return formInvalid(form.submission, { intent, id });
  }
  const work = {
    db: context.get(servicesContext).db,
    me: me.id,
    by: { actorUserId: me.id, ip: clientIp(context) },
    submission: form.submission,
  };
  const value = form.value;
  switch (value.intent) {
    case "create":
      return addUser(work, value);
    case "disable":
    case "enable":
      return changeUserAccess(work, value);
    case "reset":
      return resetPassword(work, value);
  }
}

export default function AdminUsers() {
  const { users, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle>Users</AdminPageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <UserList users={users} me={me} answer={answer} />
        <NewUserForm answer={resultFor(answer, "create")} />
      </div>
    </>
  );
}
