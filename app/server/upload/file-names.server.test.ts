import { expect, test } from "vitest";
import { sanitiseFileName, typedFileName } from "#app/server/upload/file-names.server.ts";

test("names are kept readable, shortened when over-long, and refused with folders or control characters", () => {
  expect(sanitiseFileName("Bank statement (March).pdf")).toBe("Bank statement (March).pdf");
  expect(sanitiseFileName(`${"a".repeat(300)}.pdf`)).toBe(`${"a".repeat(116)}.pdf`);
  expect(sanitiseFileName("a/b.pdf")).toBeNull();
  expect(sanitiseFileName("a\\b.pdf")).toBeNull();
  expect(sanitiseFileName("a\u202egpj.pdf")).toBeNull();
  expect(sanitiseFileName("..")).toBeNull();
});

test("letters of any language and the punctuation people type are kept; hidden marks are not", () => {
  for (const name of [
    "Zoë accounts.pdf",
    "John’s bank statement – March.pdf",
    "Überweisung „März“.pdf",
    "Łódź 2025 — Q3.pdf",
    "حساب.pdf",
  ]) {
    expect(sanitiseFileName(name)).toBe(name);
  }
  // Decomposed letters are composed, so the same name is always kept the same way.
  expect(sanitiseFileName("Zoe\u0308.pdf")).toBe("Zoë.pdf");
  for (const hidden of ["\u061c", "\u200e", "\u2028", "\u2067", "\u0085"]) {
    expect(sanitiseFileName(`a${hidden}b.pdf`)).toBeNull();
  }
});

test("a kept name ends with an extension of the type found in the file", () => {
  expect(typedFileName("Accounts 2025.pdf", "application/pdf")).toBe("Accounts 2025.pdf");
  expect(typedFileName("SCAN.JPEG", "image/jpeg")).toBe("SCAN.JPEG");
  expect(typedFileName("poly.html", "application/pdf")).toBe("poly.html.pdf");
  expect(typedFileName("photo.jpg", "image/png")).toBe("photo.jpg.png");
  expect(typedFileName("notes", "application/msword")).toBe("notes.doc");
  expect(typedFileName("page.html", "text/html")).toBe("page.html.bin");
  // Still at most 120 characters, and never half of a character.
  const long = typedFileName(`a${"😀".repeat(59)}.html`, "application/pdf");
  expect(long).toBe(`a${"😀".repeat(57)}.pdf`);
  expect(sanitiseFileName(`a${"😀".repeat(100)}.pdf`)).toBe(`a${"😀".repeat(57)}.pdf`);
});
