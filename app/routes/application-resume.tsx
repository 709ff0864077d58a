import { useEffect, useMemo } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/application-resume";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ApplicationWizard } from "#app/components/forms/application/application-wizard.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { resumeDraftCopy } from "#app/content/application-drafts.ts";
import { servicesContext } from "#app/context.server.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { loadDraftStorage } from "#app/components/forms/application/load-draft-storage.ts";
import type { WizardStepNumber } from "#app/lib/application-steps.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { paths } from "#app/paths.ts";
import { loadResumePage } from "#app/server/resume-page.server.ts";

/** Per visitor and secret: never cached, never indexed. */
const privateHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * A saved application's link (/application/resume/<token>). The page is the application's
 * (its canonical address is /application), headed by what the link found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { status, ...page } = await loadResumePage(db, params.token);
  return data(page, { status, headers: privateHeaders });
}

export function headers() {
  return privateHeaders;
}

export const meta = contentMeta;

export default function ResumeDraftPage({ loaderData }: Route.ComponentProps) {
  const { page, draft, introducer } = loaderData;
  if (draft.status !== "valid") {
    return (
      <PageIntro entry={page}>
        <p className="mt-4 max-w-2xl text-muted">{resumeDraftCopy.help}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="cta" size="lg">
            <Link to={paths.application}>{resumeDraftCopy.startAgain}</Link>
          </Button>
          <CallButton location="draft-link" size="lg" />
        </div>
      </PageIntro>
    );
  }
  return (
    <>
      <PageIntro entry={page} />
      <ResumedWizard values={draft.values} step={draft.step} introducer={introducer} />
    </>
  );
}

/**
 * The saved answers in the wizard. Without scripts the page is the whole application, filled
 * in and posting to /application. With scripts the answers become the wizard's local draft
 * (as if typed in this browser, spec §3) and the visitor moves to /application, at the step
 * they saved on, leaving the link's address out of the history.
 */
function ResumedWizard({
  values,
  step,
  introducer,
}: {
  values: ApplicationValues;
  step: WizardStepNumber;
  introducer: { code: string; name: string } | null;
}) {
  const navigate = useNavigate();
  const shown = useMemo<ApplicationActionData>(
    () => ({ status: "editing", values, focus: null }),
    [values],
  );
  useEffect(() => {
    let mounted = true;
    void loadDraftStorage().then((drafts) => {
      if (!drafts || !mounted) return;
      const storage = drafts.browserStorage();
      drafts.writeApplicationDraft(storage, values, step);
      // Where the browser keeps nothing, the answers stay on this page, which posts like
      // /application. The introducer's code goes with it, as their link gave it.
      const search = values.introducer
        ? `?${new URLSearchParams({ introducer: values.introducer }).toString()}`
        : "";
      if (drafts.readApplicationDraft(storage)) {
        void navigate(`${paths.application}${search}`, { replace: true });
      }
    });
    return () => {
      mounted = false;
    };
  }, [values, step, navigate]);
  return (
    <ApplicationWizard actionData={shown} action={paths.application} introducer={introducer} />
  );
}
