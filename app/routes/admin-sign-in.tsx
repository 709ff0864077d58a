import { getFormProps } from "@conform-to/react";
import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-sign-in";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminTextField } from "#app/components/admin/admin-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { forwardActionHeaders } from "#app/lib/route-headers.ts";
import { signInSchema } from "#app/schemas/admin-sign-in.ts";
import { backOfficeNext, readSession } from "#app/server/admin/auth.server.ts";
import { adminHeadersMiddleware } from "#app/server/admin/http.server.ts";
import { signInPageAction } from "#app/server/admin/sign-in-page.server.ts";

export const middleware = [adminHeadersMiddleware];
// A refused sign-in's Retry-After reaches the response.
export const headers = forwardActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (await readSession(db, request)) {
    throw redirect(backOfficeNext(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInPageAction({ request, context });
}

export default function AdminSignIn() {
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const { form, fields, formHandlers } = useLeadForm(
    zodValidation(signInSchema),
    answer?.result,
    undefined,
    {
      id: "sign-in",
    },
  );
  // One message at a time: what is missing, else why the sign-in was refused.
  const problem =
    fields.email.errors?.[0] ??
    fields.password.errors?.[0] ??
    (answer?.status === "error" ? answer.message : undefined);
  return (
    <main id="main" className="flex flex-1 items-center justify-center bg-surface px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">Sign in to the back office</h1>
        <p className="mt-2 text-muted">For the broker team only.</p>
        {params.get("signedOut") && !answer ? (
          <p
            role="status"
            className="mt-6 rounded-lg bg-success-50 p-4 font-medium text-success-700"
          >
            You have signed out.
          </p>
        ) : null}
        {problem ? (
          <div
            role="alert"
            className="mt-6 rounded-lg border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700"
          >
            {problem}
          </div>
        ) : null}
        <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-6 space-y-5">
          <input type="hidden" name="next" value={params.get("next") ?? ""} />
          <AdminTextField
            field={fields.email}
            type="email"
            label="Email address"
            autoComplete="username"
            error={undefined}
          />
          <AdminTextField
            field={fields.password}
            type="password"
            label="Password"
            autoComplete="current-password"
            error={undefined}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
