import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/admin";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { adminHeadersMiddleware } from "#app/server/admin/http.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { dueCount } from "#app/server/reminders/due-count.server.ts";

export const middleware = [adminHeadersMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const due = await dueCount(context.get(servicesContext).db, user.id, new Date());
  return { user: { name: user.name, role: user.role, due } };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "You do not have access to this page."
      : status === 404
        ? "There is nothing here. It may have been removed, or the link is wrong."
        : "Something went wrong. Try again in a moment.";
  return (
    <main id="main" className="flex-1 bg-surface px-4 py-16 text-center">
      <title>{`${status === 403 ? "No access" : status === 404 ? "Not found" : "Error"} | Back office`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold text-ink">{message}</h1>
      <p className="mt-4">
        <Link to={adminPaths.inbox} className="font-semibold text-brand-700">
          Back to the inbox
        </Link>
      </p>
    </main>
  );
}
