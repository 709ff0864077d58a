import type { InboxFilters } from "#app/schemas/admin-inbox.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";

/**
 * Who may export which leads. Exporting the whole book (every lead, with the inbox's filters)
 * is an administrator's right; a broker's export holds only the leads assigned to them,
 * whatever the link asks for, so a hand-edited URL cannot take out anyone else's leads.
 */
export type ExportScope = "all-leads" | "own-leads";

export type ScopedExport = { filters: InboxFilters; scope: ExportScope };

/** The filters an export by this user actually runs with, and the scope it is recorded as. */
export function scopeExport(
  user: { userId: string; role: UserRole },
  filters: InboxFilters,
): ScopedExport {
  if (user.role === "admin") return { filters, scope: "all-leads" };
  // An unassigned or someone else's "Assigned to" is replaced, never added to.
  return { filters: { ...filters, assigned: user.userId }, scope: "own-leads" };
}
