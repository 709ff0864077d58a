import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-data-protection";
import {
  AdminPageTitle,
  FormNotice,
  Panel,
  AdminTable,
} from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError, FieldHint, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, readForm } from "#app/server/admin/http.server.ts";
import {
  RETENTION_YEARS,
  countExpiredLeads,
  dataProtectionDeps,
  erasePerson,
  findPersonLeads,
  personQueryFrom,
  purgeExpiredLeads,
} from "#app/server/data-protection.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Data protection | Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  const query = personQueryFrom(new URL(request.url).searchParams);
  return {
    query,
    found: query ? await findPersonLeads(db, query) : null,
    expired: await countExpiredLeads(db),
    retention: RETENTION_YEARS,
  };
}

type Result =
  | { intent: "erase"; ok: true; message: string }
  | { intent: "erase"; ok: false; message: string; confirmError?: string }
  | { intent: "purge"; ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const deps = dataProtectionDeps(services);
  const ip = clientIp(context);

  if (form.intent === "purge") {
    const result = await purgeExpiredLeads(deps, {
      trigger: { via: "admin", userId: user.id, ip },
    });
    if (result.skipped) {
      return data<Result>(
        { intent: "purge", ok: false, message: "A purge is already running. Try again shortly." },
        { status: 409 },
      );
    }
    return data<Result>({
      intent: "purge",
      ok: true,
      message: `Removed ${plural(result.leads, "lead")} past retention and ${plural(result.documents, "document")}.`,
    });
  }

  if (form.intent !== "erase") throw data("Unknown action.", { status: 400 });
  const query = personQueryFrom(new URLSearchParams(form));
  if (!query) {
    return data<Result>(
      { intent: "erase", ok: false, message: "Find the person by email or phone first." },
      { status: 400 },
    );
  }
  if ((form.confirm ?? "").trim().toUpperCase() !== "ERASE") {
    return data<Result>(
      {
        intent: "erase",
        ok: false,
        message: "Nothing was erased.",
        confirmError: "Type ERASE to confirm",
      },
      { status: 400 },
    );
  }
  try {
    const removal = await erasePerson(deps, query, { userId: user.id, ip });
    return data<Result>({
      intent: "erase",
      ok: true,
      message: `Erased ${plural(removal.leads, "lead")}, ${plural(removal.documents, "document")} and ${plural(removal.notifications, "notification")}.`,
    });
  } catch (error) {
    services.logger.error({ err: error }, "erasure incomplete");
    return data<Result>(
      {
        intent: "erase",
        ok: false,
        message:
          "Some documents could not be deleted from storage, so their leads were kept. Nothing is lost; try again once storage answers.",
      },
      { status: 503 },
    );
  }
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export default function AdminDataProtection() {
  const { query, found, expired, retention } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const exportHref = query
    ? `${adminPaths.personExport}?${new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      )}`
    : "";
  const confirmError = result && "confirmError" in result ? result.confirmError : undefined;

  return (
    <>
      <AdminPageTitle>Data protection</AdminPageTitle>
      <div className="grid max-w-4xl gap-6">
        <Panel title="Find a person">
          <p className="mb-4 text-muted">
            Finds every lead in which the person appears (as the contact, an application&apos;s
            director or a referral partner) by exact email or phone number.
          </p>
          <Form method="get" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <Field>
              <FieldLabel htmlFor="dp-email">Email</FieldLabel>
              <Input id="dp-email" name="email" type="email" defaultValue={query?.email ?? ""} />
            </Field>
            <Field>
              <FieldLabel htmlFor="dp-phone">Phone</FieldLabel>
              <Input id="dp-phone" name="phone" type="tel" defaultValue={query?.phone ?? ""} />
            </Field>
            <Button type="submit">Find</Button>
          </Form>
        </Panel>

        {result?.intent === "erase" && result.ok ? (
          <FormNotice kind="ok">{result.message}</FormNotice>
        ) : null}

        {query && found ? (
          <Panel title="What is held">
            {found.length === 0 ? (
              <p>Nothing is held about {query.email ?? query.phone}.</p>
            ) : (
              <div className="grid gap-5">
                <AdminTable
                  label="Leads of this person"
                  caption="Leads of this person, oldest first"
                  minWidth="min-w-[40rem]"
                  columns={["Received", "Lead", "Type", "Status"]}
                  emptyText={null}
                >
                  {found.map((lead) => (
                    <tr key={lead.id} className="border-b border-line">
                      <td className="px-4 py-3 text-sm whitespace-nowrap">
                        {formatDateTime(lead.createdAt)}
                      </td>
                      <td className="px-4 py-3 text-sm">
                        <Link
                          to={adminPaths.lead(lead.id)}
                          className="font-semibold text-brand-700 underline"
                        >
                          {lead.companyName || lead.fullName || lead.email || "Lead"}
                        </Link>
                      </td>
                      <td className="px-4 py-3 text-sm">{kindLabels[lead.kind]}</td>
                      <td className="px-4 py-3 text-sm">{statusLabels[lead.status]}</td>
                    </tr>
                  ))}
                </AdminTable>
                <p>
                  <a
                    href={exportHref}
                    download
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    Download everything held (JSON)
                  </a>
                </p>
                <Form
                  method="post"
                  className="grid gap-4 rounded-xl border-2 border-danger-700 p-4"
                >
                  <input type="hidden" name="intent" value="erase" />
                  {query.email ? <input type="hidden" name="email" value={query.email} /> : null}
                  {query.phone ? <input type="hidden" name="phone" value={query.phone} /> : null}
                  <h3 className="text-lg font-bold text-ink">Erase this person</h3>
                  <p>
                    Deletes {found.length === 1 ? "this lead" : `these ${found.length} leads`} with
                    their answers, notes, documents and notifications. This cannot be undone.
                  </p>
                  <Field>
                    <FieldLabel htmlFor="dp-confirm">Type ERASE to confirm</FieldLabel>
                    <Input
                      id="dp-confirm"
                      name="confirm"
                      autoComplete="off"
                      aria-invalid={confirmError ? true : undefined}
                      aria-describedby={confirmError ? "dp-confirm-error" : "dp-confirm-hint"}
                    />
                    {confirmError ? null : (
                      <FieldHint id="dp-confirm-hint">In capitals, as shown.</FieldHint>
                    )}
                    <FieldError id="dp-confirm-error">{confirmError}</FieldError>
                  </Field>
                  {result?.intent === "erase" && !result.ok ? (
                    <FormNotice kind="error">{result.message}</FormNotice>
                  ) : null}
                  <div>
                    <Button type="submit" variant="danger" disabled={busy}>
                      Erase {found.length === 1 ? "1 lead" : `${found.length} leads`}
                    </Button>
                  </div>
                </Form>
              </div>
            )}
          </Panel>
        ) : null}

        <Panel title="Retention">
          <p className="mb-3">
            Funded leads are kept {retention.funded} years after their last activity; every other
            lead {retention.unsuccessful} years. A scheduled purge removes leads past that, with
            their documents, every hour.
          </p>
          <p className="mb-4 font-semibold">
            {expired === 0
              ? "No lead is past its retention."
              : `${plural(expired, "lead")} past retention, to be removed by the next purge.`}
          </p>
          {result?.intent === "purge" ? (
            <div className="mb-4">
              <FormNotice kind={result.ok ? "ok" : "error"}>{result.message}</FormNotice>
            </div>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="purge" />
            <Button type="submit" variant="outline" disabled={busy || expired === 0}>
              Purge now
            </Button>
          </Form>
        </Panel>
      </div>
    </>
  );
}
