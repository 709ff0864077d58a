// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ctaCopy, ctaVariants } from "#app/content/cta.ts";
import { analytics } from "#app/lib/analytics.ts";
import { startMeasuring } from "#app/shell/measure.ts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Clicks are reported by the shell every page loads, as on the site.
beforeAll(() => {
  document.documentElement.dataset.measure = "";
  startMeasuring();
});

function renderCta(element: React.ReactElement) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => element },
    { path: "/application", Component: () => <h1>Application</h1> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("call-to-action section", () => {
  test.each(ctaVariants)("the %s variant shows its own default copy", (variant) => {
    renderCta(<CtaSection variant={variant} location="test" />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveProperty(
      "textContent",
      ctaCopy[variant].title,
    );
    expect(screen.getByText(ctaCopy[variant].description)).toBeTruthy();
    expect(
      screen.getByText("FCA Regulated • No Obligation Service • All Costs Disclosed Upfront"),
    ).toBeTruthy();
    expect(screen.queryByText("Same day funding available") !== null).toBe(variant === "urgent");
  });

  test("title and description can be overridden, and the stats shown", () => {
    renderCta(
      <CtaSection
        title="Got Your Questions Answered"
        description="Start now."
        showStats
        location="x"
      />,
    );
    expect(screen.getByRole("heading", { name: "Got Your Questions Answered" })).toBeTruthy();
    expect(screen.getByText("Start now.")).toBeTruthy();
    for (const label of ["Loans approved", "Typical decision", "Funding arranged"])
      expect(screen.getByText(label)).toBeTruthy();
  });

  test("the button opens the application and reports Start Application Now", async () => {
    const reported = vi.spyOn(analytics, "startApplicationNow");
    const cta = vi.spyOn(analytics, "ctaClick");
    renderCta(<CtaSection location="home" />);
    await userEvent.click(screen.getByRole("link", { name: "Start Application Now" }));
    expect(await screen.findByRole("heading", { name: "Application" })).toBeTruthy();
    expect(reported).toHaveBeenCalledWith("home");
    expect(cta).not.toHaveBeenCalled();
  });

  test("a page that tracks more has the press reported as a call to action too", async () => {
    const reported = vi.spyOn(analytics, "startApplicationNow");
    const cta = vi.spyOn(analytics, "ctaClick");
    renderCta(<CtaSection location="landing" alsoReportAsCta />);
    await userEvent.click(screen.getByRole("link", { name: "Start Application Now" }));
    expect(reported).toHaveBeenCalledWith("landing");
    expect(cta).toHaveBeenCalledWith("Start Application Now", "landing");
  });
});
