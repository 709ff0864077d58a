import { describe, expect, test } from "vitest";
import { action, loader } from "#app/routes/track-application.tsx";
import {
  action as documentsAction,
  loader as documentsLoader,
} from "#app/routes/track-application-documents.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { trackingLinks } from "#app/server/db/schema.ts";
import { TRACKING_LINK_DAYS, issueTrackingLink } from "#app/server/tracking.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { countingContext } from "#tests/harness/services.ts";
import { useTestStorage } from "#tests/harness/storage.ts";
import { callRoute } from "#tests/harness/call-route.ts";

describe.each(testDatabaseKinds)("/track/<token> on %s", (kind) => {
  const database = useTestDatabase(kind);
  const storage = useTestStorage("disk");

  function context() {
    return countingContext({ db: database().db, storage: storage().storage });
  }

  async function link() {
    const created = await createApplication(database().db, sampleApplication());
    return { ...created, token: await issueTrackingLink(database().db, created.leadId) };
  }

  function open(token: string) {
    return callRoute(loader, {
      request: new Request(`http://localhost/track/${token}`),
      params: { token },
      context: context().provider,
    });
  }

  function documents(name: string) {
    const form = new FormData();
    form.append("accounts", new Blob([new Uint8Array(samplePdf())]), name);
    return form;
  }

  test("the page is private and never cached or indexed; a dead link is 404, an expired one 410", async () => {
    const { token } = await link();
    const page = await open(token);
    expect(page.init?.status).toBe(200);
    const headers = new Headers(page.init?.headers);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");

    const unknown = await open("A".repeat(43));
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toEqual({ page: { status: "invalid" } });
    expect(JSON.stringify(unknown.data)).not.toContain("Acme");

    await database()
      .db.update(trackingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await open(token);
    expect(expired.init?.status).toBe(410);
    expect(expired.data).toEqual({ page: { status: "expired", linkDays: TRACKING_LINK_DAYS } });
  });

  test("documents posted without scripts are answered in the page and wake the outbox", async () => {
    const { token } = await link();
    const { provider, woken } = context();
    const result = await callRoute(action, {
      request: new Request(`http://localhost/track/${token}`, {
        method: "POST",
        body: documents("accounts.pdf"),
      }),
      params: { token },
      context: provider,
    });
    expect(result.data.answer).toMatchObject({
      status: "success",
      uploaded: 1,
      received: [{ category: "accounts", name: "accounts.pdf" }],
    });
    expect(woken()).toBe(1);
  });

  test("the script's post is answered in JSON with every document received", async () => {
    const { token } = await link();
    const send = (name: string, to = token) =>
      callRoute(documentsAction, {
        request: new Request(`http://localhost/track/${to}/documents`, {
          method: "POST",
          body: documents(name),
        }),
        params: { token: to },
        context: context().provider,
      });
    await send("2024.pdf");
    const response = await send("2025.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = (await response.json()) as { received: { name: string }[] };
    expect(answer.received.map((document) => document.name)).toEqual(["2024.pdf", "2025.pdf"]);

    const refused = await send("2026.pdf", "B".repeat(43));
    expect(refused.status).toBe(403);
    expect(documentsLoader().status).toBe(405);
  });
});
