import { describe, expect, it, vi } from "vitest";
import { madeOnFirstUse } from "#app/lib/first-use.ts";

describe("madeOnFirstUse", () => {
  it("makes nothing until asked, then makes once and keeps it", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
