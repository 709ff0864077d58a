import { data } from "react-router";
import type { Route } from "./+types/admin-person-export";
import { servicesContext } from "#app/context.server.ts";
import {
  adminHeadersMiddleware,
  datedAttachment,
  requireDownloader,
} from "#app/server/admin/http.server.ts";
import { exportPerson, personQueryFrom } from "#app/server/data-protection.server.ts";

export const middleware = [adminHeadersMiddleware];

/** Everything held about one person, as a JSON download (a subject access request). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context, "admin");
  const { db } = context.get(servicesContext);
  const query = personQueryFrom(new URL(request.url).searchParams);
  if (!query) throw data("Give the person's email or phone number.", { status: 400 });
  const exported = await exportPerson(db, query, actor);
  return datedAttachment(JSON.stringify(exported, null, 2), {
    name: "personal-data",
    extension: "json",
    contentType: "application/json; charset=utf-8",
  });
}
