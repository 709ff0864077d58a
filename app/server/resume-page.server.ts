import { resumeDraftCopy } from "#app/content/application-drafts.ts";
import { pageFor } from "#app/content/pages.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { paths } from "#app/paths.ts";
import { openApplicationDraft } from "#app/server/application-drafts.server.ts";
import { linkedIntroducer } from "#app/server/introducer-code.server.ts";

/**
 * What a saved application's link opens: the draft (or why it cannot be opened, as 410 or
 * 404), the application's page headed by what the link found, and the introducer it names.
 */
export async function loadResumePage(db: Database, token: string) {
  const draft = await openApplicationDraft(db, token);
  const application = pageFor(paths.application);
  const [h1, lead] =
    draft.status === "valid"
      ? [resumeDraftCopy.title, resumeDraftCopy.lead]
      : draft.status === "expired"
        ? [resumeDraftCopy.expiredTitle, resumeDraftCopy.expiredText]
        : [resumeDraftCopy.invalidTitle, resumeDraftCopy.invalidText];
  const page = {
    ...application,
    title: `${h1} | ${application.title}`,
    h1,
    description: lead,
    noindex: true,
  };
  const status = draft.status === "valid" ? 200 : draft.status === "expired" ? 410 : 404;
  const introducer =
    draft.status === "valid" ? await linkedIntroducer(db, draft.values.introducer) : null;
  return { page, draft, introducer, status };
}
