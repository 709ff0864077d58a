import { expect, test } from "vitest";
import { sanitiseFileName } from "#app/server/upload/file-names.server.ts";

test("names are kept readable, shortened when over-long, and refused with folders or control characters", () => {
  expect(sanitiseFileName("Bank statement (March).pdf")).toBe("Bank statement (March).pdf");
  expect(sanitiseFileName(`${"a".repeat(300)}.pdf`)).toBe(`${"a".repeat(116)}.pdf`);
  expect(sanitiseFileName("a/b.pdf")).toBeNull();
  expect(sanitiseFileName("a\\b.pdf")).toBeNull();
  expect(sanitiseFileName("a\u202egpj.pdf")).toBeNull();
  expect(sanitiseFileName("..")).toBeNull();
});
