import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-sign-in";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { assertSameOrigin, readSession, signIn } from "#app/server/admin/auth.server.ts";
import { adminHeadersMiddleware, readForm } from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Only a path inside the back office, so the link cannot send anyone elsewhere. */
function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//")) return adminPaths.inbox;
  return value;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (await readSession(db, request)) {
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(servicesContext);
  assertSameOrigin(request, env.SITE_ORIGIN);
  const form = await readForm(request);
  const email = (form.email ?? "").slice(0, 254);
  const password = (form.password ?? "").slice(0, 256);
  if (!email.trim() || !password) {
    return data({ message: "Enter your email address and password.", email }, { status: 400 });
  }
  const result = await signIn(context, request, { email, password });
  if (!result.ok) {
    return data(
      { message: result.message, email },
      {
        status: result.status,
        headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
      },
    );
  }
  throw redirect(safeNext(form.next), { headers: { "Set-Cookie": result.setCookie } });
}

export default function AdminSignIn() {
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-surface px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">Sign in to the back office</h1>
        <p className="mt-2 text-muted">For the broker team only.</p>
        {params.get("signedOut") && !actionData ? (
          <p
            role="status"
            className="mt-6 rounded-lg bg-success-50 p-4 font-medium text-success-700"
          >
            You have signed out.
          </p>
        ) : null}
        {actionData?.message ? (
          <div
            role="alert"
            className="mt-6 rounded-lg border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700"
          >
            {actionData.message}
          </div>
        ) : null}
        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="next" value={params.get("next") ?? ""} />
          <Field>
            <FieldLabel htmlFor="email">Email address</FieldLabel>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email ?? ""}
            />
          </Field>
          <Field>
            <FieldLabel htmlFor="password">Password</FieldLabel>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
