import { expect, test, vi } from "vitest";
import { formatCount } from "#app/lib/numbers.ts";

test("figures are grouped in thousands and keep a fraction", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(1_234)).toBe("1,234");
  expect(formatCount(1_000_000)).toBe("1,000,000");
  expect(formatCount(4.5)).toBe("4.5");
});

test("the formatter is made when a figure is first written, not as the module loads", async () => {
  const Real = Intl.NumberFormat;
  const made = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof Real>
  ) {
    return new Real(...args);
  });
  vi.resetModules();
  const fresh = await import("#app/lib/numbers.ts");
  expect(made).not.toHaveBeenCalled();
  fresh.formatCount(1);
  fresh.formatCount(2);
  expect(made).toHaveBeenCalledTimes(1);
  made.mockRestore();
});
