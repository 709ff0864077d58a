import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { formatLongDate } from "#app/lib/dates.ts";
import { DOCUMENT_CATEGORY_FIELDS, type ReceivedDocument } from "#app/lib/documents.ts";

export function formatReceivedDate(iso: string): string {
  return formatLongDate(iso);
}

/**
 * The documents the server has recorded, as the page was given them; after an upload with
 * scripts, the list that upload's answer carried (until the page's own data changes again).
 */
export function useReceivedDocuments(fromServer: ReceivedDocument[]) {
  const [latest, setLatest] = useState<{
    base: ReceivedDocument[];
    list: ReceivedDocument[];
  } | null>(null);
  const received = latest?.base === fromServer ? latest.list : fromServer;
  const update = (list: ReceivedDocument[]) => setLatest({ base: fromServer, list });
  return [received, update] as const;
}

/** Each document received, by category: a tick, its name and the day it arrived. */
export function ReceivedDocuments({ documents }: { documents: ReceivedDocument[] }) {
  return (
    <div className="space-y-4">
      {DOCUMENT_CATEGORY_FIELDS.map((category) => {
        const inCategory = documents.filter((document) => document.category === category.name);
        if (inCategory.length === 0) return null;
        return (
          <div key={category.name}>
            <h3 className="font-bold text-ink">{category.label}</h3>
            <ul className="mt-2 space-y-2" aria-label={`${category.label}: received`}>
              {inCategory.map((document) => (
                <li
                  key={document.id}
                  className="flex items-start gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-line"
                >
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-success-700"
                  />
                  <span className="min-w-0 flex-1 break-words text-ink">
                    {document.name}
                    <span className="sr-only">, received</span>
                  </span>
                  <span className="shrink-0 text-sm text-muted">
                    {formatReceivedDate(document.receivedAt)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
