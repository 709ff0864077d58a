import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  formatAmountRange,
  formatDuration,
  formatDurationStat,
  formatMaxTerm,
  formatTerm,
  plural,
} from "#app/content/format.ts";
import { documentMessages } from "#app/lib/documents.ts";

describe("money", () => {
  test("long and short ranges read as a person would write them", () => {
    expect(formatAmountRange({ min: 5_000, max: 500_000 })).toBe("£5,000 to £500,000");
    expect(formatAmountRange({ min: 5_000, max: 500_000 }, "short")).toBe("£5K-£500K");
    expect(formatAmountRange({ min: 25_000, max: 5_000_000 }, "short")).toBe("£25K-£5M");
  });
});

describe("terms", () => {
  test("short terms in months, long terms in years, options listed", () => {
    expect(formatTerm({ kind: "range", minMonths: 3, maxMonths: 24 })).toBe("3-24 months");
    expect(formatTerm({ kind: "range", minMonths: 6, maxMonths: 72 })).toBe("6 months to 6 years");
    expect(formatTerm({ kind: "range", minMonths: 12, maxMonths: 300 })).toBe("1-25 years");
    expect(formatTerm({ kind: "options", months: [6, 10, 12] })).toBe("6, 10 or 12 months");
    expect(formatTerm({ kind: "options", months: [3] })).toBe("3 months");
    expect(formatMaxTerm({ kind: "range", minMonths: 6, maxMonths: 72 })).toBe("Up to 6 years");
  });
});

describe("decision times", () => {
  test("ranges, 'as fast as' and the large stat form", () => {
    expect(formatDuration({ min: 24, max: 48, unit: "hours" })).toBe("24-48 hours");
    expect(formatDuration({ max: 2, unit: "hours", reading: "from" })).toBe("as fast as 2 hours");
    expect(formatDurationStat({ min: 24, max: 48, unit: "hours" })).toBe("48hrs");
    expect(formatDurationStat({ min: 5, max: 10, unit: "days" })).toBe("5-10 days");
  });
});

describe("counts", () => {
  test("a count and its noun agree, in words", () => {
    expect(plural(1, "file")).toBe("1 file");
    expect(plural(2, "file")).toBe("2 files");
    expect(plural(0, "file")).toBe("0 files");
    expect(plural(3, "story", "stories")).toBe("3 stories");
    expect(documentMessages.uploaded(1, false)).toMatch(/^1 file uploaded successfully\./);
    expect(documentMessages.uploaded(2, false)).toMatch(/^2 files uploaded successfully\./);
  });

  test('no count anywhere is written as "file(s)": each goes through the plural helper', () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join("app", file));
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/[a-z]\(s\) [a-z]/gi)].map(() => file),
    );
    expect(found).toEqual([]);
  });
});
