import { expect, test } from "vitest";
import { percentComplete } from "#app/components/forms/application/wizard-progress.tsx";

test("percent complete on step n of 4 is (n - 1) / 3", () => {
  expect([1, 2, 3, 4].map((step) => percentComplete(step as 1 | 2 | 3 | 4))).toEqual([
    0, 33, 67, 100,
  ]);
});
