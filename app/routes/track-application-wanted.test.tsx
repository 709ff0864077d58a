// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { WantedDocuments } from "#app/routes/track-application.tsx";
import { checklistRows, type ChecklistVerdict } from "#app/lib/document-checklist.ts";
import type { ReceivedDocument } from "#app/lib/documents.ts";
import type { OpenBankingState } from "#app/schemas/value-lists.ts";

afterEach(cleanup);

type Case = {
  product?: string | null;
  verdicts?: ChecklistVerdict[];
  openBanking?: OpenBankingState | null;
};

/** The list as the page shows it: the case's rows as the server reads them, then `received`. */
function show(
  loaded: ReceivedDocument[],
  { product = null, verdicts = [], openBanking = null }: Case,
) {
  const documents = loaded.map(({ category, receivedAt }) => ({ category, createdAt: receivedAt }));
  const rows = checklistRows(product, documents, verdicts, openBanking);
  const page = (received: ReceivedDocument[]) => (
    <MemoryRouter>
      <WantedDocuments received={received} checklist={rows} />
    </MemoryRouter>
  );
  const { rerender } = render(page(loaded));
  const items = () => screen.getAllByRole("listitem").map((item) => item.textContent);
  return { items, uploaded: (received: ReceivedDocument[]) => rerender(page(received)) };
}

const accounts = (id: string, receivedAt: string): ReceivedDocument => ({
  id,
  category: "accounts",
  name: `${id}.pdf`,
  receivedAt,
});

test("a bridging case asks for what its broker's checklist asks, the property and the exit too", () => {
  const { items } = show([], { product: "bridging-loans" });
  expect(items().map((text) => text?.split(",")[0])).toEqual([
    "Full company accounts",
    "6 months of business bank statements",
    "Photo ID for all directors",
    "Proof of business address",
    "Management accounts (if you have them)",
    // Up to the first comma: "…its address, value and any mortgage on it".
    "Details of the property: its address",
    "How the loan will be repaid at the end of its term (the exit)",
  ]);
});

test("a document the broker asked for again says so with what is needed, until one is uploaded", () => {
  const first = accounts("2024", "2026-11-19T09:00:00.000Z");
  const { items, uploaded } = show([first], {
    verdicts: [
      {
        category: "accounts",
        state: "asked_again",
        note: "The 2025 accounts, not 2024",
        decidedAt: "2026-11-20T10:00:00.000Z",
      },
    ],
    openBanking: "link_sent",
  });
  expect(items()[0]).toBe(
    "Full company accounts, asked for againWhat your broker needs instead: The 2025 accounts, not 2024",
  );
  // Open Banking under way stands in for the statements.
  expect(items()[1]).toContain("6 months of business bank statements, by Open Banking");
  uploaded([first, accounts("2025", "2026-11-21T09:00:00.000Z")]);
  expect(items()[0]).toMatch(/^Full company accounts, received/);
  expect(items()[0]).not.toContain("The 2025 accounts");
});

test("a document the broker accepted is ticked as checked; one not sent is still needed", () => {
  const { items } = show([accounts("2025", "2026-11-19T09:00:00.000Z")], {
    verdicts: [
      { category: "accounts", state: "accepted", note: null, decidedAt: "2026-11-20T10:00:00Z" },
    ],
  });
  expect(items()[0]).toMatch(/^Full company accounts, received and checked by your broker/);
  expect(items()[1]).toMatch(/^6 months of business bank statements, still needed/);
});
