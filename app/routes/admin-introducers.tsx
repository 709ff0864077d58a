import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-introducers";
import { adminMeta } from "#app/lib/meta.ts";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { EditIntroducerForm, NewIntroducerForm } from "#app/components/admin/introducer-form.tsx";
import { IntroducerTable } from "#app/components/admin/introducer-table.tsx";
import { ReferralLink } from "#app/components/admin/referral-link.tsx";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  introducersPageAction,
  loadIntroducersPage,
} from "#app/server/admin/introducers-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Introducers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  return loadIntroducersPage({ context });
}

/** Adds an introducer, or saves one's share, contact and standing, answering at that form. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return introducersPageAction({ request, context, user });
}

export default function AdminIntroducers() {
  const { introducers, monthName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const added = resultFor(answer, "create");
  return (
    <>
      <AdminPageTitle>Introducers</AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Referral partners who introduce leads for a share of the commission we receive on them.
        Approve a partner from their referral lead, or add one here. Each has a link to the
        application that carries their code; a lead that comes through it is theirs.
      </p>
      <div className="space-y-6">
        <IntroducerTable introducers={introducers} monthName={monthName} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Links and terms">
            {introducers.length ? (
              <ul className="space-y-4">
                {introducers.map((introducer) => {
                  const edited = resultFor(answer, "update", introducer.id);
                  return (
                    <li key={introducer.id} className="rounded-xl border border-line p-4">
                      <h3 className="mb-3 text-lg font-semibold text-ink">{introducer.name}</h3>
                      <ReferralLink
                        link={introducer.link}
                        label={`Referral link for ${introducer.name}`}
                      />
                      <div className="mt-3">
                        <FormAnswer answer={edited} />
                      </div>
                      {/* Open after a refused save, so the messages are in sight without a script. */}
                      <details
                        open={edited?.status === "error" ? true : undefined}
                        className="mt-3"
                      >
                        <summary className="cursor-pointer font-semibold text-brand-700">
                          Edit {introducer.name}
                        </summary>
                        <EditIntroducerForm introducer={introducer} answer={edited} />
                      </details>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted">Add the first introducer with the form.</p>
            )}
          </Panel>
          <Panel title="Add an introducer">
            <NewIntroducerForm intent="create" answer={added} />
          </Panel>
        </div>
      </div>
    </>
  );
}
