import { data } from "react-router";
import type { Route } from "./+types/admin-not-found";
import { requireUser } from "#app/server/admin/auth.server.ts";

/** Any other path under /admin: sign in first, then the back office's own 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw data("Not found", { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  throw data("Not found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
