import { redirect } from "react-router";
import type { Route } from "./+types/admin-sign-out";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { assertSameOrigin, signOut } from "#app/server/admin/auth.server.ts";
import { adminHeadersMiddleware } from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

export function loader() {
  throw redirect(adminPaths.inbox);
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.get(servicesContext).env.SITE_ORIGIN);
  const setCookie = await signOut(context, request);
  throw redirect(`${adminPaths.signIn}?signedOut=1`, { headers: { "Set-Cookie": setCookie } });
}
