import { applicationDataKey, applicationIdKey, uploadTokenKey } from "#app/lib/storage-keys.ts";
import { WIZARD_STEPS, type WizardStepNumber } from "#app/lib/application-steps.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { normaliseApplicationValues } from "#app/lib/application-values-read.ts";
import type { Application } from "#app/schemas/application.ts";

/**
 * What the application wizard keeps in the visitor's browser (spec §3 and §9):
 *
 * - `applicationData`: while the wizard is being filled in, the answers and the step reached
 *   (`status: "draft"`); after a successful submit, the application as accepted
 *   (`status: "submitted"`), which the results page reads. Either lasts one hour from when it
 *   was written; an expired one is discarded when read.
 * - `applicationId` and `uploadToken`: what the server returned, for attaching documents.
 *
 * Every function takes the storage to use, so tests pass their own; `browserStorage()` is the
 * real one, or null where local storage is unavailable (private modes, blocked storage).
 */
export {
  applicationDataKey,
  applicationIdKey,
  uploadTokenKey,
  WIZARD_STEPS,
  type WizardStepNumber,
};

export const APPLICATION_DATA_LIFETIME_MS = 60 * 60 * 1000;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type ApplicationDraftRecord = {
  status: "draft";
  step: WizardStepNumber;
  values: ApplicationValues;
  expiresAt: number;
};

export type SubmittedApplicationRecord = {
  status: "submitted";
  applicationId: string;
  data: Application;
  expiresAt: number;
};

export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The parsed value, null when there is none, undefined when it is not JSON. */
function readJson(storage: StorageLike | null, key: string): unknown {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A full or unavailable storage must never break the form: the answers are still on screen. */
function write(storage: StorageLike | null, key: string, value: string) {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the visitor keeps typing and the next save tries again.
  }
}

function remove(storage: StorageLike | null, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStep(value: unknown): value is WizardStepNumber {
  return WIZARD_STEPS.includes(value as WizardStepNumber);
}

/** A step as posted or stored ("2" or 2); anything else is the first step. */
export function wizardStepFrom(value: unknown): WizardStepNumber {
  const step = typeof value === "string" && /^\d$/.test(value) ? Number(value) : value;
  return isStep(step) ? step : 1;
}

/** The stored application record if it is still fresh; an expired or unreadable one is removed. */
function readFreshRecord(storage: StorageLike | null, now: number): Record<string, unknown> | null {
  const record = readJson(storage, applicationDataKey);
  if (record === null) return null;
  if (
    !isRecord(record) ||
    typeof record.expiresAt !== "number" ||
    !Number.isFinite(record.expiresAt) ||
    record.expiresAt <= now
  ) {
    remove(storage, applicationDataKey);
    return null;
  }
  return record;
}

/** The answers and step saved by the wizard, or null when there is none or it has expired. */
export function readApplicationDraft(
  storage: StorageLike | null,
  now: number = Date.now(),
): { values: ApplicationValues; step: WizardStepNumber } | null {
  const record = readFreshRecord(storage, now);
  if (!record || record.status !== "draft") return null;
  return {
    values: normaliseApplicationValues(record.values),
    step: isStep(record.step) ? record.step : 1,
  };
}

/** Saves the answers and step; each save keeps them for another hour. */
export function writeApplicationDraft(
  storage: StorageLike | null,
  values: ApplicationValues,
  step: WizardStepNumber,
  now: number = Date.now(),
) {
  const record: ApplicationDraftRecord = {
    status: "draft",
    step,
    values,
    expiresAt: now + APPLICATION_DATA_LIFETIME_MS,
  };
  write(storage, applicationDataKey, JSON.stringify(record));
}

export function clearApplicationDraft(storage: StorageLike | null) {
  const record = readJson(storage, applicationDataKey);
  if (isRecord(record) && record.status === "submitted") return;
  remove(storage, applicationDataKey);
}

/**
 * After a successful submit: the draft gives way to the application as accepted, and the id
 * and upload token the server returned are kept for the results page.
 */
export function writeSubmittedApplication(
  storage: StorageLike | null,
  submitted: { applicationId: string; uploadToken: string; application: Application },
  now: number = Date.now(),
) {
  const record: SubmittedApplicationRecord = {
    status: "submitted",
    applicationId: submitted.applicationId,
    data: submitted.application,
    expiresAt: now + APPLICATION_DATA_LIFETIME_MS,
  };
  write(storage, applicationDataKey, JSON.stringify(record));
  write(storage, applicationIdKey, submitted.applicationId);
  write(storage, uploadTokenKey, submitted.uploadToken);
}

/**
 * The last application sent from this browser, for the results page: the id and upload token
 * (kept until replaced) and the application as accepted (null once its hour has passed).
 */
export function readSubmittedApplication(
  storage: StorageLike | null,
  now: number = Date.now(),
): { applicationId: string; uploadToken: string | null; data: Application | null } | null {
  let applicationId: string | null = null;
  let uploadToken: string | null = null;
  try {
    applicationId = storage?.getItem(applicationIdKey) ?? null;
    uploadToken = storage?.getItem(uploadTokenKey) ?? null;
  } catch {
    return null;
  }
  if (!applicationId) return null;
  const record = readFreshRecord(storage, now);
  const data =
    record?.status === "submitted" &&
    record.applicationId === applicationId &&
    isRecord(record.data)
      ? (record.data as Application)
      : null;
  return { applicationId, uploadToken, data };
}
