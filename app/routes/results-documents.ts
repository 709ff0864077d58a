import type { Route } from "./+types/results-documents";
import { readApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { receiptFromHeaders, receiveDocuments } from "#app/server/document-upload.server.ts";
import { postOnlyLoader, receiveFromRoute, uploadJson } from "#app/server/upload-route.server.ts";

/**
 * The results page's script posts documents here and reads a JSON answer (the page without
 * scripts posts to /results itself).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const receipt = receiptFromHeaders(request) ?? (await readApplicationReceipt(request));
  return uploadJson(
    await receiveFromRoute(context, (deps) => receiveDocuments(request, receipt, deps)),
  );
}

export const loader = postOnlyLoader;
