import type { Route } from "./+types/track-application-documents";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { uploadAnswer } from "#app/server/document-upload.server.ts";
import { receiveTrackedDocuments } from "#app/server/tracking-page.server.ts";

/**
 * The tracking page's script posts documents here and reads a JSON answer (the page without
 * scripts posts to /track/<token> itself). Nothing is ever served from here.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const result = await receiveTrackedDocuments(request, params.token, {
    ...services,
    rateLimit: {
      clientAddress: context.get(clientAddressContext),
      multiplier: services.env.RATE_LIMIT_MULTIPLIER,
    },
  });
  if (result.status !== "refused") services.notifyOutbox();
  const answer = uploadAnswer(result);
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

export function loader() {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "private, no-store" },
  });
}
