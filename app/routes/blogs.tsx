import { Sparkles } from "lucide-react";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ActionBand } from "#app/components/ui/action-band.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import { LinkCard } from "#app/components/ui/link-card.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { blogTopics, whileYouWait } from "#app/content/company.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

export default function BlogsPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Our brokers are writing practical articles on funding, cash flow and growth for UK business owners. Here is what is on the way."
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm">
          <Sparkles className="size-4 text-accent-600" aria-hidden="true" />
          New articles coming soon
        </p>
      </PageIntro>

      <PlainSection id="topics" title="Topics we will cover">
        <IconCardGrid items={blogTopics} />
      </PlainSection>

      <PlainSection id="meanwhile" title="Read our guides in the meantime" tone="surface">
        <ul className="grid gap-4 md:grid-cols-3">
          {whileYouWait.map((link) => (
            <li key={link.path}>
              <LinkCard to={link.path} title={link.label} description={link.description} />
            </li>
          ))}
        </ul>
      </PlainSection>

      <ActionBand
        headingId="blogs-apply-heading"
        title="Need funding now?"
        description={
          <p>
            Apply in 2 to 5 minutes and a broker will find the right lender for you. No obligation,
            no upfront fees. Subject to status.
          </p>
        }
        actions={<ApplyButton label="Start Application" location="blogs" />}
      />
    </>
  );
}
