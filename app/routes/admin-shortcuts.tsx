import type { Route } from "./+types/admin-shortcuts";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { shortcutKeys } from "#app/components/admin/shortcut-keys.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Keyboard shortcuts");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** The keys the back office answers, and where; none acts while typing in a field. */
export default function AdminShortcuts() {
  return (
    <>
      <AdminPageTitle>Keyboard shortcuts</AdminPageTitle>
      <Panel title="Keys">
        <p className="mb-4 max-w-3xl text-muted">
          No shortcut acts while you are typing in a field: press Escape or Tab out of it first.
          Everything they do can also be done with Tab and Enter.
        </p>
        <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          {shortcutKeys.map((shortcut) => (
            <div key={shortcut.keys.join()} className="contents">
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded-md border border-line bg-brand-50 px-2 py-1 font-mono font-semibold text-ink"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-ink">{shortcut.does}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </>
  );
}
