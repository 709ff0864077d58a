import { redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { plural } from "#app/schemas/admin.ts";
import { signInSchema } from "#app/schemas/admin-sign-in.ts";
import { assertSameOrigin, backOfficeNext, signIn } from "#app/server/admin/auth.server.ts";
import { formInvalid, formRefused, parseAdminForm } from "#app/server/admin/http.server.ts";

/** "1 minute", "14 minutes": a wait rounded up to whole minutes. */
function waitInWords(seconds: number): string {
  return plural(Math.max(1, Math.ceil(seconds / 60)), "minute");
}

/**
 * The sign-in form, from this site only: a right email and password go on to the page asked
 * for with the new session's cookie; a refusal says why at the form, with how long to wait
 * when the address or account is throttled (and `Retry-After`).
 */
export async function signInPageAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { env } = context.get(servicesContext);
  assertSameOrigin(request, env.SITE_ORIGIN);
  const form = await parseAdminForm(request, signInSchema);
  const place = { intent: "sign-in" };
  if (form.status === "invalid") return formInvalid(form.submission, place);
  const { email, password, next } = form.value;
  const result = await signIn(context, request, { email, password });
  if (!result.ok) {
    const wait = result.retryAfter;
    return formRefused(
      form.submission,
      place,
      wait ? `${result.message} Try again in ${waitInWords(wait)}.` : result.message,
      { status: result.status, headers: wait ? { "Retry-After": String(wait) } : undefined },
    );
  }
  throw redirect(backOfficeNext(next), { headers: { "Set-Cookie": result.setCookie } });
}
