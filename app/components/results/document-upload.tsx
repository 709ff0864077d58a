import { FileText, Upload, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { browserStorage, readSubmittedApplication } from "#app/lib/application-storage.ts";
import {
  ACCEPT_ATTRIBUTE,
  DOCUMENT_CATEGORY_FIELDS,
  checkChosenFile,
  documentMessages,
  formatBytes,
  type DocumentCategoryName,
  type ReceivedDocument,
  type UploadAnswer,
} from "#app/lib/documents.ts";
import { paths } from "#app/paths.ts";

type Chosen = Record<DocumentCategoryName, File[]>;

const noneChosen = (): Chosen => ({
  accounts: [],
  bank_statements: [],
  management_accounts: [],
  other_documents: [],
});

/**
 * Where a page's documents go: the page itself without scripts (`action`), the JSON endpoint
 * with them, and what the script sends to say whose documents they are.
 */
export type UploadTarget = {
  action: string;
  endpoint: string;
  headers?: () => Record<string, string>;
};

/** The results page: the application this browser sent, named by its id and upload token. */
export const resultsUploadTarget: UploadTarget = {
  action: paths.results,
  endpoint: paths.resultsDocuments,
  headers(): Record<string, string> {
    const submitted = readSubmittedApplication(browserStorage());
    return submitted?.applicationId && submitted.uploadToken
      ? { "X-Application-Id": submitted.applicationId, "X-Upload-Token": submitted.uploadToken }
      : {};
  },
};

/** An applicant's own page: the link's token, in the address, names the application. */
export function trackingUploadTarget(token: string): UploadTarget {
  return { action: paths.trackApplication(token), endpoint: paths.trackDocuments(token) };
}

/** Sends the form with progress; resolves with the server's answer, or null when unreachable. */
function sendDocuments(
  form: FormData,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", target.endpoint);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(target.headers?.() ?? {})) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      try {
        resolve(JSON.parse(request.responseText) as UploadAnswer);
      } catch {
        resolve(null);
      }
    });
    request.addEventListener("error", () => resolve(null));
    request.addEventListener("abort", () => resolve(null));
    request.send(form);
  });
}

function answerToast(answer: UploadAnswer | null) {
  if (!answer) {
    toast.error(documentMessages.uploadFailed.title, {
      description: documentMessages.uploadFailed.description,
    });
  } else if (answer.status === "error") {
    toast.error(answer.title, { description: answer.message });
  } else if (answer.uploaded === 0) {
    toast.success(documentMessages.openBankingNoted.title, {
      description: documentMessages.openBankingNoted.description,
    });
  } else {
    toast.success(documentMessages.uploadedTitle, {
      description: documentMessages.uploaded(answer.uploaded, answer.openBanking),
    });
  }
}

/** What the server said to a post made without scripts, shown where the toast would be. */
export function UploadOutcome({ answer }: { answer: UploadAnswer }) {
  const title =
    answer.status === "error"
      ? answer.title
      : answer.uploaded === 0
        ? documentMessages.openBankingNoted.title
        : documentMessages.uploadedTitle;
  const text =
    answer.status === "error"
      ? answer.message
      : answer.uploaded === 0
        ? documentMessages.openBankingNoted.description
        : documentMessages.uploaded(answer.uploaded, answer.openBanking);
  return (
    <div
      role={answer.status === "success" ? "status" : "alert"}
      className={
        answer.status === "success"
          ? "rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-ink"
          : "rounded-xl border-2 border-danger-700 bg-white p-4 text-ink"
      }
    >
      <p className="font-bold">{title}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}

/**
 * Documents in the four categories, several per category, each removable before sending, and
 * the Open Banking preference. With scripts, files are checked as they are chosen and sent with
 * progress, and `onReceived` is given the documents the application then holds; without, the
 * form posts to the page and the page answers.
 */
export function DocumentUpload({
  answer,
  target,
  onReceived,
}: {
  answer: UploadAnswer | null;
  target: UploadTarget;
  onReceived?: (received: ReceivedDocument[]) => void;
}) {
  const [chosen, setChosen] = useState<Chosen>(noneChosen);
  const [problems, setProblems] = useState<string[]>([]);
  const [openBanking, setOpenBanking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problemsId = useId();
  const total = Object.values(chosen).reduce((sum, files) => sum + files.length, 0);

  function choose(category: DocumentCategoryName, files: FileList | null) {
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = checkChosenFile(file);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    setProblems(found);
    setChosen((current) => ({ ...current, [category]: [...current[category], ...accepted] }));
  }

  function remove(category: DocumentCategoryName, index: number) {
    setChosen((current) => ({
      ...current,
      [category]: current[category].filter((_, i) => i !== index),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    if (total === 0 && !openBanking) {
      toast.error(documentMessages.noDocuments.title, {
        description: documentMessages.noDocuments.description,
      });
      return;
    }
    const form = new FormData();
    if (openBanking) form.append("openBanking", "on");
    for (const { name } of DOCUMENT_CATEGORY_FIELDS) {
      for (const file of chosen[name]) form.append(name, file, file.name);
    }
    setProgress(0);
    const result = await sendDocuments(form, target, setProgress);
    setProgress(null);
    answerToast(result);
    if (result?.status === "success") {
      onReceived?.(result.received);
      setChosen(noneChosen());
      setProblems([]);
      setOpenBanking(false);
      formRef.current?.reset();
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={target.action}
      encType="multipart/form-data"
      onSubmit={submit}
      aria-describedby={problems.length > 0 ? problemsId : undefined}
      className="space-y-6"
    >
      {answer ? <UploadOutcome answer={answer} /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        {DOCUMENT_CATEGORY_FIELDS.map((category) => (
          <CategoryPicker
            key={category.name}
            name={category.name}
            label={category.label}
            hint={category.hint}
            files={chosen[category.name]}
            onChoose={(files) => choose(category.name, files)}
            onRemove={(index) => remove(category.name, index)}
          />
        ))}
      </div>
      <div id={problemsId} role="alert" className="empty:hidden">
        {problems.length > 0 ? (
          <div className="rounded-xl border-2 border-danger-700 bg-white p-4">
            <p className="font-bold text-danger-700">
              {problems.length === 1 ? "This file was not added:" : "These files were not added:"}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        PDF, Word (.doc, .docx), JPEG or PNG, up to 20 MB each and 100 MB in all.
      </p>
      <div className="flex items-start gap-3 rounded-xl border border-line bg-white p-4">
        <input
          id={`${problemsId}-open-banking`}
          type="checkbox"
          name="openBanking"
          checked={openBanking}
          onChange={(event) => setOpenBanking(event.target.checked)}
          aria-describedby={`${problemsId}-open-banking-hint`}
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor={`${problemsId}-open-banking`} className="font-semibold text-ink">
            I would prefer to use Open Banking
          </label>
          <p id={`${problemsId}-open-banking-hint`} className="text-sm text-muted">
            Share your bank statements securely through Open Banking instead of uploading them. Your
            broker will contact you to set this up.
          </p>
        </div>
      </div>
      {progress !== null ? (
        <div>
          <label htmlFor={`${problemsId}-progress`} className="text-sm font-semibold text-ink">
            Uploading… {Math.round(progress * 100)}%
          </label>
          <progress
            id={`${problemsId}-progress`}
            max={1}
            value={progress}
            className="mt-1 block h-2 w-full accent-brand-800"
          />
        </div>
      ) : null}
      <Button type="submit" variant="cta" size="lg" disabled={progress !== null}>
        <Upload aria-hidden="true" />
        {progress !== null ? "Uploading…" : "Upload Documents"}
      </Button>
    </form>
  );
}

function CategoryPicker({
  name,
  label,
  hint,
  files,
  onChoose,
  onRemove,
}: {
  name: DocumentCategoryName;
  label: string;
  hint: string;
  files: File[];
  onChoose: (files: FileList | null) => void;
  onRemove: (index: number) => void;
}) {
  const id = useId();
  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <label htmlFor={id} className="block text-lg font-bold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name={name}
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onChoose(event.target.files);
          // Cleared so the same picker can add more files (this list is what is sent).
          event.target.value = "";
        }}
        className="mt-3 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand-800 file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
      />
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
              <span className="min-w-0 flex-1 truncate text-ink">{file.name}</span>
              <span className="shrink-0 text-sm text-muted">{formatBytes(file.size)}</span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={`Remove ${file.name}`}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink hover:bg-brand-50"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
