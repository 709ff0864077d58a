import { describe, expect, it } from "vitest";
import { foldLenderName, nearLenderMatch } from "#app/lib/lender-names.ts";
import {
  lendersThatFit,
  type FitFacts,
  type FitLender,
} from "#app/server/admin/lead/lender-fit.ts";

/** "Lenders that fit" and the near match of a typed lender name: pure, no database. */

const now = new Date("2026-11-29T09:00:00Z");

function lender(name: string, criteria: Partial<FitLender> = {}): FitLender {
  return {
    id: name.toLowerCase().replace(/\W+/g, "-"),
    name,
    products: [],
    minAmountPence: null,
    maxAmountPence: null,
    minTradingMonths: null,
    minTurnoverPence: null,
    excludedSectors: [],
    ...criteria,
  };
}

const known: FitFacts = {
  product: "bridging-loans",
  loanAmount: 300_000,
  tradingSince: "2026-03",
  sector: "construction",
  turnoverPence: 12_000_000,
};

describe("lenders that fit", () => {
  it("says why each criterion excludes a lender, in plain words", () => {
    const panel = [
      lender("Asset Only", { products: ["asset-funding"] }),
      lender("Small Tickets", { minAmountPence: 2_500_000, maxAmountPence: 25_000_000 }),
      lender("Established", { minTradingMonths: 24 }),
      lender("Big Turnover", { minTurnoverPence: 25_000_000 }),
      lender("No Builders", { excludedSectors: ["construction", "hospitality"] }),
      lender("Open Door"),
    ];
    const fit = lendersThatFit(known, panel, now);
    expect(fit.map((row) => [row.name, row.fits, row.reasons])).toEqual([
      ["Open Door", true, []],
      ["Asset Only", false, ["Does not fund bridging loans"]],
      ["Small Tickets", false, ["Lends £25,000 to £250,000"]],
      ["Established", false, ["Needs 24 months' trading (this business: 8)"]],
      ["Big Turnover", false, ["Needs turnover of £250,000"]],
      ["No Builders", false, ["Does not lend to construction"]],
    ]);
  });

  it("lists every reason a lender fails, and reads open-ended amount ranges", () => {
    const [row] = lendersThatFit(
      { ...known, product: "vat-funding", loanAmount: 5_000 },
      [
        lender("Picky", {
          products: ["bridging-loans"],
          minAmountPence: 1_000_000,
          minTradingMonths: 12,
        }),
      ],
      now,
    );
    expect(row!.reasons).toEqual([
      "Does not fund VAT funding",
      "Lends from £10,000",
      "Needs 12 months' trading (this business: 8)",
    ]);
    const [capped] = lendersThatFit(known, [lender("Capped", { maxAmountPence: 10_000_000 })], now);
    expect(capped!.reasons).toEqual(["Lends up to £100,000"]);
  });

  it("never excludes a lender for a fact not known yet: it is one to check", () => {
    const nothing: FitFacts = {
      product: null,
      loanAmount: null,
      tradingSince: null,
      sector: null,
      turnoverPence: null,
    };
    const [row] = lendersThatFit(
      nothing,
      [
        lender("Every Rule", {
          products: ["bridging-loans"],
          minAmountPence: 100_000,
          minTradingMonths: 6,
          minTurnoverPence: 100,
          excludedSectors: ["retail"],
        }),
      ],
      now,
    );
    expect(row).toMatchObject({
      fits: true,
      reasons: [],
      toCheck: [
        "product not known",
        "amount not known",
        "trading time not known",
        "turnover not known",
        "sector not known",
      ],
    });
  });

  it("lets a business trading exactly the minimum through", () => {
    const [row] = lendersThatFit(
      { ...known, tradingSince: "2024-11" },
      [lender("Two Years", { minTradingMonths: 24 })],
      now,
    );
    expect(row).toMatchObject({ fits: true, reasons: [] });
  });
});

describe("a typed lender name that nearly matches the panel", () => {
  const panel = ["Funding Circle", "Iwoca", "Allica Bank", "YouLend"];

  it("folds case, accents, punctuation and company words", () => {
    expect(foldLenderName("  FUNDING-CIRCLE Ltd. ")).toBe("funding circle");
    expect(foldLenderName("Allica Bank PLC")).toBe("allica bank");
    expect(foldLenderName("Crédit & Co Limited")).toBe("credit and co");
  });

  it("offers the panel lender for a folded match, two edits, or one name inside the other", () => {
    expect(nearLenderMatch("Funding Circle Ltd", panel)).toBe("Funding Circle");
    expect(nearLenderMatch("Fundng Circle", panel)).toBe("Funding Circle");
    // Three edits (a missing letter, two swapped) is too far.
    expect(nearLenderMatch("Fundng Circel", panel)).toBeNull();
    expect(nearLenderMatch("Allica", panel)).toBe("Allica Bank");
    expect(nearLenderMatch("YouLend UK Limited", panel)).toBe("YouLend");
  });

  it("offers nothing for the panel's own name in any case, or a name far from all", () => {
    expect(nearLenderMatch("funding circle", panel)).toBeNull();
    expect(nearLenderMatch("Northgate Capital", panel)).toBeNull();
    // Short names are compared whole: "Iwo" is not two edits from "Iwoca" by accident.
    expect(nearLenderMatch("Ivy", panel)).toBeNull();
  });
});
