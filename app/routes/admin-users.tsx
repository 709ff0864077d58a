import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-users";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { NewUserForm } from "#app/components/admin/new-user-form.tsx";
import { UserList } from "#app/components/admin/user-list.tsx";
import { servicesContext } from "#app/context.server.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { usersPageAction } from "#app/server/admin/users-page.server.ts";
import { listUsers } from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  return { me: me.id, users: await listUsers(db) };
}

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return usersPageAction({ request, context, user });
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
