import { createHash } from "node:crypto";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { analyticsEvents, scriptRequests, test, expect } from "./fixtures.ts";
import { brokerMailAbout } from "./mail.ts";
import { drawingOn, expectDrawingShown } from "./illustration.ts";
import { openWithScriptsHeld } from "./scripts-held.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { answerCompanyQuestions, continueToNextStep } from "./applicant.ts";

/**
 * The four-step application at /application: a visitor's journey with two directors, what the
 * wizard remembers, how it points out missing answers, and the same journey without scripts.
 */

const company = {
  name: "Acme Widgets Ltd",
  address: "1 High Street, Chester CH1 1AB",
  website: "www.acme-widgets.example.co.uk",
};
const ann = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@acme-widgets.example.co.uk",
  mobile: "07700 900123",
  homeAddress: "2 Low Street, Chester CH1 1AA",
};
const bob = {
  firstName: "Bob",
  lastName: "Jones",
  email: "bob@acme-widgets.example.co.uk",
  mobile: "07700 900456",
  homeAddress: "3 New Road, Chester CH2 2BB",
  previousAddress: "9 Old Lane, Leeds LS1 1AA",
};

/**
 * Each test comes from its own address (the server trusts the forwarding header only from a
 * proxy on this machine), so the per-address limit on applications never couples tests.
 */
test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${hash[0]}.${hash[1]}` });
});

/** A company name no other test uses, to find this application's mail to the brokers. */
function uniqueCompany(testInfo: TestInfo) {
  return `${company.name} ${testInfo.project.name} ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
}

function stepHeading(page: Page, step: number, title: string) {
  return page.getByRole("heading", { name: `Step ${step} of 4: ${title}` });
}

function director(page: Page, number: number): Locator {
  return page.getByRole("region", { name: new RegExp(`^Director ${number}\\b`) });
}

async function fillCompany(page: Page, name: string = company.name) {
  await page.getByLabel("Company name").fill(name);
  await fillRestOfCompany(page);
}

async function fillRestOfCompany(page: Page) {
  await answerCompanyQuestions(page);
  await page.getByLabel("Trading address").fill(company.address);
  await page.getByLabel("Company website").fill(company.website);
  await page.getByRole("radio", { name: "6 to 10" }).check();
}

async function fillLoanDetails(page: Page) {
  await page.getByLabel("How much would you like to borrow?").pressSequentially("50000");
  await page.getByRole("checkbox", { name: "Working capital" }).check();
  await page.getByRole("checkbox", { name: "Purchase stock" }).check();
  await page.getByLabel("Annual turnover").pressSequentially("250000");
  await page.getByRole("radio", { name: "£50,000 to £100,000" }).check();
  await page
    .getByRole("group", { name: /borrowed money in the last 12 months/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("How much did the business borrow?").pressSequentially("20000");
  await page
    .getByRole("group", { name: /have an overdraft/ })
    .getByRole("radio", { name: "No" })
    .check();
}

async function fillDirector(
  card: Locator,
  person: typeof ann & { previousAddress?: string },
  homeOwnership: string,
) {
  await card.getByLabel("First name").fill(person.firstName);
  await card.getByLabel("Last name").fill(person.lastName);
  await card.getByLabel("Email address").fill(person.email);
  await card.getByLabel("Mobile number").fill(person.mobile);
  await card.getByLabel("Home address").fill(person.homeAddress);
  if (person.previousAddress) {
    await card.getByRole("checkbox", { name: /less than 3 years/ }).check();
    await card.getByLabel("Previous address").fill(person.previousAddress);
  }
  await card.getByRole("radio", { name: homeOwnership }).check();
}

/** The form events recorded, as `name:form`. */
async function formEvents(page: Page) {
  return (await analyticsEvents(page)).map(
    (args) => `${String(args[1])}:${(args[2] as { form_name?: string }).form_name ?? ""}`,
  );
}

test.describe("with JavaScript", () => {
  // One width: the wizard's phone layout is checked step by step by application-a11y.spec.ts.
  test("a full application with two directors reaches the results page", async ({
    page,
  }, testInfo) => {
    const companyName = uniqueCompany(testInfo);
    // A quick visitor starts before the page's scripts have loaded; what they typed stays.
    const held = await openWithScriptsHeld(page, "/application");
    await page.getByLabel("Company name").fill(companyName);
    await held.release();
    await expect(page.getByLabel("Company name")).toHaveValue(companyName);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's get you funded");
    await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    // The help panel beside the form ends with a drawing; on a phone the panel follows the
    // form and has none.
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await expectDrawingShown(page, illustrations.applicationPanel);
      await page.evaluate(() => window.scrollTo(0, 0));
    } else {
      await expect(drawingOn(page, illustrations.applicationPanel)).toBeHidden();
    }

    await fillRestOfCompany(page);
    await continueToNextStep(page);
    await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    await fillLoanDetails(page);
    await expect(page.getByLabel("How much would you like to borrow?")).toHaveValue("50,000");
    await continueToNextStep(page);

    await expect(stepHeading(page, 3, "Directors")).toBeFocused();
    await expect(
      page.getByText("At least 1 director is required, for those giving a personal guarantee."),
    ).toBeVisible();
    await fillDirector(director(page, 1), ann, "Homeowner");
    await expect(director(page, 1).getByText("Complete", { exact: true })).toBeVisible();
    // The button below the cards (the first card has the same shortcut while it is alone).
    await page.getByRole("button", { name: "Add Another Director" }).last().click();
    await expect(director(page, 2).getByLabel("First name")).toBeFocused();
    await fillDirector(director(page, 2), bob, "Tenant");
    await continueToNextStep(page);

    await expect(stepHeading(page, 4, "Review")).toBeFocused();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("region", { name: "Before you submit" })).toHaveCount(0);
    const review = page.locator("[data-wizard-panel]:not([hidden])");
    for (const text of [
      companyName,
      "6 to 10",
      "£50,000",
      "Working capital, Purchase stock",
      "£250,000",
      "Yes, £20,000",
      "Ann Lee",
      "Bob Jones",
      bob.previousAddress,
    ]) {
      await expect(review.getByText(text, { exact: true }).first()).toBeVisible();
    }

    // Edit returns to the step with the answers in place.
    await page.getByRole("button", { name: "Edit loan details" }).click();
    await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
    await expect(page.getByLabel("Annual turnover")).toHaveValue("250,000");
    await continueToNextStep(page);
    await continueToNextStep(page);
    await expect(stepHeading(page, 4, "Review")).toBeFocused();

    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem("applicationId"),
      token: localStorage.getItem("uploadToken"),
      data: JSON.parse(localStorage.getItem("applicationData") ?? "null") as {
        status: string;
        data: { companyName: string; loanAmount: number; directors: { lastName: string }[] };
      } | null,
    }));
    expect(stored.id).toMatch(/\S{8,}/);
    expect(stored.token).toMatch(/\S{16,}/);
    expect(stored.data?.status).toBe("submitted");
    expect(stored.data?.data).toMatchObject({
      companyName,
      loanAmount: 50_000,
      directors: [{ lastName: "Lee" }, { lastName: "Jones" }],
    });
    const events = await formEvents(page);
    expect(events.filter((event) => event === "form_start:application")).toHaveLength(1);
    expect(events).toContain("form_submit:application");
    expect(events).toContain("form_complete:application");

    // What the server kept reaches the brokers: the company and every director.
    await expect.poll(() => brokerMailAbout(companyName), { timeout: 15_000 }).not.toBe("");
    const mail = await brokerMailAbout(companyName);
    for (const text of [
      "Ann Lee",
      ann.email,
      "Bob Jones",
      bob.previousAddress,
      "£50,000",
      stored.id ?? "no id",
    ]) {
      expect(mail).toContain(text);
    }
  });

  test("Continue never blocks; Review lists what is missing and Submit is refused", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/application");
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Leaving a required field empty after typing in it says what to do there.
    await page.getByLabel("Company name").fill("Acme");
    await page.getByLabel("Company name").fill("");
    await page.getByLabel("Trading address").focus();
    await expect(page.getByLabel("Company name")).toHaveAccessibleDescription(
      /Enter your company name/,
    );
    await continueToNextStep(page);
    await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
    // Moving on is not finishing: the blank step is marked incomplete, not ticked.
    const steps = page.getByRole("list").filter({ hasText: "Loan Details" }).first();
    const company = steps.getByRole("listitem").filter({ hasText: "Company" });
    await expect(company).toHaveText(/Incomplete: 5 answers missing/);
    await expect(company).not.toHaveText(/done/);
    await expect(page.getByText("0% complete")).toBeVisible();
    await continueToNextStep(page);
    await continueToNextStep(page);
    await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();
    await expect(page.getByText("0% complete")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(steps.getByRole("listitem").filter({ hasText: "Directors" })).toHaveText(
      /6 answers missing/,
    );
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);

    const summary = page.getByRole("region", { name: "Before you submit" });
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your company name",
      "Select the type of company",
      "Enter the month the business started trading",
      "Enter the year the business started trading",
      "Enter your trading address",
      "Enter how much you would like to borrow",
      "Enter your turnover",
      "Director 1: Enter the director's first name",
      "Director 1: Enter the director's last name",
      "Director 1: Enter the director's email address",
      "Director 1: Enter the director's mobile number",
      "Director 1: Enter the director's home address",
      "Director 1: Select whether the director owns their home, rents or lives with family",
    ]);

    await page.getByRole("button", { name: "Submit Application" }).click();
    const refused = page.getByRole("region", { name: "There is a problem" });
    await expect(refused).toBeFocused();
    expect(posts).toEqual([]);

    // A link takes the visitor to the step and the field, with its message beside it.
    await refused.getByRole("link", { name: "Enter your turnover" }).click();
    await expect(stepHeading(page, 2, "Loan Details")).toBeVisible();
    const turnover = page.getByLabel("Annual turnover");
    await expect(turnover).toBeFocused();
    await expect(turnover).toHaveAttribute("aria-invalid", "true");
    await expect(turnover).toHaveAccessibleDescription(/Error: Enter your turnover/);
    await turnover.pressSequentially("120000");
    await expect(turnover).not.toHaveAttribute("aria-invalid", "true");

    await continueToNextStep(page);
    await continueToNextStep(page);
    await page
      .getByRole("region", { name: "There is a problem" })
      .getByRole("link", { name: "Director 1: Enter the director's home address" })
      .click();
    await expect(director(page, 1).getByLabel("Home address")).toBeFocused();

    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(stepHeading(page, 1, "Company")).toBeFocused();
    await page.getByLabel("Company website").fill("not a website");
    await page.getByLabel("Company name").focus();
    await expect(page.getByLabel("Company website")).toHaveAccessibleDescription(
      /Enter a website address like www.example.co.uk/,
    );
    expect(posts).toEqual([]);
  });

  test("every step shows what is missing and what is wrong alike; Review tells them apart", async ({
    page,
  }) => {
    await page.goto("/application");
    await page.getByLabel("Company website").fill("not a website");
    await continueToNextStep(page);
    await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
    await page.getByLabel("How much would you like to borrow?").pressSequentially("1000000");
    await continueToNextStep(page);
    await expect(stepHeading(page, 3, "Directors")).toBeFocused();
    await director(page, 1).getByLabel("Mobile number").fill("12345");
    await continueToNextStep(page);
    await expect(stepHeading(page, 4, "Review")).toBeFocused();

    // Wrong answers are to correct, not "missing": the list says which is which.
    const summary = page.getByRole("region", { name: "Before you submit" });
    await expect(summary).toContainText("11 answers still needed and 3 to correct:");
    await expect(summary.getByRole("link")).toContainText([
      "Enter a website address like www.example.co.uk",
      "Enter an amount between £5,000 and £500,000",
      "Director 1: Enter a valid UK mobile number",
    ]);
    const review = page.locator("[data-wizard-panel]:not([hidden])");
    const row = (label: string) => review.locator("dl > div").filter({ hasText: label }).first();
    await expect(row("Mobile number")).toHaveText(
      /12345To correct: Enter a valid UK mobile number/,
    );
    await expect(row("Amount")).toContainText("To correct: Enter an amount between");
    await expect(row("Company name")).toHaveText(/Not answered$/);
    // A box left unticked was not answered; it is not a "No".
    await expect(row("Owns more than 25% of the shares")).toHaveText(/Not answered$/);
    await expect(row("At this address for less than 3 years")).toHaveText(/Not answered$/);

    // Back on a step moved on from, each field says what it needs, missing or wrong alike.
    await page.getByRole("button", { name: "Edit company" }).click();
    await expect(page.getByLabel("Company name")).toHaveAccessibleDescription(
      /Enter your company name/,
    );
    await expect(page.getByLabel("Company website")).toHaveAccessibleDescription(
      /Enter a website address like www.example.co.uk/,
    );
    await continueToNextStep(page);
    await expect(page.getByLabel("How much would you like to borrow?")).toHaveAccessibleDescription(
      /Enter an amount between £5,000 and £500,000/,
    );
    await expect(page.getByLabel("Annual turnover")).toHaveAccessibleDescription(
      /Enter your turnover/,
    );
    await continueToNextStep(page);
    await expect(director(page, 1).getByLabel("Mobile number")).toHaveAccessibleDescription(
      /Enter a valid UK mobile number/,
    );
    await expect(director(page, 1).getByLabel("First name")).toHaveAccessibleDescription(
      /Enter the director's first name/,
    );
  });

  test("a reload returns to the same step with every answer", async ({ page }) => {
    await page.goto("/application");
    await fillCompany(page);
    await continueToNextStep(page);
    await page.getByLabel("Annual turnover").pressSequentially("75000");
    await continueToNextStep(page);
    await director(page, 1).getByLabel("First name").fill("Ann");
    // The button below the cards (the first card has the same shortcut while it is alone).
    await page.getByRole("button", { name: "Add Another Director" }).last().click();
    await director(page, 2).getByLabel("Last name").fill("Jones");

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
    await expect(director(page, 1).getByLabel("First name")).toHaveValue("Ann");
    // Restored cards after the first start closed, their name showing in the heading.
    const second = director(page, 2);
    await expect(second.getByRole("heading")).toHaveText("Director 2: Jones");
    await second.getByRole("button", { name: /Show details/ }).click();
    await expect(second.getByLabel("Last name")).toHaveValue("Jones");

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Annual turnover")).toHaveValue("75,000");
    // Leaving for another page and coming back keeps them too.
    await page.goto("/about-us");
    await page.goBack();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel("Annual turnover")).toHaveValue("75,000");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Company name")).toHaveValue(company.name);
  });

  test("answers saved more than an hour ago are not restored", async ({ page }) => {
    await page.goto("/application");
    await fillCompany(page);
    await continueToNextStep(page);
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem("applicationData") ?? "{}") as {
        expiresAt: number;
      };
      record.expiresAt = Date.now() - 1;
      localStorage.setItem("applicationData", JSON.stringify(record));
    });
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "6 to 10" })).not.toBeChecked();
  });

  test("what the quote form saved fills in the amount and the first director's contact", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "basicData",
        JSON.stringify({ loanAmount: 75_000, email: "ann@example.co.uk", phone: "07700900123" }),
      );
    });
    await page.goto("/application");
    await continueToNextStep(page);
    await expect(page.getByLabel("How much would you like to borrow?")).toHaveValue("75,000");
    await continueToNextStep(page);
    await expect(director(page, 1).getByLabel("Email address")).toHaveValue("ann@example.co.uk");
    await expect(director(page, 1).getByLabel("Mobile number")).toHaveValue("07700900123");
  });

  test("directors: add, remove, the shortcut and the Complete marker", async ({ page }) => {
    await page.goto("/application");
    await continueToNextStep(page);
    await continueToNextStep(page);
    const first = director(page, 1);
    await expect(first.getByLabel("First name")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(first.getByText("Complete", { exact: true })).toHaveCount(0);

    await fillDirector(first, { ...ann, homeAddress: "" }, "Homeowner");
    await expect(first.getByText("Complete", { exact: true })).toHaveCount(0);
    await first.getByLabel("Home address").fill(ann.homeAddress);
    await expect(first.getByText("Complete", { exact: true })).toBeVisible();

    // The shortcut inside the first card shows only while it is the only one.
    await first.getByRole("button", { name: "Add Another Director" }).click();
    await expect(director(page, 2).getByLabel("First name")).toBeFocused();
    await expect(first.getByRole("button", { name: "Add Another Director" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(2);

    // The button below the cards (the first card has the same shortcut while it is alone).
    await page.getByRole("button", { name: "Add Another Director" }).last().click();
    await expect(director(page, 3).getByLabel("First name")).toBeFocused();
    await director(page, 3).getByLabel("First name").fill("Cat");

    await director(page, 2).getByRole("button", { name: "Remove Director 2" }).click();
    await expect(director(page, 1).getByRole("heading")).toBeFocused();
    await expect(director(page, 2).getByRole("heading")).toHaveText("Director 2: Cat");
    await expect(director(page, 3)).toHaveCount(0);

    await director(page, 2).getByRole("button", { name: "Remove Director 2" }).click();
    await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(first.getByRole("button", { name: "Add Another Director" })).toBeVisible();

    // Cards fold away and open again.
    const toggle = first.getByRole("button", { name: /Hide details/ });
    await toggle.click();
    await expect(first.getByLabel("First name")).toBeHidden();
    await first.getByRole("button", { name: /Show details/ }).click();
    await expect(first.getByLabel("First name")).toHaveValue("Ann");
  });

  test("amounts show pounds with thousands separators and nothing else", async ({ page }) => {
    await page.goto("/application");
    await continueToNextStep(page);
    const turnover = page.getByLabel("Annual turnover");
    await turnover.pressSequentially("1234567");
    await expect(turnover).toHaveValue("1,234,567");
    await turnover.fill("");
    await expect(turnover).toHaveValue("");
    await turnover.pressSequentially("£12a3.4");
    await expect(turnover).toHaveValue("1,234");
    await expect(page.getByText("£", { exact: true }).first()).toBeVisible();

    await expect(page.getByLabel("What is the overdraft limit?")).toBeHidden();
    await page
      .getByRole("group", { name: /have an overdraft/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    const overdraft = page.getByLabel("What is the overdraft limit?");
    await overdraft.pressSequentially("5000");
    await expect(overdraft).toHaveValue("5,000");
  });

  test("step 1 can be completed with the keyboard alone", async ({ page }) => {
    await page.goto("/application");
    const name = page.getByLabel("Company name");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 5 && !(await name.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(name).toBeFocused();
    await page.keyboard.type(company.name);
    await page.keyboard.press("Tab");
    const limited = page.getByRole("radio", { name: "Limited company", exact: true });
    await expect(limited).toBeFocused();
    await page.keyboard.press("Space");
    await expect(limited).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Company number", { exact: true })).toBeFocused();
    await page.keyboard.type("01234567");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Month", { exact: true })).toBeFocused();
    await page.keyboard.type("4");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2019");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2019");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Trading address")).toBeFocused();
    await page.keyboard.type(company.address);
    await page.keyboard.press("Tab");
    await page.keyboard.type(company.website);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "1 to 5" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "6 to 10" })).toBeChecked();
    // Previous is disabled on step 1, so the next stop is Continue.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Company name")).toHaveValue(company.name);
  });

  test("when the server cannot be reached the visitor stays on Review with a toast", async ({
    page,
  }) => {
    await page.goto("/application");
    await fillCompany(page);
    await continueToNextStep(page);
    await fillLoanDetails(page);
    await continueToNextStep(page);
    await fillDirector(director(page, 1), ann, "Homeowner");
    await continueToNextStep(page);
    // The answer arrives but is not one the page can read, as when a proxy fails.
    await page.route("**/application.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 200, contentType: "text/x-script", body: "<html>Bad gateway" })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Submit Application" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Submission Failed");
    await expect(toast).toContainText(
      "Please try again or contact support if the problem persists.",
    );
    await expect(page).toHaveURL(/\/application$/);
    await expect(stepHeading(page, 4, "Review")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    await expect(page.getByText(company.name, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("applicationId"))).toBeNull();

    await page.unroute("**/application.data*");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/results$/);
  });
});

test.describe("steps 2 to 4 come with the form's first use, not with the page", () => {
  const loanAmount = "How much would you like to borrow?";

  test("a visitor who only reads the page never fetches them; one who starts has them by Continue", async ({
    page,
  }) => {
    const later = scriptRequests(page, "later-steps");
    await page.goto("/application");
    await page.waitForLoadState("networkidle");
    expect(later).toEqual([]);
    // Their questions are in the page as the server sent them, for a post made without scripts.
    await expect(page.getByLabel(loanAmount)).toBeAttached();
    await expect(page.getByLabel(loanAmount)).toBeHidden();

    await page.getByLabel("Company name").fill(company.name);
    await expect.poll(() => later.length).toBe(1);
    await continueToNextStep(page);
    await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
    await page.getByLabel(loanAmount).pressSequentially("60000");
    await expect(page.getByLabel(loanAmount)).toHaveValue("60,000");
    await continueToNextStep(page);
    await continueToNextStep(page);
    await expect(stepHeading(page, 4, "Review")).toBeFocused();
    const review = page.locator("[data-wizard-panel]:not([hidden])");
    await expect(review.locator("dl > div").filter({ hasText: "Amount" }).first()).toContainText(
      "£60,000",
    );
    expect(later).toHaveLength(1);
  });

  test.describe("when they cannot be fetched", () => {
    test.use({ expectedConsoleErrors: /Failed to load resource|later-steps|dynamically imported/ });

    test("Continue says so and keeps the answers; pressed again once they can be, it goes on", async ({
      page,
    }) => {
      const laterSteps = /\/assets\/later-steps-[^/]*\.js$/;
      await page.route(laterSteps, (route) => route.abort());
      await page.goto("/application");
      await page.getByLabel("Company name").fill(company.name);
      const continueButton = page.getByRole("button", { name: "Continue" });
      await continueButton.click();
      await expect(page.getByRole("alert")).toHaveText(
        "The next steps could not be loaded. Your answers are still here: check your connection, then press Continue.",
      );
      await expect(stepHeading(page, 1, "Company")).toBeVisible();
      await expect(page.getByLabel("Company name")).toHaveValue(company.name);

      await page.unroute(laterSteps);
      await continueButton.click();
      await expect(stepHeading(page, 2, "Loan Details")).toBeFocused();
      await expect(page.getByRole("alert")).toBeHidden();
      await page.getByLabel(loanAmount).pressSequentially("60000");
      await expect(page.getByLabel(loanAmount)).toHaveValue("60,000");
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step shows at once, directors can be added, errors keep the answers", async ({
    page,
  }, testInfo) => {
    const companyName = uniqueCompany(testInfo);
    // Pages never hydrate without scripts, so navigate with the frame directly.
    await page.mainFrame().goto("/application");
    await expect(page.getByRole("heading", { name: "Step 1 of 4: Company" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 3 of 4: Directors" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();

    await fillCompany(page, companyName);
    await page.getByLabel("How much would you like to borrow?").fill("£50,000");
    await fillDirector(director(page, 1), ann, "Homeowner");

    // The button below the cards (the first card has the same shortcut while it is alone).
    await page.getByRole("button", { name: "Add Another Director" }).last().click();
    await expect(director(page, 2)).toBeVisible();
    await expect(director(page, 1).getByLabel("First name")).toHaveValue("Ann");
    await expect(page.getByLabel("Company name")).toHaveValue(companyName);
    await expect(page.getByLabel("How much would you like to borrow?")).toHaveValue("50,000");
    await fillDirector(director(page, 2), bob, "Tenant");

    // Turnover is missing: the page comes back with the problem listed and answers kept.
    await page.getByRole("button", { name: "Submit Application" }).click();
    const summary = page.getByRole("region", { name: "There is a problem" }).first();
    await expect(summary.getByRole("link", { name: "Enter your turnover" })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(companyName);
    await expect(page.getByRole("radio", { name: "6 to 10" })).toBeChecked();
    await expect(director(page, 2).getByLabel("Previous address")).toHaveValue(bob.previousAddress);
    await expect(page.getByLabel("Annual turnover")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Annual turnover").fill("250000");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/results$/);
    const cookies = await page.context().cookies();
    const receipt = cookies.find((cookie) => cookie.name === "application_receipt");
    expect(receipt?.httpOnly).toBe(true);
    await expect
      .poll(() => brokerMailAbout(companyName), { timeout: 15_000 })
      .toContain("Bob Jones");
  });

  test(
    "on a phone every step is one column of wide fields",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.mainFrame().goto("/application");
      await page
        .getByRole("group", { name: /borrowed money in the last 12 months/ })
        .getByRole("radio", { name: "Yes" })
        .check();
      const form = page.getByRole("form", { name: "Business funding application" });
      const fields = form.locator(
        "[data-wizard-panel] :is(input[type=text], input[type=email], input[type=tel], input[type=url], textarea)",
      );
      const count = await fields.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const narrow: string[] = [];
      let previousTop = -Infinity;
      for (let index = 0; index < count; index++) {
        const field = fields.nth(index);
        const box = await field.boundingBox();
        if (!box) continue;
        const name = (await field.getAttribute("name")) ?? String(index);
        // Each field starts below the one before it (one column) and is wide enough to read
        // what was typed (before, two columns left them about 170 px wide, some under 120).
        if (box.y <= previousTop) narrow.push(`${name} beside the field before it`);
        previousTop = box.y;
        if (box.width < 200) narrow.push(`${name}: ${Math.round(box.width)} px wide`);
      }
      expect(narrow).toEqual([]);
    },
  );
});
