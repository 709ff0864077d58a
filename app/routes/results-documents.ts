import type { Route } from "./+types/results-documents";
import { readApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import {
  receiptFromHeaders,
  receiveDocuments,
  uploadAnswer,
} from "#app/server/document-upload.server.ts";

/**
 * The results page's script posts documents here and reads a JSON answer (the page without
 * scripts posts to /results itself). Nothing is ever served from here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const receipt = receiptFromHeaders(request) ?? (await readApplicationReceipt(request));
  const result = await receiveDocuments(request, receipt, {
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
