import { CheckCircle2, ClipboardList, Eye, PlusCircle } from "lucide-react";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { SectionLink } from "#app/components/ui/section-link.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import {
  bestPractices,
  checklistAdditional,
  checklistRequired,
  documentStats,
  essentialDocuments,
  openBankingAdvantages,
  optionalDocuments,
  transparencyPoints,
  type DocumentRequirement,
} from "#app/content/documents.ts";
import { claims } from "#app/content/claims.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

/** The guide's sections in order, white and grey in turn. */
const guideSections = [
  {
    id: "essential-documents",
    title: "Essential documents",
    lead: "Every lender on our panel asks for these. Have them ready before you apply.",
    body: <RequirementGrid items={essentialDocuments} />,
  },
  {
    id: "optional-documents",
    title: "Helpful extra documents",
    lead: "Not always required, but they can strengthen your application and speed up a decision.",
    body: <RequirementGrid items={optionalDocuments} />,
  },
  {
    id: "best-practice",
    title: "Best practice for a faster decision",
    lead: "Small steps that make a real difference to how quickly lenders can say yes.",
    body: <IconCardGrid items={bestPractices} />,
  },
  {
    id: "open-banking",
    title: "Why Open Banking helps",
    lead: "Connecting your account securely gives lenders what they need without paperwork.",
    body: <IconCardGrid items={openBankingAdvantages} />,
  },
  {
    id: "transparency",
    title: "Be open with your broker",
    lead: "Surprises found by a lender cost time. Telling us up front lets us go straight to the lenders most likely to approve.",
    body: (
      <ul className="grid max-w-4xl gap-3 md:grid-cols-2">
        {transparencyPoints.map((point) => (
          <li key={point} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
            <Eye className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="text-ink">{point}</span>
          </li>
        ))}
      </ul>
    ),
  },
];

export default function DocumentPreparationPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Lenders decide faster when the right documents arrive complete and up to date. Here is what to gather, how to present it and a checklist to work through."
      >
        <ActionRow>
          <ApplyButton label="Apply for Funding" location="document-preparation-hero" />
          <Button asChild variant="outline" size="lg">
            <SectionLink targetId="checklist">
              <ClipboardList aria-hidden="true" />
              Document Checklist
            </SectionLink>
          </Button>
        </ActionRow>
      </PageIntro>

      <section aria-label="At a glance" className="bg-brand-900 text-white">
        <ul className="container-page grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
          {documentStats.map(({ value, label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-3">
              <Icon className="size-8 shrink-0 text-accent-400" aria-hidden="true" />
              <p className="flex flex-col">
                <span className="text-xl font-extrabold md:text-2xl">{value}</span>
                <span className="text-sm text-brand-100">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {guideSections.map(({ id, body, ...heading }, index) => (
        <PlainSection key={id} id={id} {...heading} tone={index % 2 ? "surface" : "white"}>
          {body}
        </PlainSection>
      ))}

      <section aria-labelledby="checklist" className="bg-surface py-14 md:py-20">
        <div className="container-page">
          <h2
            id="checklist"
            tabIndex={-1}
            className="scroll-mt-6 text-2xl font-bold text-brand-900 md:text-3xl"
          >
            Document checklist
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Work through this list before you apply. You can also upload documents after you apply,
            or connect your bank account through Open Banking.
          </p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <Checklist
              title="Required"
              items={checklistRequired}
              icon={
                <CheckCircle2 className="size-5 shrink-0 text-success-700" aria-hidden="true" />
              }
            />
            <Checklist
              title="Additional, if available"
              items={checklistAdditional}
              icon={<PlusCircle className="size-5 shrink-0 text-brand-700" aria-hidden="true" />}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="start-heading" className="bg-brand-900 text-white">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="start-heading" className="text-2xl font-bold md:text-3xl">
              Documents ready? Start your application
            </h2>
            <p className="mt-3 text-brand-100">
              {claims.applicationTime.words}, with no obligation and no upfront fee. We are a credit
              broker, not a lender. Finance is subject to status.
            </p>
          </div>
          <ApplyButton
            label="Start Application"
            location="document-preparation"
            className="shrink-0"
          />
        </div>
      </section>
    </>
  );
}

function RequirementGrid({ items }: { items: DocumentRequirement[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title}>
            <p>{item.description}</p>
            <ul className="mt-4 space-y-2 text-ink">
              {item.details.map((detail) => (
                <li key={detail} className="flex items-start gap-2">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-success-700"
                    aria-hidden="true"
                  />
                  <span>{detail}</span>
                </li>
              ))}
            </ul>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}

function Checklist({
  title,
  items,
  icon,
}: {
  title: string;
  items: string[];
  icon: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
