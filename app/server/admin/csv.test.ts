import { describe, expect, it } from "vitest";
import { csvCell, csvPhone, csvRow, csvStart } from "#app/server/admin/csv.server.ts";

/** What every back-office CSV is made of, as a spreadsheet opens it. */
describe("CSV cells", () => {
  it("starts every export with a byte-order mark, then its header", () => {
    const bytes = new TextEncoder().encode(csvStart(["Reference", "Introducer"]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF"Reference","Introducer"\r\n',
    );
  });

  it("writes phones as text a spreadsheet keeps: leading zero, no formula, no apostrophe", () => {
    expect(csvPhone("+447700900481")).toBe("07700 900481");
    expect(csvPhone("+33123456789")).toBe("00 33 1 23 45 67 89");
    expect(csvPhone(null)).toBe("");
    for (const phone of ["+447700900481", "+33123456789", "+1 202 555 0100"]) {
      const cell = csvCell(csvPhone(phone));
      expect(cell).not.toMatch(/^"['+=@-]/);
      expect(cell).toMatch(/^"0/);
    }
    // Anything else starting like a formula is still defused.
    expect(csvRow(["+Evil Co", "=1+1"])).toBe(`"'+Evil Co","'=1+1"\r\n`);
  });
});
