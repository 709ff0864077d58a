import { FilterForm, FilterSelect } from "#app/components/admin/filter-form.tsx";
import { isUuid } from "#app/schemas/fields.ts";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-outbox";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, AdminTable, LabelledOptions } from "#app/components/admin/admin-shell.tsx";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import {
  mailAudience,
  mailKindName,
  outboxStatusLabels as statusText,
} from "#app/schemas/admin.ts";
import {
  listNotifications,
  parseOutboxStatus,
  resendNotification,
} from "#app/server/admin/outbox.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, formDone, formRefused, parseAdminForm } from "#app/server/admin/http.server.ts";
import { resendFormSchema } from "#app/schemas/admin-outbox.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, mailer } = context.get(servicesContext);
  const status = parseOutboxStatus(new URL(request.url).searchParams.get("status"));
  const rows = (await listNotifications(db, status)).map((row) => ({
    ...row,
    to: recipientOf(row, mailer.to),
  }));
  return { rows, status: status ?? "" };
}

/** Where a mail goes, as the list shows it: an address where one is known, else who. */
function recipientOf(
  row: Awaited<ReturnType<typeof listNotifications>>[number],
  teamAddress: string,
): string {
  const audience = mailAudience(row.topic);
  if (audience === "the broker team") return `The broker team (${teamAddress})`;
  if (audience === "the broker") {
    return row.brokerEmail ? `${row.brokerName} (${row.brokerEmail})` : "A broker no longer here";
  }
  return row.leadEmail ? `The applicant (${row.leadEmail})` : "The applicant";
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  const form = await parseAdminForm(request, resendFormSchema);
  const id = form.status === "valid" ? form.value.outboxId : "";
  if (!isUuid(id)) throw data("No such notification.", { status: 404 });
  const place = { intent: "resend", id };
  if (!(await resendNotification(services.db, id, { userId: user.id, ip: clientIp(context) }))) {
    return formRefused(form.submission, place, "Only a failed notification can be sent again.", {
      status: 409,
    });
  }
  services.notifyOutbox();
  return formDone(form.submission, place, "Queued to send again.");
}

export default function AdminOutbox() {
  const { rows, status } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle>Outbox</AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Every mail the site sends (to the broker team, to one broker, to applicants), newest first,
        with its subject once sent. A failed one has run out of attempts; send it again once the
        cause is fixed.
      </p>
      <FilterForm className="mb-6">
        <FilterSelect
          id="outbox-status"
          name="status"
          label="Delivery state"
          defaultValue={status}
          anyLabel="All"
        >
          <LabelledOptions labels={statusText} />
        </FilterSelect>
      </FilterForm>
      <AdminTable
        label="Mail"
        caption="Mail, newest first"
        minWidth="min-w-[60rem]"
        columns={[
          "Queued",
          "Mail",
          "To",
          "Lead",
          "Delivery",
          <span className="sr-only">Actions</span>,
        ]}
        emptyText={rows.length === 0 ? "No mail." : null}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-line align-top">
            <td className="px-4 py-3 text-sm whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
            <td className="px-4 py-3 text-sm">
              <span className="block font-semibold">{row.subject ?? mailKindName(row.topic)}</span>
              {row.subject ? (
                <span className="block text-muted">{mailKindName(row.topic)}</span>
              ) : null}
            </td>
            <td className="px-4 py-3 text-sm break-words">{row.to}</td>
            <td className="px-4 py-3 text-sm">
              {row.leadId ? (
                <Link to={adminPaths.lead(row.leadId)} className="font-semibold text-brand-700">
                  {row.leadName || row.leadPerson || row.leadEmail || "Lead"}
                </Link>
              ) : null}
            </td>
            <td className="px-4 py-3 text-sm">
              <span
                className={
                  row.status === "failed" ? "font-semibold text-danger-700" : "font-semibold"
                }
              >
                {statusText[row.status]}
              </span>
              <span className="block text-muted">
                {row.status === "sent"
                  ? formatDateTime(row.sentAt)
                  : `${row.attempts} attempt${row.attempts === 1 ? "" : "s"}`}
              </span>
              {row.lastError && row.status !== "sent" ? (
                <span className="block break-words text-muted">{row.lastError}</span>
              ) : null}
              {resultFor(answer, "resend", row.id) ? (
                <div className="mt-2">
                  <FormAnswer answer={answer} />
                </div>
              ) : null}
            </td>
            <td className="px-4 py-3 text-sm">
              {row.status === "failed" ? (
                <Form method="post">
                  <input type="hidden" name="outboxId" value={row.id} />
                  <Button type="submit" size="sm" variant="outline">
                    Send again
                  </Button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
