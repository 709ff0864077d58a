import { ukDate } from "./uk-days.ts";
import { readFile } from "node:fs/promises";
import { test, expect } from "./fixtures.ts";
import { applyAs } from "./applicant.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * An introducer from application to statement: a referral partner applies, an admin approves
 * them as an introducer at 25% and takes their link, an applicant applies through it, the lead
 * shows the introducer; the deal is funded and its commission received, and the introducer's
 * statement shows their share (25% of £1,000.10 is £250.03, halves up), as does its CSV.
 * Names and codes are unique, as every spec shares one database.
 */
test.describe.configure({ timeout: 120_000 });

test("a referral partner is approved as an introducer and earns their share of a deal introduced through their link", async ({
  page,
}) => {
  const stamp = `${Date.now()}`.slice(-8);
  const partner = `Intro Partners ${stamp}`;
  const code = `IN${stamp}`;
  const company = `Introduced Joinery ${stamp}`;

  await page.goto("/referral-join");
  await page.getByLabel("Business name").fill(partner);
  await page.getByLabel("Contact name").fill("Priya Shah");
  await page.getByLabel("Contact number").fill("01244 960123");
  await page.getByLabel("Contact email").fill(`partner.${stamp}@example.co.uk`);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();

  // The admin approves the partner from their referral lead.
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(`/admin?q=${encodeURIComponent(partner)}`);
  await page.getByRole("link", { name: partner }).click();
  const approval = page.getByRole("region", { name: "Approve as introducer" });
  await expect(approval.getByLabel("Business name")).toHaveValue(partner);
  await expect(approval.getByLabel("Contact name")).toHaveValue("Priya Shah");
  await approval.getByLabel("Their share of commission received (%)").fill("25");
  await approval.getByLabel("Referral code").fill(code.toLowerCase());
  await approval.getByRole("button", { name: "Approve as introducer" }).click();
  const approved = page.getByRole("region", { name: "Introducer approval" });
  await expect(approved).toContainText(`Approved as an introducer: ${partner} (code ${code}).`);
  await expectNoViolations(page, "a referral lead approved as an introducer");

  // Their link, from the introducers page.
  await page.getByRole("link", { name: "Introducers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Introducers", level: 1 })).toBeVisible();
  const linkField = page.getByLabel(`Referral link for ${partner}`);
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`^https?://[^/]+/application\\?introducer=${code}$`));
  await expect(linkField).toHaveAttribute("readonly", "");
  await expectNoViolations(page, "the introducers page");

  // An applicant applies through the link; the page names the introducer and adds no question.
  const from = new URL(link);
  await page.goto(`${from.pathname}${from.search}`);
  await expect(page.getByText(`Introduced by ${partner}`)).toBeVisible();
  await applyAs(page, company, `applicant.${stamp}@example.co.uk`, {
    from: `${from.pathname}${from.search}`,
  });

  // The lead shows its introducer at 25%.
  await page.goto(`/admin?q=${encodeURIComponent(company)}`);
  await page.getByRole("link", { name: company }).click();
  const introducerPanel = page.getByRole("region", { name: "Introducer", exact: true });
  await expect(introducerPanel).toContainText(
    `Introduced by ${partner}, who earns 25% of the commission received on it.`,
  );
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    `Introducer: ${partner} (from their link, code ${code})`,
  );

  // The deal is funded (posted as the page's form posts it) and its commission received.
  const lender = `Intro Lender ${stamp}`;
  const funded = await page.request.post(page.url(), {
    form: {
      intent: "submission",
      formKey: crypto.randomUUID(),
      lender,
      sentOn: ukDate(),
      outcome: "funded",
      fundedAmount: "40,000",
      fundedOn: ukDate(),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(funded.ok()).toBe(true);
  await page.reload();
  const commission = page.getByRole("region", { name: `Commission from ${lender}` });
  await commission.getByLabel("Commission received (£)").fill("1,000.10");
  await commission.getByLabel("Received on").fill(ukDate());
  await commission.getByRole("button", { name: `Record commission from ${lender}` }).click();
  await expect(commission.getByText("Commission received recorded.")).toBeVisible();

  // The statement for this month: their share, and the same in the CSV.
  await introducerPanel.getByRole("link", { name: partner }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(partner);
  const line = page.getByRole("row").filter({ hasText: company });
  await expect(line).toContainText(lender);
  await expect(line).toContainText("£40,000");
  await expect(line).toContainText("£1,000.10");
  await expect(line).toContainText("25%");
  await expect(line).toContainText("£250.03");
  await expect(page.getByTestId("statement-share-total")).toHaveText("£250.03");
  await expectNoViolations(page, "an introducer's statement");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download statement (CSV)" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  // A byte-order mark first; each line names the case's reference and the introducer.
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toMatch(
    new RegExp(`"DBF-[0-9A-Z]{6}","${company}","${partner}","${lender}","40000.00","1000.10"`),
  );
  expect(csv).toContain(`"${lender}","40000.00","1000.10","25%","250.03"`);
  expect(csv).toMatch(/"Total for \d{4}-\d{2}","","",".+","","","1000\.10","","250\.03"/);
  // This month is still open: it is paid once it has ended.
  await expect(page.getByRole("region", { name: "Paid to the introducer" })).toContainText(
    "has not ended",
  );
});
