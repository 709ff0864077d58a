import { expect, it } from "vitest";
import { caseName } from "#app/components/admin/labels.ts";
import { leadKindLabel } from "#app/schemas/admin.ts";

it("names a broker's lead by how it reached us, and any other by its form", () => {
  expect(leadKindLabel({ kind: "enquiry", source: "manual:phone" })).toBe("Phone enquiry");
  expect(leadKindLabel({ kind: "enquiry", source: "manual:walk_in" })).toBe("Walk-in enquiry");
  expect(leadKindLabel({ kind: "enquiry", source: "home" })).toBe("Quick quote");
  expect(leadKindLabel({ kind: "application", source: null })).toBe("Application");
});

it("marks a lead known only by its email as having no name", () => {
  const lead = { companyName: null, fullName: null, erasedAt: null };
  expect(caseName({ ...lead, email: "dana@example.co.uk" })).toBe(
    "dana@example.co.uk (no name given)",
  );
  expect(caseName({ ...lead, fullName: "Dana Oak", email: "dana@example.co.uk" })).toBe("Dana Oak");
});
