import type { RouterContextProvider } from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import {
  uploadAnswer,
  type UploadDeps,
  type UploadResult,
} from "#app/server/document-upload.server.ts";

/**
 * What the four routes that take an applicant's documents share (the results page and the
 * tracking page, each with and without scripts): the services, the per-address upload limit,
 * and waking the outbox when something was received, so the brokers hear of it.
 */
export async function receiveFromRoute(
  context: Readonly<RouterContextProvider>,
  receive: (deps: UploadDeps) => Promise<UploadResult>,
): Promise<UploadResult> {
  const services = context.get(servicesContext);
  const result = await receive({
    ...services,
    rateLimit: {
      clientAddress: context.get(clientAddressContext),
      multiplier: services.env.RATE_LIMIT_MULTIPLIER,
    },
  });
  if (result.status !== "refused") services.notifyOutbox();
  return result;
}

/** The JSON answer the pages' scripts read. */
export function uploadJson(result: UploadResult): Response {
  const answer = uploadAnswer(result);
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

/** The script-only upload addresses take posts only: nothing is ever served from them. */
export function postOnlyLoader(): Response {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "private, no-store" },
  });
}
