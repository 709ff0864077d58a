import { test, expect } from "./fixtures.ts";
import { expectOneMailWith, uniqueEmail } from "./mail.ts";
import { openWithScriptsHeld } from "./scripts-held.ts";
import { continueToNextStep } from "./applicant.ts";

/**
 * What a quick visitor types before a page's scripts have loaded is theirs: the page taking
 * over keeps it, and it is what is sent. Each form is filled with its scripts held back.
 */

test("the application keeps what was typed before its scripts ran, up to Review", async ({
  page,
}) => {
  const held = await openWithScriptsHeld(page, "/application");
  await page.getByLabel("Company name").fill("Early Typist Ltd");
  await page.getByLabel("Trading address").fill("4 Quick Street, Chester CH1 1AB");
  await page.getByRole("radio", { name: "6 to 10" }).check();
  await held.release();

  await expect(page.getByLabel("Company name")).toHaveValue("Early Typist Ltd");
  await expect(page.getByLabel("Trading address")).toHaveValue("4 Quick Street, Chester CH1 1AB");
  await expect(page.getByRole("radio", { name: "6 to 10" })).toBeChecked();
  // A change elsewhere renders the step again: the early answers stay.
  await page.getByLabel("Company website").fill("www.early.example.co.uk");
  await expect(page.getByLabel("Company name")).toHaveValue("Early Typist Ltd");

  for (let step = 0; step < 3; step++) {
    await continueToNextStep(page);
  }
  const review = page.locator("[data-wizard-panel]:not([hidden])");
  await expect(review.getByRole("heading", { name: "Step 4 of 4: Review" })).toBeVisible();
  await expect(review.getByText("Early Typist Ltd", { exact: true })).toBeVisible();
  await expect(review.getByText("6 to 10", { exact: true })).toBeVisible();
  await expect(review.getByText("Enter your company name")).toHaveCount(0);
});

test("the contact form sends what was typed before its scripts ran", async ({ page }) => {
  const email = uniqueEmail("early-contact");
  const held = await openWithScriptsHeld(page, "/contact");
  await page.getByLabel("First name").fill("Early");
  await page.getByLabel("Last name").fill("Bird");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your message").fill("Typed before the page was ready.");
  await held.release();

  await expect(page.getByLabel("First name")).toHaveValue("Early");
  await expect(page.getByLabel("Your message")).toHaveValue("Typed before the page was ready.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for your enquiry." }),
  ).toBeVisible();
  await expectOneMailWith(email, "Early", "Typed before the page was ready.");
});

test("the referral form sends what was typed before its scripts ran", async ({ page }) => {
  const email = uniqueEmail("early-partner");
  const held = await openWithScriptsHeld(page, "/referral-join");
  await page.getByLabel("Business name").fill("Early Accountants LLP");
  await page.getByLabel("Contact name").fill("Ada Early");
  await held.release();

  await page.getByLabel("Contact number").fill("01244 960123");
  await page.getByLabel("Contact email").fill(email);
  await expect(page.getByLabel("Business name")).toHaveValue("Early Accountants LLP");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
  await expectOneMailWith(email, "Early Accountants LLP", "Ada Early");
});

test("the home quote form sends what was typed before its scripts ran", async ({ page }) => {
  const email = uniqueEmail("early-quote");
  const held = await openWithScriptsHeld(page, "/");
  const form = page.getByRole("form", { name: "Get your funding quote" });
  await form.getByLabel("Or type an amount").fill("60000");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("07700 900123");
  await held.release();

  await expect(form.getByLabel("Email address")).toHaveValue(email);
  await expect(form.getByLabel("Phone number")).toHaveValue("07700 900123");
  await form.getByRole("button", { name: "Get My Funding Options" }).click();
  await expect(page).toHaveURL("/enquiry");
  const mail = await expectOneMailWith(email);
  expect(mail).toContain("£60,000");
});

test("the social landing form sends what was typed before its scripts ran", async ({ page }) => {
  const email = uniqueEmail("early-landing");
  const held = await openWithScriptsHeld(page, "/social-media-landing");
  const form = page.getByRole("form", { name: "Get expert funding advice" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("07700 900123");
  await held.release();

  const submit = form.getByRole("button", { name: "Get My Free Quote" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL("/application");
  await expectOneMailWith(email, "07700");
});
