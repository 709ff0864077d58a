// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LeadTimeline } from "#app/components/admin/lead-timeline.tsx";

afterEach(cleanup);

const at = "2026-11-28T10:00:00Z";

function event(id: string, type: string, detail: unknown, body: string | null = null) {
  return {
    id,
    type,
    fromStatus: null,
    toStatus: null,
    body,
    detail,
    createdAt: at,
    actorName: "Ben Broker",
  };
}

function renderTimeline(events: ReturnType<typeof event>[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LeadTimeline
          lead={{ kind: "application", createdAt: at, source: null }}
          events={events}
          emails={[]}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the case timeline's lines for joined, merged and split submissions", () => {
  it("says what joined, what was merged in, and links the case a submission was split to or from", () => {
    renderTimeline([
      event("1", "joined", { kind: "enquiry", source: "home-hero", changes: [] }),
      event("2", "joined", {
        kind: "application",
        source: null,
        changes: [{ field: "companyName" }, { field: "loanAmount" }],
      }),
      event("3", "joined", { kind: "enquiry", source: "manual:phone", changes: [] }),
      event("4", "merged", { reference: "DBF-GE2KXH", submissions: 2, fields: ["email"] }),
      event("5", "split", {
        kind: "contact",
        direction: "out",
        reference: "DBF-7K3M9Q",
        leadId: "7b0c3a43-5a53-4a0e-9d55-0d7fb4a0c001",
      }),
      event("6", "split", {
        kind: "application",
        direction: "in",
        reference: "DBF-AC2DE3",
        leadId: "7b0c3a43-5a53-4a0e-9d55-0d7fb4a0c002",
      }),
    ]);
    expect(screen.getByText("Quick quote added to this case")).toBeTruthy();
    expect(
      screen.getByText("Application added to this case. It filled in or updated: company, amount"),
    ).toBeTruthy();
    expect(screen.getByText("Phone enquiry added to this case")).toBeTruthy();
    expect(
      screen.getByText(
        "DBF-GE2KXH merged into this case, with 2 submissions. This case took its email",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "DBF-7K3M9Q" }).getAttribute("href")).toBe(
      "/admin/leads/7b0c3a43-5a53-4a0e-9d55-0d7fb4a0c001",
    );
    expect(screen.getByText(/^Message split into a case of its own:/)).toBeTruthy();
    expect(screen.getByText(/^Application split out of/).textContent).toBe(
      "Application split out of DBF-AC2DE3 into this case",
    );
  });
});

describe("the case timeline's lines for tasks changed from My day", () => {
  it("says a task moved from when to when, and what else changed with whom it is now", () => {
    const body = (words: string, detail: unknown) => event(words, "task", detail, words);
    renderTimeline([
      body("Call back about the van", {
        action: "change",
        fields: ["due"],
        fromDueAt: "2026-11-28T09:00:00Z",
        dueAt: "2026-11-30T09:00:00Z",
      }),
      body("Chase the statements", {
        action: "change",
        fields: ["text", "owner"],
        dueAt: "2026-11-30T14:00:00Z",
        ownerName: "Cat Carter",
      }),
    ]);
    expect(
      screen.getByText(
        "Task moved from 28 Nov 2026, 09:00 to 30 Nov 2026, 09:00: Call back about the van",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Task changed and given to Cat Carter, due 30 Nov 2026, 14:00: Chase the statements",
      ),
    ).toBeTruthy();
  });
});
