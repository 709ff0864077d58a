import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, FormNotice } from "#app/components/admin/admin-shell.tsx";
import {
  DashboardBreakdownTable,
  DashboardPeriodForm,
} from "#app/components/admin/dashboard-breakdown.tsx";
import { FunnelChart, MonthlyChart } from "#app/components/admin/dashboard-charts.tsx";
import {
  formatDay,
  funnelStepsRule,
  referralSignUpsText,
} from "#app/components/admin/dashboard-format.ts";
import { ukWallClock } from "#app/lib/uk-time.ts";
import { servicesContext } from "#app/context.server.ts";
import { dashboardPresets, dashboardQueryFrom } from "#app/schemas/admin-dashboard.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { dashboard } from "#app/server/admin/dashboard.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/**
 * The money dashboard: which source (broker, lender) brings funded deals, and what has been
 * earned, over a period of UK days. Admins and brokers alike; it changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const today = ukWallClock(new Date()).date;
  const query = dashboardQueryFrom(new URL(request.url).searchParams, today);
  return {
    dashboard: await dashboard(db, query),
    presets: dashboardPresets(today),
    problems: query.problems,
  };
}

export default function AdminDashboard() {
  const { dashboard, presets, problems } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminPageTitle>Dashboard</AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Leads received from {formatDay(dashboard.from)} to {formatDay(dashboard.to)} (UK time),
        where they have got to since, and the money funded and commission received in those months.
        {` ${funnelStepsRule}`}
      </p>
      <p className="mb-4 max-w-3xl text-ink">
        <strong>{referralSignUpsText(dashboard.referralSignUps)}</strong>
        <span className="text-muted">
          {" "}
          (partners asking to introduce clients: not finance leads, so in none of the figures below)
        </span>
      </p>
      {problems.length ? (
        <div className="mb-4 space-y-2">
          {problems.map((problem) => (
            <FormNotice key={problem} kind="error">
              {problem}
            </FormNotice>
          ))}
        </div>
      ) : null}
      <DashboardPeriodForm
        from={dashboard.from}
        to={dashboard.to}
        breakdown={dashboard.breakdown}
        presets={presets}
      />
      <div className="mb-8 grid gap-6">
        <FunnelChart total={dashboard.total} />
        <MonthlyChart months={dashboard.months} />
      </div>
      <DashboardBreakdownTable
        breakdown={dashboard.breakdown}
        rows={dashboard.rows}
        total={dashboard.total}
      />
    </>
  );
}
