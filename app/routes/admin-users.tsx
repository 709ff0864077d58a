import { data, Form, useActionData, useLoaderData } from "react-router";
import { isUuid } from "#app/schemas/fields.ts";
import type { Route } from "./+types/admin-users";
import {
  AdminPageTitle,
  FormNotice,
  Panel,
  selectClass,
} from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError, FieldHint, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, readForm } from "#app/server/admin/http.server.ts";
import { passwordProblem } from "#app/server/admin/passwords.server.ts";
import { passwordRules } from "#app/schemas/admin.ts";
import {
  DuplicateEmailError,
  createUser,
  listUsers,
  newUserSchema,
  resetUserPassword,
  setUserDisabled,
} from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Users | Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  const rows = await listUsers(db);
  const now = Date.now();
  return {
    me: me.id,
    users: rows.map((user) => ({
      ...user,
      locked: Boolean(user.lockedUntil && user.lockedUntil.getTime() > now),
    })),
  };
}

type Result = {
  intent: string;
  ok: boolean;
  message?: string;
  errors?: Record<string, string | undefined>;
  id?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const by = { actorUserId: me.id, ip: clientIp(context) };
  const intent = form.intent ?? "";

  if (intent === "create") {
    const parsed = newUserSchema.safeParse(form);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return data<Result>({ intent, ok: false, errors }, { status: 400 });
    }
    try {
      const user = await createUser(db, parsed.data, by);
      return data<Result>({ intent, ok: true, message: `Created ${user.email} (${user.role}).` });
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        return data<Result>(
          { intent, ok: false, errors: { email: error.message } },
          { status: 400 },
        );
      }
      throw error;
    }
  }
  const userId = form.userId ?? "";
  if (!isUuid(userId)) throw data("No such user.", { status: 404 });
  if (intent === "disable" || intent === "enable") {
    if (userId === me.id) {
      return data<Result>(
        { intent, id: userId, ok: false, message: "You cannot disable yourself." },
        { status: 400 },
      );
    }
    if (!(await setUserDisabled(db, userId, intent === "disable", by))) {
      throw data("No such user.", { status: 404 });
    }
    return data<Result>({
      intent,
      id: userId,
      ok: true,
      message: intent === "disable" ? "Disabled; their sessions have ended." : "Enabled.",
    });
  }
  if (intent === "reset") {
    const password = form.password ?? "";
    const problem = passwordProblem(password);
    if (problem) {
      return data<Result>(
        { intent, id: userId, ok: false, errors: { password: problem } },
        { status: 400 },
      );
    }
    if (!(await resetUserPassword(db, userId, password, by))) {
      throw data("No such user.", { status: 404 });
    }
    return data<Result>({
      intent,
      id: userId,
      ok: true,
      message: "Password reset; any lockout is lifted and their sessions have ended.",
    });
  }
  return data<Result>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

export default function AdminUsers() {
  const { users, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const createError = (field: string) =>
    result?.intent === "create" && !result.ok ? result.errors?.[field] : undefined;
  const invalid = (field: string) =>
    createError(field) ? { "aria-invalid": true, "aria-describedby": `new-${field}-error` } : {};

  return (
    <>
      <AdminPageTitle>Users</AdminPageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Everyone who can sign in">
          <ul className="space-y-4">
            {users.map((user) => {
              const mine = result && "id" in result && result.id === user.id ? result : undefined;
              return (
                <li key={user.id} className="rounded-xl border border-line p-4">
                  <p className="font-semibold text-ink">
                    {user.name} <span className="font-normal text-muted">({user.role})</span>
                  </p>
                  <p className="break-all">{user.email}</p>
                  <p className="text-sm text-muted">
                    Added {formatDateTime(user.createdAt)}
                    {user.disabled ? "; disabled" : ""}
                    {user.locked ? "; locked after failed sign-ins" : ""}
                  </p>
                  {mine ? (
                    <div className="mt-2">
                      <FormNotice kind={mine.ok ? "ok" : "error"}>
                        {mine.message ?? mine.errors?.password}
                      </FormNotice>
                    </div>
                  ) : null}
                  {user.id !== me ? (
                    <div className="mt-3 flex flex-wrap items-end gap-4">
                      <Form method="post">
                        <input type="hidden" name="userId" value={user.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value={user.disabled ? "enable" : "disable"}
                          variant="outline"
                          size="sm"
                        >
                          {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
                        </Button>
                      </Form>
                      <Form method="post" className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="userId" value={user.id} />
                        <input type="hidden" name="intent" value="reset" />
                        <Field>
                          <FieldLabel htmlFor={`reset-${user.id}`} className="text-sm">
                            New password for {user.name}
                          </FieldLabel>
                          <Input
                            id={`reset-${user.id}`}
                            name="password"
                            type="password"
                            autoComplete="new-password"
                            minLength={passwordRules.minLength}
                            required
                            className="min-h-9"
                          />
                        </Field>
                        <Button type="submit" variant="outline" size="sm">
                          Reset password
                        </Button>
                      </Form>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Panel>

        <Panel title="Add a user">
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="create" />
            {result?.intent === "create" && result.ok ? (
              <FormNotice kind="ok">{result.message}</FormNotice>
            ) : null}
            <Field>
              <FieldLabel htmlFor="new-name">Name</FieldLabel>
              <Input id="new-name" name="name" required autoComplete="off" {...invalid("name")} />
              <FieldError id="new-name-error">{createError("name")}</FieldError>
            </Field>
            <Field>
              <FieldLabel htmlFor="new-email">Email address</FieldLabel>
              <Input
                id="new-email"
                name="email"
                type="email"
                required
                autoComplete="off"
                {...invalid("email")}
              />
              <FieldError id="new-email-error">{createError("email")}</FieldError>
            </Field>
            <Field>
              <FieldLabel htmlFor="new-role">Role</FieldLabel>
              <select id="new-role" name="role" defaultValue="broker" className={selectClass}>
                <option value="broker">Broker: works leads</option>
                <option value="admin">Admin: also manages users</option>
              </select>
            </Field>
            <Field>
              <FieldLabel htmlFor="new-password">First password</FieldLabel>
              <FieldHint id="new-password-hint">
                At least {passwordRules.minLength} characters. Give it to them in person or by
                phone, never by email.
              </FieldHint>
              <Input
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={passwordRules.minLength}
                aria-invalid={createError("password") ? true : undefined}
                aria-describedby={
                  createError("password")
                    ? "new-password-hint new-password-error"
                    : "new-password-hint"
                }
              />
              <FieldError id="new-password-error">{createError("password")}</FieldError>
            </Field>
            <Button type="submit">Add user</Button>
          </Form>
        </Panel>
      </div>
    </>
  );
}
