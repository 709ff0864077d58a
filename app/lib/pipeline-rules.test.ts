import { describe, expect, it } from "vitest";
import { pipelineWarnings, statusFollowingSubmissions } from "#app/lib/pipeline-rules.ts";

describe("the pipeline follows the submissions", () => {
  it("moves forwards only, to what the submissions say unambiguously", () => {
    expect(statusFollowingSubmissions("contacted", ["sent"])).toBe("submitted_to_lenders");
    expect(statusFollowingSubmissions("awaiting_documents", ["declined", "offered"])).toBe(
      "offer_received",
    );
    // The first funded submission funds the lead, whatever the others say.
    expect(statusFollowingSubmissions("offer_received", ["declined", "funded", "offered"])).toBe(
      "funded",
    );
    // Never backwards, and nothing to follow from declines alone.
    expect(statusFollowingSubmissions("offer_received", ["sent"])).toBeNull();
    expect(statusFollowingSubmissions("submitted_to_lenders", ["declined", "declined"])).toBeNull();
    expect(statusFollowingSubmissions("funded", ["funded"])).toBeNull();
  });

  it("never reopens a lead the broker closed", () => {
    expect(statusFollowingSubmissions("declined", ["funded"])).toBeNull();
    expect(statusFollowingSubmissions("withdrawn", ["offered"])).toBeNull();
  });

  it("names each disagreement instead of hiding it", () => {
    expect(pipelineWarnings("funded", ["offered"])).toEqual([
      { kind: "funded-without-submission" },
    ]);
    expect(pipelineWarnings("declined", ["funded"])).toEqual([
      { kind: "closed-with-funded-submission", status: "declined" },
    ]);
    expect(pipelineWarnings("withdrawn", ["accepted"])).toEqual([
      { kind: "closed-with-live-offer", status: "withdrawn" },
    ]);
    expect(pipelineWarnings("offer_received", ["sent"])).toEqual([
      { kind: "offer-without-submission" },
    ]);
    expect(pipelineWarnings("submitted_to_lenders", ["declined", "declined"])).toEqual([
      { kind: "every-lender-declined" },
    ]);
    expect(pipelineWarnings("declined", ["declined"])).toEqual([]);
    expect(pipelineWarnings("funded", ["declined", "funded"])).toEqual([]);
  });
});
