import { FileText } from "lucide-react";
import { Form } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel, selectClass } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import {
  checklistCategories,
  itemStateLabels,
  openBankingStateLabels,
  type ItemState,
} from "#app/content/document-checklist.ts";
import { ACCEPT_ATTRIBUTE, documentCategoryLabels } from "#app/lib/documents.ts";
import type { ChecklistRow } from "#app/lib/document-checklist.ts";
import { cn } from "#app/lib/cn.ts";
import { plural } from "#app/content/format.ts";
import { adminPaths } from "#app/paths.ts";
import { BROKER_UPLOAD_INTENT } from "#app/schemas/admin-documents.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { categoryLabels, categoryOptions } from "#app/schemas/admin.ts";
import {
  OPEN_BANKING_STATES,
  type DocumentCategory,
  type OpenBankingState,
} from "#app/schemas/value-lists.ts";

type LeadDocument = {
  id: string;
  fileName: string;
  category: DocumentCategory;
  sizeBytes: number;
  createdAt: Date | string;
};

type Checklist = {
  rows: ChecklistRow[];
  openBanking: { state: OpenBankingState; updatedAt: Date | string | null } | null;
  canUpload: boolean;
};

const stateClass: Record<ItemState, string> = {
  missing: "bg-accent-300/30 text-accent-ink ring-accent-500",
  asked_again: "bg-danger-50 text-danger-700 ring-danger-700",
  received: "bg-brand-50 text-brand-800 ring-brand-200",
  accepted: "bg-success-50 text-success-700 ring-success-700",
  open_banking: "bg-success-50 text-success-700 ring-success-700",
};

/**
 * The case's documents on the broker's side: the product's checklist with each item received,
 * accepted or asked for again; the applicant's Open Banking request and where it stands; the
 * files by category; and an upload on the applicant's behalf.
 */
export function LeadDocuments({
  leadId,
  productName,
  checklist,
  documents,
  answer,
}: {
  leadId: string;
  /** The case's product, whose checklist this is; null before one is chosen. */
  productName: string | null;
  checklist: Checklist;
  documents: LeadDocument[];
  answer: AdminFormResult | undefined;
}) {
  return (
    <Panel title="Documents" id="documents">
      <div className="space-y-6">
        <section aria-labelledby="checklist-heading">
          <h3 id="checklist-heading" className="font-semibold text-ink">
            Checklist{productName ? ` for ${productName}` : ""}
          </h3>
          <p className="text-sm text-muted">
            {productName
              ? "What lenders ask of every applicant, and what this product adds."
              : "What lenders ask of every applicant. Choose the product in the deal facts to add what it needs."}
          </p>
          <ul className="mt-3 divide-y divide-line">
            {checklist.rows.map((row) => (
              <ChecklistItemRow
                key={row.category}
                row={row}
                answer={resultFor(answer, "document-check", row.category)}
              />
            ))}
          </ul>
        </section>
        <OpenBanking
          openBanking={checklist.openBanking}
          answer={resultFor(answer, "open-banking")}
        />
        <Files documents={documents} />
        {checklist.canUpload ? (
          <BrokerUpload leadId={leadId} answer={resultFor(answer, BROKER_UPLOAD_INTENT)} />
        ) : (
          <p className="text-sm text-muted">
            Documents are kept with an application, and this case has none yet: send the applicant
            the application, or add what they send once it is in.
          </p>
        )}
      </div>
    </Panel>
  );
}

function ChecklistItemRow({
  row,
  answer,
}: {
  row: ChecklistRow;
  answer: AdminFormResult | undefined;
}) {
  const decided = row.state === "accepted" || row.state === "asked_again";
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-semibold text-ink">
          {row.title}
          {row.optional ? <span className="font-normal text-muted"> (if they have it)</span> : null}
        </p>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1",
            stateClass[row.state],
          )}
        >
          {itemStateLabels[row.state]}
        </span>
      </div>
      <p className="text-sm text-muted">
        {row.files === 0 ? "No file yet" : plural(row.files, "file")}
        {row.note ? `. What was wrong: ${row.note}` : ""}
      </p>
      <FormAnswer answer={answer} formErrors={answer?.result?.error?.note ?? undefined} />
      <details open={answer?.status === "error" ? true : undefined} className="mt-1">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Accept or ask again<span className="sr-only">: {row.title}</span>
        </summary>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="document-check" />
            <input type="hidden" name="category" value={row.category} />
            <input type="hidden" name="verdict" value="accepted" />
            <Button type="submit" variant="outline" size="sm">
              Accept<span className="sr-only">: {row.title}</span>
            </Button>
          </Form>
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="document-check" />
            <input type="hidden" name="category" value={row.category} />
            <input type="hidden" name="verdict" value="asked_again" />
            <Field className="min-w-0">
              <FieldLabel htmlFor={`ask-again-${row.category}`}>
                What was wrong<span className="sr-only"> with {row.title}</span>
              </FieldLabel>
              <Input
                id={`ask-again-${row.category}`}
                name="note"
                maxLength={200}
                autoComplete="off"
                defaultValue={row.note ?? ""}
              />
            </Field>
            <Button type="submit" variant="outline" size="sm">
              Ask again<span className="sr-only">: {row.title}</span>
            </Button>
          </Form>
          {decided ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="document-check" />
              <input type="hidden" name="category" value={row.category} />
              <input type="hidden" name="verdict" value="clear" />
              <Button type="submit" variant="ghost" size="sm">
                Take back<span className="sr-only">: {row.title}</span>
              </Button>
            </Form>
          ) : null}
        </div>
      </details>
    </li>
  );
}

function OpenBanking({
  openBanking,
  answer,
}: {
  openBanking: Checklist["openBanking"];
  answer: AdminFormResult | undefined;
}) {
  return (
    <section aria-labelledby="open-banking-heading">
      <h3 id="open-banking-heading" className="font-semibold text-ink">
        Open Banking
      </h3>
      <p className="text-ink">
        {openBanking
          ? `${openBankingStateLabels[openBanking.state]}${openBanking.updatedAt ? ` (${formatDateTime(openBanking.updatedAt)})` : ""}`
          : "Not requested: the applicant sends statements instead."}
      </p>
      <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="open-banking" />
        <Field className="min-w-0">
          <FieldLabel htmlFor="open-banking-state">Where it stands</FieldLabel>
          <select
            id="open-banking-state"
            name="state"
            defaultValue={openBanking?.state ?? "requested"}
            className={selectClass}
          >
            {OPEN_BANKING_STATES.map((state) => (
              <option key={state} value={state}>
                {openBankingStateLabels[state]}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" variant="outline">
          Save Open Banking
        </Button>
      </Form>
      <FormAnswer answer={answer} />
    </section>
  );
}

function Files({ documents }: { documents: LeadDocument[] }) {
  return (
    <section aria-labelledby="files-heading">
      <h3 id="files-heading" className="font-semibold text-ink">
        Files received
      </h3>
      {documents.length === 0 ? (
        <p className="text-muted">No documents uploaded yet.</p>
      ) : (
        <div className="mt-2 space-y-4">
          {categoryOptions.map((category) => {
            const inCategory = documents.filter((doc) => doc.category === category);
            if (!inCategory.length) return null;
            return (
              <div key={category}>
                <h4 className="text-sm font-semibold text-ink">{categoryLabels[category]}</h4>
                <ul className="mt-1 space-y-1">
                  {inCategory.map((doc) => (
                    <li key={doc.id} className="flex flex-wrap items-center gap-2">
                      <FileText className="size-4 text-muted" aria-hidden="true" />
                      <a
                        href={adminPaths.document(doc.id)}
                        download
                        className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
                      >
                        {doc.fileName}
                        <span className="sr-only"> (download)</span>
                      </a>
                      <span className="text-sm text-muted">
                        ({Math.ceil(doc.sizeBytes / 1024)} KB, {formatDateTime(doc.createdAt)})
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** Files the applicant sent some other way (by email, by hand), filed under one item. */
function BrokerUpload({ leadId, answer }: { leadId: string; answer: AdminFormResult | undefined }) {
  const categories: DocumentCategory[] = [...checklistCategories, "other_documents"];
  return (
    <section aria-labelledby="broker-upload-heading">
      <h3 id="broker-upload-heading" className="font-semibold text-ink">
        Upload for the applicant
      </h3>
      <Form
        method="post"
        action={adminPaths.lead(leadId)}
        encType="multipart/form-data"
        preventScrollReset
        className="mt-2 flex flex-wrap items-end gap-3"
      >
        {/* Read from the stream before the files, so it comes first. */}
        <input type="hidden" name="intent" value={BROKER_UPLOAD_INTENT} />
        <Field className="min-w-0">
          <FieldLabel htmlFor="broker-upload-category">File under</FieldLabel>
          <select id="broker-upload-category" name="category" className={selectClass}>
            {categories.map((category) => (
              <option key={category} value={category}>
                {documentCategoryLabels[category]}
              </option>
            ))}
          </select>
        </Field>
        <Field className="min-w-0">
          <FieldLabel htmlFor="broker-upload-files">Files to upload</FieldLabel>
          <input
            id="broker-upload-files"
            name="file"
            type="file"
            multiple
            required
            accept={ACCEPT_ATTRIBUTE}
            className="max-w-full text-sm"
          />
        </Field>
        <Button type="submit">Upload</Button>
      </Form>
      <FormAnswer answer={answer} />
    </section>
  );
}
