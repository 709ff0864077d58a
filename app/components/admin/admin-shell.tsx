import { ScrollTable } from "#app/components/ui/scroll-table.tsx";
import { Form, Link, NavLink } from "react-router";
import { LogOut } from "lucide-react";
import { adminPaths } from "#app/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { dueText } from "#app/lib/due-text.ts";
import { useBackOfficeShortcuts } from "#app/components/admin/keyboard-shortcuts.ts";

type ShellUser = {
  name: string;
  role: "admin" | "broker";
  /** What is due for them now (tasks due, new cases to contact): said beside "My day". */
  due?: number;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-white hover:bg-white/10",
    isActive ? "bg-white/15 underline underline-offset-4" : "no-underline",
  );

const adminOnlyLinks = [
  { to: adminPaths.users, label: "Users" },
  { to: adminPaths.lenders, label: "Lenders" },
  { to: adminPaths.introducers, label: "Introducers" },
  { to: adminPaths.templates, label: "Templates" },
  { to: adminPaths.dataProtection, label: "Data protection" },
  { to: adminPaths.audit, label: "Audit log" },
  { to: adminPaths.commission, label: "Commission" },
];

/** The frame of every signed-in back-office page: skip link, navigation, who is signed in. */
export function AdminShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  useBackOfficeShortcuts();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="bg-brand-950 text-white">
        <div className="mx-auto flex w-full max-w-[90rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
          <p className="text-lg font-bold">Back office</p>
          <nav aria-label="Back office" className="flex-1">
            <ul className="flex flex-wrap gap-1">
              <li>
                <NavLink to={adminPaths.myDay} className={navLinkClass}>
                  My day
                  {user.due ? (
                    <span className="ml-2 rounded-full bg-white px-2 text-sm font-bold text-brand-950">
                      {`(${dueText(user.due)})`}
                    </span>
                  ) : null}
                </NavLink>
              </li>
              <li>
                <NavLink to={adminPaths.inbox} end className={navLinkClass}>
                  Inbox
                </NavLink>
              </li>
              <li>
                <NavLink to={adminPaths.pipeline} className={navLinkClass}>
                  Pipeline
                </NavLink>
              </li>
              <li>
                <NavLink to={adminPaths.dashboard} className={navLinkClass}>
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to={adminPaths.outbox} className={navLinkClass}>
                  Outbox
                </NavLink>
              </li>
              {user.role === "admin"
                ? adminOnlyLinks.map(({ to, label }) => (
                    <li key={to}>
                      <NavLink to={to} className={navLinkClass}>
                        {label}
                      </NavLink>
                    </li>
                  ))
                : null}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <p className="text-sm">
              <span className="sr-only">Signed in as </span>
              <NavLink
                to={adminPaths.profile}
                className="font-semibold text-white underline-offset-4 hover:underline"
              >
                {user.name}
              </NavLink>{" "}
              <span className="text-brand-100">({user.role})</span>
            </p>
            <Form method="post" action={adminPaths.signOut}>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white px-3 font-semibold text-white hover:bg-white/10"
              >
                <LogOut className="size-4" aria-hidden="true" />
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-surface outline-none">
        <div className="mx-auto w-full max-w-[90rem] px-4 py-8 md:px-6">{children}</div>
      </main>
      <footer className="border-t border-line bg-white">
        <p className="mx-auto w-full max-w-[90rem] px-4 py-3 text-sm md:px-6">
          <Link to={adminPaths.shortcuts} className="font-semibold text-brand-700 underline">
            Keyboard shortcuts
          </Link>
        </p>
      </footer>
    </>
  );
}

export function AdminPageTitle({
  children,
  actions,
}: {
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-3xl font-bold text-ink">{children}</h1>
      {actions}
    </div>
  );
}

export function Panel({
  title,
  children,
  className,
  id,
  focusableTitle = false,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  id?: string;
  /** The heading can take focus from a script: where focus goes when a list's last row leaves. */
  focusableTitle?: boolean;
}) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6", className)}
    >
      <h2
        id={headingId}
        tabIndex={focusableTitle ? -1 : undefined}
        className="mb-4 rounded-sm text-xl font-bold text-ink outline-none focus-visible:ring-4 focus-visible:ring-brand-500"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How a message after a form looks: success in green, trouble in red. */
export function noticeClass(kind: "ok" | "error"): string {
  return cn(
    "rounded-lg p-3 font-medium",
    kind === "ok"
      ? "bg-success-50 text-success-700"
      : "border-2 border-danger-700 bg-danger-50 text-danger-700",
  );
}

/** A message after a form: success in green, trouble in red; both say so in words. */
export function FormNotice({
  kind,
  children,
}: {
  kind: "ok" | "error";
  children: React.ReactNode;
}) {
  return (
    <p role={kind === "error" ? "alert" : "status"} className={noticeClass(kind)}>
      {children}
    </p>
  );
}

export const selectClass =
  "block min-h-12 w-full rounded-lg border-2 border-muted/70 bg-white px-3 py-2 text-base text-ink hover:border-muted";

/**
 * A back-office list: a labelled, scrollable table with its caption for screen readers, one
 * header cell per column, and a line saying so when there are no rows.
 */
export function AdminTable({
  label,
  caption,
  columns,
  minWidth,
  emptyText,
  className,
  children,
}: {
  label: string;
  className?: string;
  caption: string;
  columns: React.ReactNode[];
  /** A Tailwind min-width class, so narrow screens scroll rather than squeeze. */
  minWidth: string;
  /** Shown instead of rows when there are none (null while there are rows). */
  emptyText: string | null;
  children: React.ReactNode;
}) {
  return (
    <ScrollTable label={label} className={className}>
      <table className={cn("w-full border-collapse text-left", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-brand-50 text-sm text-ink">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {emptyText === null ? null : (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted">
                {emptyText}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** One `<option>` per entry of a labels record, in the record's order. */
export function LabelledOptions<Value extends string>({
  labels,
}: {
  labels: Readonly<Record<Value, string>>;
}) {
  return (Object.keys(labels) as Value[]).map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
