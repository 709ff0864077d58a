import { ukDate, ukDayWritten } from "./uk-days.ts";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { addBrokerUser, bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * Following the money: an admin puts a lender paying 2% on the panel; a lead is sent to it,
 * offered, funded (the lead's status follows each step), and its commission arrives in two
 * parts; the commission report and the dashboard add it up. Names are unique, as every spec shares one database.
 */
test.describe.configure({ timeout: 180_000 });

/** Puts a lender paying 2% of the funded amount on the panel, from the admin's pages. */
async function addPanelLender(page: Page, lender: string) {
  await page.getByRole("link", { name: "Lenders", exact: true }).click();
  const add = page.getByRole("region", { name: "Add a lender" });
  await add.getByLabel("Lender's name").fill(lender);
  await add.getByLabel("Share of the funded amount (%)").fill("2");
  await add.getByRole("button", { name: "Add lender" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added ${lender} to the panel.`);
}

/** Adds a lead that came in by phone and opens it; the amount they need only when given. */
async function addPhoneLead(page: Page, applicant: string, phone: string, amount?: string) {
  await openInbox(page);
  await page.getByRole("link", { name: "New lead" }).click();
  await page.getByLabel("How did the enquiry reach us?").selectOption("phone");
  await page.getByLabel("Full name").fill(applicant);
  await page.getByLabel("Phone number").fill(phone);
  if (amount) await page.getByLabel("Amount they need (£)").fill(amount);
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByRole("heading", { name: applicant, level: 1 })).toBeVisible();
}

/** Opens a submission's folded edit form (it stays open after a save). */
async function openEdit(item: Locator, lender: string) {
  const fold = item.locator("details", {
    has: item.page().getByText(`Edit ${lender}`, { exact: true }),
  });
  if (!(await fold.evaluate((element: HTMLDetailsElement) => element.open))) {
    await fold.getByText(`Edit ${lender}`, { exact: true }).click();
  }
}

/** The lead's one submission, as its panel lists it, and the edit form folded inside it. */
/** The broker records the submission to `lender` as funded: £40,000, ten days ago. */
async function recordFunded(item: Locator, lender: string) {
  await openEdit(item, lender);
  await item.getByLabel("Outcome").selectOption({ label: "Funded" });
  await item.getByLabel("Amount funded (£)").fill("40,000");
  await item.getByLabel("Funded on").fill(ukDate(-10));
  await item.getByRole("button", { name: `Save ${lender}` }).click();
  await expect(item.getByText("Submission updated. The lead is now Funded.")).toBeVisible();
}

function submissionItem(page: Page, lender: string): Locator {
  return page
    .getByRole("region", { name: "Lender submissions" })
    .getByRole("listitem")
    .filter({ has: page.getByText(`Edit ${lender}`, { exact: true }) });
}

test("a lead is sent to a panel lender, offered, funded, and its commission received in two parts", async ({
  page,
}) => {
  const stamp = Date.now();
  const lender = `Money Lender ${stamp}`;
  const applicant = `Morgan Money ${stamp}`;
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);

  await addPanelLender(page, lender);

  await addPhoneLead(page, applicant, "07700 900432", "40,000");
  const state = page.getByRole("list", { name: "Lead state" });

  // Sent: the lead moves on to "Submitted to lenders".
  const record = page.locator("form#submission-new");
  await record.getByRole("combobox", { name: "Lender", exact: true }).selectOption(lender);
  await record.getByLabel("Date sent").fill(ukDate(-20));
  await record.getByRole("button", { name: "Record submission" }).click();
  await expect(
    page.getByText("Submission recorded. The lead is now Submitted to lenders."),
  ).toBeVisible();
  await expect(state).toContainText("Status: Submitted to lenders");

  // An offer: asked for its amount first, then the lead has an offer.
  const item = submissionItem(page, lender);
  await openEdit(item, lender);
  await item.getByLabel("Outcome").selectOption({ label: "Offer made" });
  await item.getByRole("button", { name: `Save ${lender}` }).click();
  await expect(item.getByText("Enter the amount offered.")).toBeVisible();
  await expectNoViolations(page, "a submission's offer without its amount");
  await item.getByLabel("Amount offered (£)").fill("40,000");
  await item.getByLabel("Term (months)").fill("36");
  await item.getByLabel("Rate, as the lender quoted it").fill("9.9% APR");
  await item.getByRole("button", { name: `Save ${lender}` }).click();
  await expect(item.getByText("Submission updated. The lead is now Offer received.")).toBeVisible();
  await expect(item).toContainText("offered £40,000 over 36 months at 9.9% APR");
  await expect(state).toContainText("Status: Offer received");

  // Funded: the lead is Funded, and 2% of £40,000 is expected.
  await recordFunded(item, lender);
  await expect(state).toContainText("Status: Funded");
  const commission = item.getByRole("region", { name: `Commission from ${lender}` });
  await expect(commission).toContainText("Expected£800 (2% of the funded amount)");
  await expect(commission).toContainText("Outstanding£800");

  // The commission arrives in two parts; each is recorded (the total moves) before the next is
  // typed, since the page's forms start afresh once it has been saved.
  for (const [amount, day, total] of [
    ["300", ukDate(-5), "300"],
    ["500", ukDate(-1), "800"],
  ] as const) {
    await commission.getByLabel("Commission received (£)").fill(amount);
    await commission.getByLabel("Received on").fill(day);
    await commission.getByRole("button", { name: `Record commission from ${lender}` }).click();
    await expect(commission.getByText("Commission received recorded.")).toBeVisible();
    await expect(commission).toContainText(`Received£${total}`);
  }
  await expect(commission).toContainText("Received£800");
  await expect(commission).toContainText("Outstanding£0");
  await expect(commission.getByRole("list", { name: "Payments received" })).toContainText(
    `£300 received ${ukDayWritten(-5)}`,
  );
  // A funded deal stays with the lead's records: there is no way to remove it.
  await expect(item.getByText(`Remove submission to ${lender}`)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    `Commission received from ${lender}: £500 on ${ukDayWritten(-1)}`,
  );
  await expectNoViolations(page, "a funded lead with its commission");

  // The commission report adds it up, for this lender.
  await page.getByRole("link", { name: "Commission", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Commission", level: 1 })).toBeVisible();
  await page.getByLabel("Lender").selectOption({ label: lender });
  await page.getByRole("button", { name: "Show" }).click();
  const row = page.getByRole("row").filter({ hasText: applicant });
  await expect(row).toContainText("£40,000");
  await expect(row).toContainText("£800");
  // Expected, received (gross) and, with no introducer's share owed or paid, net to the firm:
  // £800 each.
  await expect(page.getByRole("definition").filter({ hasText: "£800" })).toHaveCount(3);
  const total = (term: string) =>
    page.locator('dl[aria-label="Totals"] > div').filter({
      has: page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }),
    });
  await expect(total("Received \\(gross\\)")).toContainText("£800");
  await expect(total("Introducer share owed")).toContainText("£0");
  await expect(total("Introducer share paid")).toContainText("£0");
  await expect(total("Net to firm")).toContainText("£800");
  await expect(row).toContainText("No introducer");
  await expectNoViolations(page, "the commission report");

  // The lenders page: how this lender answered what was sent in the last 90 days.
  await page.getByRole("link", { name: "Lenders", exact: true }).click();
  const answers = page.getByRole("table", { name: /^Answers by lender/ });
  const answered = answers
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: lender, exact: true }) })
    .getByRole("cell");
  // Submissions, offers made, offers accepted (funded is accepted), acceptance rate, funded,
  // declined, declines by reason.
  await expect(answered).toHaveText(["1", "1", "1", "100%", "1", "0", "None"]);
  await expectNoViolations(page, "the lenders page with their answers");

  // The dashboard, by lender: the lead came in today, went to this lender only, and was funded
  // with all its commission received.
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await page.getByLabel("Break down by").selectOption("lender");
  await page.getByRole("button", { name: "Show" }).click();
  const byLender = page.getByRole("table", { name: "Funnel and money by lender" });
  const lenderRow = byLender
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: lender, exact: true }) });
  const cells = lenderRow.getByRole("cell");
  // Leads, contacted, applications, submitted, offers, funded (each with its conversion).
  await expect(cells.nth(0)).toHaveText("1");
  await expect(cells.nth(3)).toContainText("1");
  await expect(cells.nth(4)).toContainText("1");
  await expect(cells.nth(5)).toContainText("1");
  await expect(cells.nth(7)).toHaveText("£40,000");
  await expect(cells.nth(8)).toHaveText("£800");
  await expect(cells.nth(9)).toHaveText("£800");
});

test("a broker proposes a payment, and an admin confirms it from the commission report", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const lender = `Proposal Lender ${stamp}`;
  const applicant = `Priya Proposal ${stamp}`;
  const broker = {
    name: `Bea Broker ${stamp}`,
    email: `money-broker-${stamp}@example.com`,
    password: "broker password for the money",
  };
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addBrokerUser(page, broker);

  await addPanelLender(page, lender);

  await addPhoneLead(page, applicant, "07700 900433");
  const leadUrl = page.url();
  const record = page.locator("form#submission-new");
  await record.getByRole("combobox", { name: "Lender", exact: true }).selectOption(lender);
  await record.getByLabel("Date sent").fill(ukDate(-20));
  await record.getByRole("button", { name: "Record submission" }).click();
  const item = submissionItem(page, lender);
  await recordFunded(item, lender);

  // The broker, at a desk of their own: no recording, a proposal.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const brokerPage = await desk.newPage();
  await signIn(brokerPage, broker.email, broker.password);
  await brokerPage.goto(leadUrl);
  const commission = submissionItem(brokerPage, lender).getByRole("region", {
    name: `Commission from ${lender}`,
  });
  await expect(
    commission.getByRole("button", { name: `Record commission from ${lender}` }),
  ).toHaveCount(0);
  await commission.getByLabel("Commission received (£)").fill("800");
  await commission.getByLabel("Received on").fill(ukDate(-1));
  await commission.getByRole("button", { name: "Propose a payment" }).click();
  await expect(
    commission.getByText("Payment proposed: it is recorded once an admin confirms it."),
  ).toBeVisible();
  await expect(commission).toContainText(`Proposed by ${broker.name}, awaiting an admin`);
  await expect(commission).toContainText("Received£0");
  await desk.close();

  // The admin confirms it from the commission report; it is then recorded on the lead.
  await page.getByRole("link", { name: "Commission", exact: true }).click();
  const proposals = page.getByRole("list", { name: "Proposals awaiting an admin" });
  const proposal = proposals.getByRole("listitem").filter({ hasText: lender });
  await expect(proposal).toContainText(`Proposed by ${broker.name}, awaiting an admin`);
  await expectNoViolations(page, "the commission report with a proposal");
  await proposal.getByRole("button", { name: /^Confirm/ }).click();
  await expect(page.getByText("Proposal confirmed.")).toBeVisible();
  await page.goto(leadUrl);
  const confirmed = submissionItem(page, lender).getByRole("region", {
    name: `Commission from ${lender}`,
  });
  await expect(confirmed).toContainText("Received£800");
  await expect(confirmed.getByRole("list", { name: "Payments received" })).toContainText(
    `£800 received ${ukDayWritten(-1)}`,
  );
});
