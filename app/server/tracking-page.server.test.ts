import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";
import { documentMessages } from "#app/lib/documents.ts";
import { changeStatus } from "#app/server/admin/lead/lead.server.ts";
import { getLead } from "#app/server/admin/lead/lead.server.ts";
import {
  documentChecks,
  leads,
  openBankingRequests,
  outbox,
  trackingLinks,
  uploadedDocuments,
} from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { DocumentsNotification } from "#app/server/notifications.server.ts";
import { loadTrackingPage, receiveTrackedDocuments } from "#app/server/tracking-page.server.ts";
import { checklistRows } from "#app/lib/document-checklist.ts";
import { caseChecklist } from "#app/server/admin/lead/checklist.server.ts";
import { TRACKING_LINK_DAYS, issueTrackingLink } from "#app/server/tracking.server.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { useTestStorage } from "#tests/harness/storage.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

const day = 86_400_000;

function upload(fields: { field: string; name: string }[]): Request {
  const form = new FormData();
  for (const { field, name } of fields) {
    form.append(field, new Blob([new Uint8Array(samplePdf())]), name);
  }
  return new Request("http://localhost/track/x", { method: "POST", body: form });
}

/** A token of the right shape that no link was ever made with. */
const unknownToken = "A".repeat(43);

describe.each(testDatabaseKinds)("the applicant's tracking page on %s", (kind) => {
  const database = useTestDatabase(kind);
  const storage = useTestStorage("disk");

  function deps(now?: Date) {
    return {
      db: database().db,
      storage: storage().storage,
      logger: createLogger("silent"),
      env: parseEnv({ NODE_ENV: "test" }),
      now: now ? () => now : undefined,
    };
  }

  async function applied() {
    const { db } = database();
    const created = await addApplication(db, { loanPurpose: "A second delivery van" });
    return { ...created, token: await issueTrackingLink(db, created.leadId) };
  }

  test("a link shows the reference, what was given, the stage and the documents", async () => {
    const { db } = database();
    const { token, reference, applicationId } = await applied();
    expect(await loadTrackingPage(db, token)).toEqual({
      status: "valid",
      view: {
        kind: "application",
        reference,
        stage: "received",
        closedReason: null,
        summary: {
          reference,
          companyName: "Acme Widgets Ltd",
          loanAmount: 50_000,
          loanReasons: ["Working capital", "Purchase stock"],
          loanPurpose: "A second delivery van",
          // The general form: no product, so no property or exit.
          product: null,
          propertyValuePounds: null,
          exit: null,
        },
        application: {
          received: [],
          // The case's checklist as its broker works it: the general list, all still needed
          // (no Open Banking asked for, so the statements too).
          checklist: checklistRows(null, [], [], null),
        },
      },
    });
    await receiveTrackedDocuments(
      upload([{ field: "bank_statements", name: "March.pdf" }]),
      token,
      deps(),
    );
    const page = await loadTrackingPage(db, token);
    expect(page.status === "valid" && page.view.application?.received).toEqual([
      {
        id: expect.any(String),
        category: "bank_statements",
        name: "March.pdf",
        receivedAt: expect.any(String),
      },
    ]);
    const rows = await db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.applicationId, applicationId));
    expect(rows).toHaveLength(1);
  });

  test("the documents checklist is the case's: its product, the broker's verdicts and Open Banking", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const { token, leadId } = await applied();
    await db.update(leads).set({ product: "bridging-loans" }).where(eq(leads.id, leadId));
    await db.insert(documentChecks).values({
      leadId,
      category: "accounts",
      state: "asked_again",
      note: "The 2023 accounts, not 2022",
      decidedByUserId: broker.id,
    });
    await db
      .insert(openBankingRequests)
      .values({ leadId, state: "link_sent", updatedByUserId: broker.id });
    const page = await loadTrackingPage(db, token);
    const rows = page.status === "valid" ? page.view.application?.checklist : undefined;
    expect(rows?.map(({ category, state, note }) => [category, state, note])).toEqual([
      ["accounts", "asked_again", "The 2023 accounts, not 2022"],
      ["bank_statements", "open_banking", null],
      ["photo_id", "missing", null],
      ["proof_of_address", "missing", null],
      ["management_accounts", "missing", null],
      ["property_details", "missing", null],
      ["exit_plan", "missing", null],
    ]);
    // The broker's case page reads the same rows.
    expect(rows).toEqual(
      (
        await caseChecklist(
          db,
          { id: leadId, product: "bridging-loans" },
          { documents: [], hasApplication: true },
        )
      ).rows,
    );
  });

  test("documents sent with the case's earlier application are listed and count on its checklist", async () => {
    const { db } = database();
    const first = await addApplication(db);
    // The same applicant applies again: one case, whose latest application speaks for it.
    const second = await addApplication(db, { loanPurpose: "A second delivery van" });
    expect(second.leadId).toBe(first.leadId);
    expect(second.applicationId).not.toBe(first.applicationId);
    await db.insert(uploadedDocuments).values({
      applicationId: first.applicationId,
      fileName: "March statements.pdf",
      filePath: `${first.applicationId}/march.pdf`,
      fileType: "application/pdf",
      documentCategory: "bank_statements",
      sizeBytes: 1_000,
      sha256: "0".repeat(64),
    });
    const token = await issueTrackingLink(db, first.leadId);

    const page = await loadTrackingPage(db, token);
    const view = page.status === "valid" ? page.view : undefined;
    expect(view?.summary).toMatchObject({ loanPurpose: "A second delivery van" });
    expect(view?.application?.received.map((document) => document.name)).toEqual([
      "March statements.pdf",
    ]);
    const statements = view?.application?.checklist.find(
      (row) => row.category === "bank_statements",
    );
    expect(statements?.state).toBe("received");

    // An upload through the link goes with the latest application, and answers with the case's.
    const result = await receiveTrackedDocuments(
      upload([{ field: "accounts", name: "Accounts 2025.pdf" }]),
      token,
      deps(),
    );
    expect(
      result.status === "uploaded" && result.received.map((document) => document.name),
    ).toEqual(["March statements.pdf", "Accounts 2025.pdf"]);
    const stored = await db
      .select({ applicationId: uploadedDocuments.applicationId })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.fileName, "Accounts 2025.pdf"));
    expect(stored).toEqual([{ applicationId: second.applicationId }]);
  });

  test("the stage follows the status a broker sets; a closed lead shows the broker's reason", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const { token, leadId } = await applied();
    const stageAfter = async (
      status: Parameters<typeof changeStatus>[2]["status"],
      reason = "",
    ) => {
      await changeStatus(db, leadId, { status, reason }, { userId: broker.id });
      const page = await loadTrackingPage(db, token);
      return page.status === "valid" ? [page.view.stage, page.view.closedReason] : page.status;
    };
    expect(await stageAfter("awaiting_documents")).toEqual(["with_broker", null]);
    expect(await stageAfter("submitted_to_lenders")).toEqual(["with_lenders", null]);
    expect(await stageAfter("offer_received")).toEqual(["offer_ready", null]);
    expect(await stageAfter("declined", "No lender on the panel lends to this sector.")).toEqual([
      "closed",
      "No lender on the panel lends to this sector.",
    ]);
    expect(await stageAfter("funded")).toEqual(["funded", null]);
  });

  test("an enquiry's link shows its stage and amount, and takes no documents", async () => {
    const { db } = database();
    const { leadId, reference } = await addEnquiry(db);
    const token = await issueTrackingLink(db, leadId);
    const page = await loadTrackingPage(db, token);
    expect(page).toMatchObject({
      status: "valid",
      view: {
        kind: "enquiry",
        reference,
        stage: "received",
        summary: { loanAmount: 75_000, companyName: null },
        application: null,
      },
    });
    await db.delete(outbox);
    const result = await receiveTrackedDocuments(
      upload([{ field: "accounts", name: "accounts.pdf" }]),
      token,
      deps(),
    );
    expect(result).toMatchObject({
      status: "refused",
      httpStatus: 409,
      message: documentMessages.needsApplication,
    });
    expect(await db.select().from(outbox)).toEqual([]);
  });

  test("an expired link says so and shows nothing; an altered or unknown one is not found", async () => {
    const { db } = database();
    const issued = new Date("2026-01-01T12:00:00Z");
    const created = await addApplication(db);
    const token = await issueTrackingLink(db, created.leadId, issued);
    const later = new Date(issued.getTime() + (TRACKING_LINK_DAYS + 1) * day);
    expect(await loadTrackingPage(db, token, later)).toEqual({
      status: "expired",
      linkDays: TRACKING_LINK_DAYS,
    });
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await loadTrackingPage(db, altered)).toEqual({ status: "invalid" });
    expect(await loadTrackingPage(db, unknownToken)).toEqual({ status: "invalid" });
    expect(await loadTrackingPage(db, "../../etc/passwd")).toEqual({ status: "invalid" });

    const phone = siteConfigFromEnv(parseEnv({ NODE_ENV: "test" })).phoneDisplay;
    const expired = await receiveTrackedDocuments(
      upload([{ field: "accounts", name: "accounts.pdf" }]),
      token,
      deps(later),
    );
    expect(expired).toMatchObject({
      status: "refused",
      httpStatus: 403,
      message: documentMessages.trackingLinkExpired(phone),
    });
    const unknown = await receiveTrackedDocuments(
      upload([{ field: "accounts", name: "accounts.pdf" }]),
      unknownToken,
      deps(),
    );
    expect(unknown).toMatchObject({ status: "refused", message: documentMessages.badToken });
    expect(await db.select().from(uploadedDocuments)).toEqual([]);
  });

  test("an upload through the link reaches the lead, tells the brokers and keeps the link alive", async () => {
    const { db } = database();
    const issued = new Date("2026-01-01T12:00:00Z");
    const created = await addApplication(db);
    const token = await issueTrackingLink(db, created.leadId, issued);
    await db.delete(outbox);
    const uploadedAt = new Date(issued.getTime() + 80 * day);
    const result = await receiveTrackedDocuments(
      upload([
        { field: "accounts", name: "Accounts 2025.pdf" },
        { field: "other_documents", name: "Passport.pdf" },
      ]),
      token,
      deps(uploadedAt),
    );
    expect(result).toMatchObject({ status: "uploaded", openBanking: false });

    const lead = await getLead(db, created.leadId);
    expect(lead?.documents.map((document) => [document.category, document.fileName])).toEqual([
      ["accounts", "Accounts 2025.pdf"],
      ["other_documents", "Passport.pdf"],
    ]);
    const notifications = (await db.select().from(outbox)).map(
      (row) => row.payload as DocumentsNotification,
    );
    expect(notifications).toMatchObject([
      {
        type: "documents",
        leadId: created.leadId,
        companyName: "Acme Widgets Ltd",
        totalFiles: 2,
        documentTypes: { accounts: 1, otherDocuments: 1 },
      },
    ]);
    const [link] = await db.select().from(trackingLinks);
    expect(link?.expiresAt.getTime()).toBe(uploadedAt.getTime() + TRACKING_LINK_DAYS * day);
  });
});
