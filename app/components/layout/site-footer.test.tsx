// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { SiteFooter, copyrightYear } from "#app/components/layout/site-footer.tsx";
import { defaultSiteConfig } from "#app/config/site.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderFooter() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: defaultSiteConfig, gaMeasurementId: null }),
      HydrateFallback: () => null,
      Component: SiteFooter,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

describe("the footer's copyright year", () => {
  test("is this year's", async () => {
    const footer = await renderFooter();
    const year = new Date().getUTCFullYear();
    expect(within(footer).getByText(/All rights reserved/).textContent).toBe(
      `© ${year} ${defaultSiteConfig.legalName}. All rights reserved.`,
    );
  });

  test("follows the clock into a new year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:01Z"));
    const footer = await renderFooter();
    expect(within(footer).getByText(/All rights reserved/).textContent).toMatch(/^© 2031 /);
    expect(copyrightYear(new Date("2030-12-31T23:59:59Z"))).toBe(2030);
  });
});
