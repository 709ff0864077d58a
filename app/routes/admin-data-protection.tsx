import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-data-protection";
import { adminMeta } from "#app/lib/meta.ts";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { ErasePersonForm } from "#app/components/admin/erase-person-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  dataProtectionPageAction,
  loadDataProtectionPage,
} from "#app/server/admin/data-protection-page.server.ts";
import { plural } from "#app/schemas/admin.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";

export const meta: Route.MetaFunction = () => adminMeta("Data protection");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  return loadDataProtectionPage({ request, context });
}

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return dataProtectionPageAction({ request, context, user });
}

export default function AdminDataProtection() {
  const { query, asked, queryMessage, found, contacts, drafts, expired, retention } =
    useLoaderData<typeof loader>();
  const contactCount = contacts.introducers.length + contacts.lenders.length;
  const answer = useActionData<typeof action>();
  const erased = resultFor(answer, "erase");
  const purged = resultFor(answer, "purge");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const exportHref = query
    ? `${adminPaths.personExport}?${new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      )}`
    : "";

  return (
    <>
      <AdminPageTitle>Data protection</AdminPageTitle>
      <div className="grid max-w-6xl gap-6">
        <Panel title="Find a person">
          <p className="mb-4 text-muted">
            Finds every lead in which the person appears (as the contact, an application&apos;s
            director or a referral partner) by exact email or phone number.
          </p>
          <Form method="get" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <Field>
              <FieldLabel htmlFor="dp-email">Email</FieldLabel>
              <Input id="dp-email" name="email" type="email" defaultValue={asked?.email ?? ""} />
            </Field>
            <Field>
              <FieldLabel htmlFor="dp-phone">Phone</FieldLabel>
              <Input
                id="dp-phone"
                name="phone"
                type="tel"
                defaultValue={asked?.phone ?? ""}
                aria-invalid={queryMessage ? true : undefined}
                aria-describedby={queryMessage ? "dp-query-message" : undefined}
              />
            </Field>
            <Button type="submit">Find</Button>
          </Form>
          {queryMessage ? (
            <p id="dp-query-message" role="alert" className="mt-3 font-semibold text-danger-700">
              {queryMessage}
            </p>
          ) : null}
        </Panel>

        {erased?.status === "success" ? <FormAnswer answer={erased} /> : null}

        {query && found ? (
          <Panel title="What is held">
            {found.length === 0 && drafts === 0 && contactCount === 0 ? (
              <p>Nothing is held about {query.email ?? query.phone}.</p>
            ) : (
              <div className="grid gap-5">
                <p>
                  {plural(found.length, "lead")}
                  {drafts > 0 ? `, ${plural(drafts, "saved application")}` : ""}
                  {contactCount > 0 ? `, ${plural(contactCount, "business contact")}` : ""} found by{" "}
                  {[query.email, query.phone].filter(Boolean).join(" or ")}.
                </p>
                <p>
                  <a
                    href={exportHref}
                    download
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    Download everything held (JSON)
                  </a>
                </p>
                <ErasePersonForm
                  query={query}
                  leads={found}
                  contacts={contacts}
                  drafts={drafts}
                  busy={busy}
                  answer={erased}
                />
              </div>
            )}
          </Panel>
        ) : null}

        <Panel title="Retention">
          <p className="mb-3">
            Leads that hold a deal (funded, or with commission recorded) are kept {retention.funded}{" "}
            years after their funding day or last activity, whichever is later, even when the person
            is erased (then without their personal details); every other lead{" "}
            {retention.unsuccessful} years after its last activity. A scheduled purge removes leads
            past that, with their documents, every hour.
          </p>
          <p className="mb-4 font-semibold">
            {expired === 0
              ? "No lead is past its retention."
              : `${plural(expired, "lead")} past retention, to be removed by the next purge.`}
          </p>
          {purged ? (
            <div className="mb-4">
              <FormAnswer answer={purged} />
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
