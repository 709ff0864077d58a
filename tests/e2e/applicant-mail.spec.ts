import { lostLinkCopy } from "#app/content/lost-link.ts";
import { lostLinkMessages } from "#app/schemas/lost-link.ts";
import { applyAs } from "./applicant.ts";
import { expectNoViolations } from "./axe.ts";
import { test, expect } from "./fixtures.ts";
import {
  applicantLinkFromMail,
  expectOneApplicantMailWith,
  expectOneMailWith,
  uniqueEmail,
} from "./mail.ts";

/** The applicant's own mail: the acknowledgement, and a link sent again from "Lost your link?". */

const referencePattern = /DBF-[23456789ACDEFGHJKMNPQRTWXY]{6}/;
const trackingLinkPattern = /https?:\/\/[^\s"<>]+(\/track\/[A-Za-z0-9_-]{43})(?=[\s"<]|$)/;

test.describe("mail to applicants", () => {
  // A whole application, then mail written by the outbox worker.
  test.describe.configure({ timeout: 90_000 });

  test("an applicant is sent an acknowledgement with their reference and a secure link", async ({
    page,
  }) => {
    const email = uniqueEmail("acknowledged");
    const company = `Acknowledged ${Date.now()} Ltd`;
    await applyAs(page, company, email);

    const acknowledgement = await expectOneApplicantMailWith(email, "Application received");
    const reference = referencePattern.exec(acknowledgement)?.[0];
    expect(reference).toBeDefined();
    // Nothing the visitor typed is repeated to an address nobody has confirmed.
    expect(acknowledgement).not.toContain(company);
    expect(acknowledgement).toMatch(/^Reply-To: enquiries@example\.com$/m);
    const path = await applicantLinkFromMail(email);
    expect(path).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
    expect(acknowledgement).toContain(path);
    // The brokers' notification names the same application by the same reference.
    await expectOneMailWith(company, `Reference: ${reference}`);
  });

  test("Lost your link? answers the same for any address and mails a new link to a known one", async ({
    page,
  }) => {
    const email = uniqueEmail("lost-link");
    await applyAs(page, `Lost Link ${Date.now()} Ltd`, email);
    const acknowledgement = await expectOneApplicantMailWith(email, "Application received");
    const reference = referencePattern.exec(acknowledgement)?.[0] ?? "missing";

    await page.goto("/track");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lost your link?");
    await expectNoViolations(page, "the form");

    const field = page.getByLabel(lostLinkCopy.emailLabel);
    const send = page.getByRole("button", { name: lostLinkCopy.submit });
    await field.fill("not an address");
    await send.click();
    await expect(page.getByText(lostLinkMessages.emailInvalid)).toBeVisible();
    await expectNoViolations(page, "an address refused");

    await field.fill(uniqueEmail("stranger"));
    await send.click();
    await expect(page.getByRole("status")).toContainText(lostLinkCopy.answer);

    await field.fill(email.toUpperCase());
    await send.click();
    await expect(page.getByRole("status")).toContainText(lostLinkCopy.answer);
    await expectNoViolations(page, "answered");

    const linkMail = await expectOneApplicantMailWith(
      email,
      `Your link to application ${reference}`,
    );
    expect(trackingLinkPattern.exec(linkMail)?.[1]).toMatch(/^\/track\//);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the lost-link form posts and answers", async ({ page }) => {
      await page.goto("/track");
      await page.getByLabel(lostLinkCopy.emailLabel).fill(uniqueEmail("no-script"));
      await page.getByRole("button", { name: lostLinkCopy.submit }).click();
      await expect(page.getByRole("status")).toContainText(lostLinkCopy.answer);
    });
  });
});
