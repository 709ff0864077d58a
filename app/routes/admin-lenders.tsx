import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-lenders";
import { adminMeta } from "#app/lib/meta.ts";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminPageTitle, FormNotice, Panel } from "#app/components/admin/admin-shell.tsx";
import { LenderAnswersPanel } from "#app/components/admin/lender-answers.tsx";
import { LenderPanelForm } from "#app/components/admin/lender-panel-form.tsx";
import { LenderPanelTable } from "#app/components/admin/lender-panel-table.tsx";
import { servicesContext } from "#app/context.server.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { lendersPageAction, loadLendersPage } from "#app/server/admin/lenders-page.server.ts";
import { LenderMergePanel } from "#app/components/admin/lender-merge.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Lenders");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  return loadLendersPage(context.get(servicesContext).db, new URL(request.url));
}

/** Adds, saves (and so confirms) or merges lenders, answering at the form that was sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return lendersPageAction({ request, context, user });
}

export default function AdminLenders() {
  const { lenders, merge, period, answers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const added = resultFor(answer, "create");
  return (
    <>
      <AdminPageTitle>Lenders</AdminPageTitle>
      <div className="space-y-6">
        <LenderPanelTable lenders={lenders} />
        {period.problems.map((problem) => (
          <FormNotice key={problem} kind="error">
            {problem}
          </FormNotice>
        ))}
        <LenderAnswersPanel from={period.from} to={period.to} lenders={answers} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Edit a lender">
            {lenders.length ? (
              <ul className="space-y-4">
                {lenders.map((lender) => {
                  const edited = resultFor(answer, "update", lender.id);
                  return (
                    <li key={lender.id} className="rounded-xl border border-line p-4">
                      {/* Outside the fold, so it shows however the page was reloaded. */}
                      <FormAnswer answer={edited} />
                      {/* Open after a refused save, so the messages are in sight without a script. */}
                      <details open={edited?.status === "error" ? true : undefined}>
                        <summary className="cursor-pointer font-semibold text-brand-700">
                          Edit {lender.name}
                          {lender.confirmed ? null : (
                            <span className="text-muted"> (awaiting an admin&apos;s check)</span>
                          )}
                        </summary>
                        <LenderPanelForm lender={lender} answer={edited} />
                      </details>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted">Add the first lender with the form.</p>
            )}
          </Panel>
          <Panel title="Add a lender">
            <div className="mb-4">
              <FormAnswer answer={added} />
            </div>
            <LenderPanelForm answer={added} />
          </Panel>
        </div>
        <LenderMergePanel lenders={lenders} merge={merge} answer={resultFor(answer, "merge")} />
      </div>
    </>
  );
}
