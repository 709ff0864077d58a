// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { FundingCalculator } from "#app/components/sections/funding-calculator.tsx";
import { analytics } from "#app/lib/analytics.ts";
import { analyticsDelayMs, calculatorResult } from "#app/content/calculator-maths.ts";
import "#app/components/sections/funding-calculator-script.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The calculator's server markup, its script listening on the document. */
function showCalculator() {
  const router = createMemoryRouter([{ path: "/", element: <FundingCalculator /> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  const slider = (label: string) =>
    [...document.querySelectorAll("label")].find((node) => node.textContent === label)!
      .control as HTMLInputElement;
  return {
    amount: slider("How much do you need?"),
    term: slider("Over how long?"),
    result: () => document.querySelector('[data-testid="calculator-result"]')!.textContent,
    outputs: () => [...document.querySelectorAll("output")].map((output) => output.textContent),
  };
}

function move(slider: HTMLInputElement, value: string) {
  slider.value = value;
  slider.dispatchEvent(new Event("input", { bubbles: true }));
}

test("the figures follow the sliders, and use is reported once after the visitor pauses", () => {
  vi.useFakeTimers();
  const reported = vi.spyOn(analytics, "calculatorUse");
  const { amount, term, result, outputs } = showCalculator();
  expect(result()).toBe(calculatorResult(50_000, 24));

  move(amount, "60000");
  expect(outputs()).toEqual(["£60,000", "24 months"]);
  expect(result()).toBe(calculatorResult(60_000, 24));
  expect(amount.getAttribute("aria-valuetext")).toBe("£60,000");
  vi.advanceTimersByTime(analyticsDelayMs / 2);
  move(term, "23");
  expect(outputs()).toEqual(["£60,000", "23 months"]);
  expect(term.getAttribute("aria-valuetext")).toBe("23 months");
  expect(result()).toBe(calculatorResult(60_000, 23));

  vi.advanceTimersByTime(analyticsDelayMs - 1);
  expect(reported).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reported.mock.calls).toEqual([[60_000, 23]]);
});
