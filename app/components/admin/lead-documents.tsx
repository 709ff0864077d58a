import { FileText } from "lucide-react";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { adminPaths } from "#app/paths.ts";
import { categoryLabels, categoryOptions } from "#app/schemas/admin.ts";
import type { DocumentCategory } from "#app/schemas/value-lists.ts";

type LeadDocument = {
  id: string;
  fileName: string;
  category: DocumentCategory;
  sizeBytes: number;
  createdAt: Date | string;
};

/** An application's uploaded documents by category, each downloaded through the back office. */
export function LeadDocuments({ documents }: { documents: LeadDocument[] }) {
  return (
    <Panel title="Documents">
      {documents.length === 0 ? (
        <p className="text-muted">No documents uploaded yet.</p>
      ) : (
        <div className="space-y-4">
          {categoryOptions.map((category) => {
            const inCategory = documents.filter((doc) => doc.category === category);
            if (!inCategory.length) return null;
            return (
              <div key={category}>
                <h3 className="font-semibold text-ink">{categoryLabels[category]}</h3>
                <ul className="mt-2 space-y-1">
                  {inCategory.map((doc) => (
                    <li key={doc.id} className="flex items-center gap-2">
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
    </Panel>
  );
}
