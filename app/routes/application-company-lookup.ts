import type { Route } from "./+types/application-company-lookup";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { privateHeaders } from "#app/lib/route-headers.ts";
import { companyLookup } from "#app/server/company-lookup.server.ts";

/**
 * The application's "Find my company" (`?q=` a name or a company number): JSON for the wizard's
 * script, never a page. Not found when no Companies House key is set.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const answer = await companyLookup(
    context.get(servicesContext),
    context.get(clientAddressContext),
    url.searchParams.get("q") ?? "",
  );
  if (!answer) return new Response(null, { status: 404, headers: privateHeaders });
  return Response.json(answer.body, { status: answer.status, headers: privateHeaders });
}
