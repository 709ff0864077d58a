import { describe, expect, test } from "vitest";
import {
  APPLICATION_DATA_LIFETIME_MS,
  applicationDataKey,
  clearApplicationDraft,
  readApplicationDraft,
  readSubmittedApplication,
  writeApplicationDraft,
  writeSubmittedApplication,
} from "#app/lib/application-storage.ts";
import { emptyApplicationValues } from "#app/lib/application-values.ts";
import type { Application } from "#app/schemas/application.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = 1_732_270_000_000;
const values = { ...emptyApplicationValues(), companyName: "Acme Ltd", turnover: "250,000" };

describe("the saved draft", () => {
  test("comes back with its step within the hour", () => {
    const storage = memoryStorage();
    writeApplicationDraft(storage, values, 3, now);
    expect(readApplicationDraft(storage, now + APPLICATION_DATA_LIFETIME_MS - 1)).toEqual({
      values,
      step: 3,
    });
  });

  test("is discarded once an hour has passed since it was last saved", () => {
    const storage = memoryStorage();
    writeApplicationDraft(storage, values, 2, now);
    writeApplicationDraft(storage, values, 2, now + 30 * 60_000);
    expect(readApplicationDraft(storage, now + APPLICATION_DATA_LIFETIME_MS)).not.toBeNull();
    expect(readApplicationDraft(storage, now + 90 * 60_000)).toBeNull();
    expect(storage.items.has(applicationDataKey)).toBe(false);
  });

  test("without an expiry, or unreadable, is discarded", () => {
    for (const raw of [
      JSON.stringify({ status: "draft", step: 2, values }),
      "{not json",
      JSON.stringify([1, 2]),
    ]) {
      const storage = memoryStorage({ [applicationDataKey]: raw });
      expect(readApplicationDraft(storage, now)).toBeNull();
      expect(storage.items.has(applicationDataKey)).toBe(false);
    }
  });

  test("with an impossible step starts at step 1 and keeps the answers", () => {
    const storage = memoryStorage({
      [applicationDataKey]: JSON.stringify({
        status: "draft",
        step: 9,
        values: { companyName: "Acme Ltd" },
        expiresAt: now + 1000,
      }),
    });
    const draft = readApplicationDraft(storage, now);
    expect(draft?.step).toBe(1);
    expect(draft?.values.companyName).toBe("Acme Ltd");
  });

  test("a storage that refuses writes does not break saving", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(() => writeApplicationDraft(storage, values, 1, now)).not.toThrow();
    expect(readApplicationDraft(null, now)).toBeNull();
  });
});

describe("after submitting", () => {
  const application = { companyName: "Acme Ltd", loanAmount: 50_000 } as Application;

  test("the draft gives way to the accepted application, its id and upload token", () => {
    const storage = memoryStorage();
    writeApplicationDraft(storage, values, 4, now);
    writeSubmittedApplication(
      storage,
      { applicationId: "app-1", uploadToken: "token-1", application },
      now,
    );
    expect(readApplicationDraft(storage, now)).toBeNull();
    expect(readSubmittedApplication(storage, now)).toEqual({
      applicationId: "app-1",
      uploadToken: "token-1",
      data: application,
    });
    // Clearing a draft never removes a submitted application.
    clearApplicationDraft(storage);
    expect(readSubmittedApplication(storage, now)?.data).toEqual(application);
  });

  test("the id and token outlive the hour; the application's details do not", () => {
    const storage = memoryStorage();
    writeSubmittedApplication(
      storage,
      { applicationId: "app-1", uploadToken: "token-1", application },
      now,
    );
    expect(readSubmittedApplication(storage, now + APPLICATION_DATA_LIFETIME_MS)).toEqual({
      applicationId: "app-1",
      uploadToken: "token-1",
      data: null,
    });
  });
});
