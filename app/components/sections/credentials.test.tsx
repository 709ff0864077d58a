// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { ReviewsSection } from "#app/components/sections/reviews-section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { TrustBadges } from "#app/components/sections/trust-badges.tsx";
import { closingStats } from "#app/content/claims.ts";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";

afterEach(cleanup);

/** Renders `element` under a root route whose loader gives `site`, as the app's root does. */
async function renderWithSite(element: React.ReactElement, site: SiteConfig) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site, gaMeasurementId: null }),
      HydrateFallback: () => null,
      Component: () => <div data-testid="page">{element}</div>,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByTestId("page");
}

const unset = siteConfigFromEnv(parseEnv({}));
const configured = siteConfigFromEnv(
  parseEnv({
    SITE_FCA_FRN: "654321",
    SITE_GOOGLE_REVIEWS_URL: "https://g.page/r/deva-finance/review",
    SITE_GOOGLE_REVIEWS_COUNT: "132",
    SITE_GOOGLE_RATING: "4.9",
  }),
);

describe("trust badges", () => {
  test("with nothing configured: the FCA reference links to the register; no reviews, no stars, no 5/5", async () => {
    const page = await renderWithSite(<TrustBadges keys={["fca", "reviews", "sameDay"]} />, unset);
    const fca = within(page).getByRole("link", {
      name: `FCA Regulated, FRN ${defaultSiteConfig.fcaFirmReference} (opens the FCA register)`,
    });
    expect(fca.getAttribute("href")).toBe(
      `https://register.fca.org.uk/s/search?q=${defaultSiteConfig.fcaFirmReference}&type=Companies`,
    );
    expect(within(page).getAllByRole("listitem")).toHaveLength(2);
    expect(within(page).getByText("Same Day Decisions")).toBeTruthy();
    expect(page.textContent).not.toMatch(/Google|5\/5|review/i);
    expect(page.querySelector('[data-icon="star"]')).toBeNull();
  });

  test("configured: the FRN given and '4.9 from 132 Google reviews' linked, with a star", async () => {
    const page = await renderWithSite(<TrustBadges keys={["fca", "reviews"]} />, configured);
    expect(
      within(page)
        .getByRole("link", { name: "FCA Regulated, FRN 654321 (opens the FCA register)" })
        .getAttribute("href"),
    ).toBe("https://register.fca.org.uk/s/search?q=654321&type=Companies");
    const reviews = within(page).getByRole("link", {
      name: "4.9 from 132 Google reviews (opens our reviews on Google)",
    });
    expect(reviews.getAttribute("href")).toBe("https://g.page/r/deva-finance/review");
    expect(page.querySelector('[data-icon="star"]')).not.toBeNull();
  });

  test("a count without a rating: linked, and no star", async () => {
    const site = { ...configured, googleReviews: { ...configured.googleReviews, rating: null } };
    const page = await renderWithSite(<TrustBadges keys={["reviews"]} />, site);
    expect(within(page).getByRole("link", { name: /^132 Google reviews/ })).toBeTruthy();
    expect(page.querySelector('[data-icon="star"]')).toBeNull();
  });
});

describe("reviews section", () => {
  test("unset: headed Testimonials, with no rating or link to Google", async () => {
    const page = await renderWithSite(<ReviewsSection />, unset);
    expect(within(page).getByText("Testimonials")).toBeTruthy();
    expect(page.textContent).not.toMatch(/Google|5\/5/);
  });

  test("configured: the eyebrow links to the reviews", async () => {
    const page = await renderWithSite(<ReviewsSection />, configured);
    expect(
      within(page)
        .getByRole("link", { name: /^4\.9 from 132 Google reviews/ })
        .getAttribute("href"),
    ).toBe("https://g.page/r/deva-finance/review");
  });
});

describe("closing statistics", () => {
  test("there is no 5/5 among them", async () => {
    const page = await renderWithSite(<StatGrid stats={closingStats} />, unset);
    expect(page.textContent).not.toMatch(/5\/5|Google/);
  });
});

describe("footer", () => {
  test("the company number links to Companies House and the FRN to the register", async () => {
    const site = { ...configured, companyNumber: "09876543" };
    const page = await renderWithSite(<SiteFooter />, site);
    const footer = within(page).getByRole("contentinfo");
    expect(
      within(footer)
        .getByRole("link", { name: "09876543 (opens Companies House)" })
        .getAttribute("href"),
    ).toBe("https://find-and-update.company-information.service.gov.uk/company/09876543");
    expect(
      within(footer)
        .getByRole("link", { name: "654321 (opens the FCA register)" })
        .getAttribute("href"),
    ).toBe("https://register.fca.org.uk/s/search?q=654321&type=Companies");
  });
});
