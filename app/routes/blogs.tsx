import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ActionBand } from "#app/components/ui/action-band.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import { LinkCard } from "#app/components/ui/link-card.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { financeTopics } from "#app/content/company.ts";
import { sectors } from "#app/content/sectors.ts";
import { claims, subjectToStatus } from "#app/content/claims.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { paths, sectorSlugs } from "#app/paths.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

/** Business finance by topic: each topic links the pages of this site that cover it. */
export default function FinanceTopicsPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro entry={entry} />

      <PlainSection id="topics" title="Find what you need">
        <ul className="grid gap-5 md:grid-cols-3">
          {financeTopics.map((topic) => (
            <li key={topic.title}>
              <IconCard
                icon={topic.icon}
                title={topic.title}
                footer={
                  <ul className="space-y-1">
                    {topic.links.map((link) => (
                      <li key={link.path}>
                        <Link
                          to={link.path}
                          className="inline-flex min-h-6 items-center gap-1 py-1 font-semibold text-brand-700 underline"
                        >
                          {link.label}
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                }
              >
                <p>{topic.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </PlainSection>

      <PlainSection id="industries" title="Funding for your industry" tone="surface">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sectorSlugs.map((slug) => (
            <li key={slug}>
              <LinkCard
                to={paths.sector(slug)}
                title={sectors[slug].heading}
                description={sectors[slug].lead}
              />
            </li>
          ))}
        </ul>
      </PlainSection>

      <ActionBand
        headingId="blogs-apply-heading"
        title="Need funding now?"
        description={
          <p>
            {claims.applicationTime.words}, and a broker will find the right lender for you. No
            obligation, no upfront fees. {subjectToStatus}
          </p>
        }
        actions={<ApplyButton label="Start Application" location="blogs" />}
      />
    </>
  );
}
