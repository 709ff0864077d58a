import { Panel } from "#app/components/admin/admin-shell.tsx";
import { DetailList } from "#app/components/admin/lead-details.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { formatDay } from "#app/lib/dates.ts";
import { companyStatusLabel, type CompanyProfile } from "#app/schemas/company-profile.ts";

/**
 * The lead's company as Companies House described it when last looked up: number, name,
 * status, incorporation date, registered office and the directors in post. Shown only when
 * the lead has a company number.
 */
export function CompanyPanel({
  companyNumber,
  profile,
}: {
  companyNumber: string | null;
  profile: CompanyProfile | null;
}) {
  if (!companyNumber && !profile) return null;
  return (
    <Panel title="Company">
      {profile ? (
        <div className="space-y-3">
          <DetailList
            rows={[
              ["Company number", profile.companyNumber],
              ["Name", profile.companyName],
              ["Status", companyStatusLabel(profile.status)],
              ["Incorporated", profile.incorporatedOn ? formatDay(profile.incorporatedOn) : null],
              ["Registered office", profile.registeredAddress],
              [
                "Directors",
                profile.directors.length ? profile.directors.join("\n") : "None on file",
              ],
            ]}
          />
          <p className="text-sm text-muted">
            From Companies House, {formatDateTime(profile.lookedUpAt)}.
          </p>
        </div>
      ) : (
        <DetailList rows={[["Company number", companyNumber]]} />
      )}
    </Panel>
  );
}
