import { describe, expect, test } from "vitest";
import { normaliseReference } from "#app/schemas/reference.ts";
import { isUniqueViolation, newReference } from "#app/server/reference.server.ts";

describe("references", () => {
  test("are short and use no look-alike characters", () => {
    const made = new Set(Array.from({ length: 2000 }, () => newReference()));
    expect(made.size).toBeGreaterThan(1990);
    for (const reference of made) expect(reference).toMatch(/^DBF-[^01BILOSUVZ]{6}$/);
  });

  test("are read back as typed, whatever the case, spacing or hyphen", () => {
    expect(normaliseReference("dbf-7k3m9q")).toBe("DBF-7K3M9Q");
    expect(normaliseReference(" DBF 7K3M9Q ")).toBe("DBF-7K3M9Q");
    expect(normaliseReference("7k3m9q")).toBe("DBF-7K3M9Q");
    expect(normaliseReference("DBF-7K3M90")).toBeNull();
    expect(normaliseReference("DBF-")).toBeNull();
  });

  test("a clash is recognised through the errors that wrap it", () => {
    const clash = Object.assign(new Error("duplicate key"), {
      code: "23505",
      constraint: "leads_reference_unique",
    });
    expect(
      isUniqueViolation(new Error("query failed", { cause: clash }), "leads_reference_unique"),
    ).toBe(true);
    expect(isUniqueViolation(clash, "leads_pkey")).toBe(false);
    expect(isUniqueViolation(new Error("other"), "leads_reference_unique")).toBe(false);
  });
});
