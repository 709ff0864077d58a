import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-pipeline";
import { adminMeta } from "#app/lib/meta.ts";
import { revalidateOnConflict } from "#app/components/admin/revalidate-on-conflict.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { FilterForm, FilterSelect, NamedOptions } from "#app/components/admin/filter-form.tsx";
import { PipelineBoard } from "#app/components/admin/pipeline-board.tsx";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadPipelinePage, pipelinePageAction } from "#app/server/admin/pipeline-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Pipeline");

/** The board of the signed-in broker's own cases, or (`?broker=`) another's, nobody's or all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadPipelinePage({ request, context, user });
}

/** A card's "Move to" form: the case page's status save. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return pipelinePageAction({ request, context, user });
}

/** A move refused because a colleague changed the case (409) shows the case as it is now. */
export const shouldRevalidate = revalidateOnConflict;

export default function AdminPipeline() {
  const board = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle
        actions={
          <FilterForm>
            <FilterSelect
              id="board-broker"
              name="broker"
              label="Whose cases"
              defaultValue={board.scope.assigned === board.me ? "" : board.scope.assigned}
            >
              <option value="">Mine</option>
              <option value="all">All brokers</option>
              <option value="none">Unassigned</option>
              <NamedOptions items={board.brokers.filter((broker) => broker.id !== board.me)} />
            </FilterSelect>
          </FilterForm>
        }
      >
        Pipeline
      </AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Each stage shows its {board.limit} newest cases. Move a case with its “Move to” form, or
        drag its card to another stage. Declining or withdrawing asks for the reason first.
      </p>
      <PipelineBoard
        columns={board.columns}
        assigned={board.scope.assigned}
        me={board.me}
        answer={answer}
      />
    </>
  );
}
