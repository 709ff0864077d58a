import { data } from "react-router";
import type { Route } from "./+types/admin-person-export";
import { servicesContext } from "#app/context.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  adminHeadersMiddleware,
  adminResponseHeaders,
  clientIp,
  refuseDataRequest,
} from "#app/server/admin/http.server.ts";
import { exportPerson, personQueryFrom } from "#app/server/data-protection.server.ts";

export const middleware = [adminHeadersMiddleware];

/** Everything held about one person, as a JSON download (a subject access request). */
export async function loader({ request, context }: Route.LoaderArgs) {
  refuseDataRequest(request);
  const user = await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  const query = personQueryFrom(new URL(request.url).searchParams);
  if (!query) throw data("Give the person's email or phone number.", { status: 400 });
  const exported = await exportPerson(db, query, { userId: user.id, ip: clientIp(context) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
    },
  });
}
