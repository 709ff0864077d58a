import { readFile } from "node:fs/promises";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, openInbox, signIn, signOut } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { applyAs, pdf } from "./applicant.ts";
import { uniqueEmail } from "./mail.ts";

/** The back office end to end: the admin of playwright.config.ts, a broker, a visitor's lead. */
const admin = bootstrapAdmin;

test.describe.configure({ timeout: 120_000 });
// A form with a mistake answers 400, a refused sign-in 401 and a broker on the users page 403.
test.use({ expectedConsoleErrors: /status of (400|401|403)/ });
// Journeys through the back office: the same at both widths, so run once (desktop).

test("an admin adds a broker, who works a visitor's new lead from inbox to lender and exports it", async ({
  page,
}, testInfo) => {
  const brokerEmail = uniqueEmail("broker");
  const brokerName = `Bea Broker ${testInfo.project.name}`;
  const brokerPassword = "broker password for the test";
  const visitorEmail = uniqueEmail("visitor");

  // Nobody signed in: the back office sends you to sign in, and says nothing to search engines.
  const anonymous = await page.goto("/admin");
  expect(page.url()).toContain("/admin/sign-in?next=%2Fadmin");
  expect(anonymous?.headers()["cache-control"]).toBe("private, no-store");
  expect(anonymous?.headers()["x-robots-tag"]).toContain("noindex");
  await expectNoViolations(page, "sign-in");

  await page.getByLabel("Email address").fill(admin.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/email address or password is not right/);
  await expectNoViolations(page, "sign-in with an error");

  // The admin adds the broker.
  await signIn(page, admin.email, admin.password);
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill(brokerName);
  await page.getByLabel("Email address").fill(brokerEmail);
  await page.getByLabel("Role").selectOption("broker");
  await page.getByLabel("First password").fill(brokerPassword);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toHaveText(`Created ${brokerEmail} (broker).`);
  await expect(page.getByText(brokerEmail, { exact: true })).toBeVisible();
  await expectNoViolations(page, "users");
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expectNoViolations(page, "outbox");
  await signOut(page);

  // A visitor sends a message through the public contact form.
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Visitor");
  await page.getByLabel("Email address").fill(visitorEmail);
  await page.getByLabel("Your message").fill("We need £40,000 for a new oven.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

  // The broker finds it: new and unassigned.
  await signIn(page, brokerEmail, brokerPassword);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await openInbox(page);
  await page.getByLabel("Search").fill(visitorEmail);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const row = page.getByRole("row").filter({ hasText: visitorEmail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Unassigned");
  await expect(row).toContainText("Contact message");
  await expectNoViolations(page, "inbox");

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Vera Visitor", level: 1 })).toBeVisible();
  await expect(page.getByText("We need £40,000 for a new oven.")).toBeVisible();
  await expectNoViolations(page, "lead");

  // Takes it, and works it through the pipeline.
  await page.getByLabel("Broker", { exact: true }).selectOption({ label: brokerName });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    `Assigned to ${brokerName}`,
  );

  for (const status of ["Contacted", "Awaiting documents", "Submitted to lenders"]) {
    await page.getByLabel("Status", { exact: true }).selectOption({ label: status });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("list", { name: "Lead state" })).toContainText(`Status: ${status}`);
  }
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Withdrawn" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Select why the lead is withdrawn.")).toBeVisible();
  await expectNoViolations(page, "lead with an error");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Offer received" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    "Status: Offer received",
  );

  await page.getByLabel("Or a lender not on the panel").fill("Northern Capital");
  await page.getByLabel("Date sent").fill("2026-11-20");
  await page.getByLabel("Outcome").selectOption({ label: "Offer made" });
  await page.getByLabel("Amount offered (£)").fill("40,000");
  await page.getByRole("button", { name: "Record submission" }).click();
  await expect(page.getByText("Northern Capital: Offer made")).toBeVisible();
  await expect(page.getByText("Sent 20 November 2026; offered £40,000")).toBeVisible();

  await page.getByLabel("Note", { exact: true }).fill("Offer sent to Vera by email.");
  await page.getByRole("button", { name: "Add note" }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Received through the contact form");
  // The mail goes in the background, yielding to requests: behind the other tests' mail on a
  // busy machine it can still be waiting when this page was rendered. A broker reloads.
  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText(
      /Email to the broker team: “New message from Vera Visitor \(DBF-[A-Z0-9]+\)”\. Sent\./,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(timeline).toContainText("Note: Offer sent to Vera by email.");
  await expect(timeline).toContainText(`Assigned to ${brokerName}`);
  await expect(timeline).toContainText("Status: Awaiting documents → Submitted to lenders");
  await expect(timeline).toContainText(
    "Lender submission: Northern Capital: offered (£40,000 offered)",
  );
  await expectNoViolations(page, "lead after work");

  // The outbox says what went to whom: the subject and the team's address, not a code name.
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(
    page.getByRole("row").filter({ hasText: "New message from Vera Visitor" }),
  ).toContainText(/New contact message\s*The broker team \(\S+@\S+\)/);

  // Exports the filtered inbox.
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByLabel("Search").fill(visitorEmail);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("row").filter({ hasText: visitorEmail })).toContainText(brokerName);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export my leads (CSV)" }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${visitorEmail}"`);
  expect(lines[1]).toContain(`"${brokerName}"`);
  expect(lines[1]).toContain('"Offer received"');

  // Signing out ends access.
  const leadUrl = page.url();
  await signOut(page);
  await page.goto("/admin/outbox");
  expect(page.url()).toContain("/admin/sign-in");
  await page.goto(leadUrl);
  expect(page.url()).toContain("/admin/sign-in");
});

test("a broker is refused the users page", async ({ page }) => {
  const email = uniqueEmail("broker-refused");
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/users");
  await page.getByLabel("Name").fill("Rita Refused");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("First password").fill("refused broker password");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await signOut(page);

  await signIn(page, email, "refused broker password");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { name: "You do not have access to this page." }),
  ).toBeVisible();
  await expectNoViolations(page, "forbidden");
});

test("a broker downloads an applicant's document through the back office, and only signed in", async ({
  page,
}, testInfo) => {
  const companyName = `Download Test Ltd ${testInfo.project.name} ${Date.now()}`;
  const bytes = pdf();
  await applyAs(page, companyName, uniqueEmail("applicant"));
  await page
    .getByLabel("Accounts", { exact: true })
    .setInputFiles([{ name: "accounts-2025.pdf", mimeType: "application/pdf", buffer: bytes }]);
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("Documents uploaded!")).toBeVisible({ timeout: 15_000 });

  await signIn(page, admin.email, admin.password);
  await openInbox(page);
  await page.getByLabel("Search").fill(companyName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("row").filter({ hasText: companyName }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  await expectNoViolations(page, "lead with a document");

  const link = page.getByRole("link", { name: "accounts-2025.pdf (download)" });
  const documentUrl = (await link.getAttribute("href")) ?? "";
  expect(documentUrl).toMatch(/^\/admin\/documents\//);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("accounts-2025.pdf");
  expect(await readFile((await download.path())!)).toEqual(bytes);

  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption("document.download");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    page
      .getByRole("region", { name: "Audit entries" })
      .getByRole("row")
      .filter({ hasText: "document.download" }),
  ).not.toHaveCount(0);

  // The same address tells a signed-out visitor nothing but where to sign in.
  await signOut(page);
  const anonymous = await page.request.get(documentUrl, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toContain("/admin/sign-in");
});

test("sign-in held back after failures answers 429 with Retry-After; bad inbox filters and data requests for files never fail the server", async ({
  page,
  baseURL,
}) => {
  // A visitor of their own (TRUST_PROXY is loopback), guessing at an address nobody has.
  const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  const guess = () =>
    page.request.post("/admin/sign-in", {
      form: { email: uniqueEmail("nobody"), password: "a wrong password" },
      headers: { origin: baseURL!, "x-forwarded-for": address },
      maxRedirects: 0,
    });
  const email = uniqueEmail("guessed");
  const answers = [];
  for (let i = 0; i < 6; i++) {
    answers.push(
      await page.request.post("/admin/sign-in", {
        form: { email, password: "a wrong password" },
        headers: { origin: baseURL!, "x-forwarded-for": address },
        maxRedirects: 0,
      }),
    );
  }
  expect(answers.slice(0, 5).map((answer) => answer.status())).toEqual([401, 401, 401, 401, 401]);
  const held = answers[5]!;
  expect(held.status()).toBe(429);
  expect(Number(held.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await held.text()).toContain("too many sign-in attempts");
  // Another email from the same address is not held back by that account's failures.
  expect((await guess()).status()).toBe(401);

  await signIn(page, admin.email, admin.password);
  const inbox = await page.goto("/admin?to=2026-02-30&q=%00");
  expect(inbox?.status()).toBe(200);
  await expect(page.getByRole("alert")).toContainText("“Received to” must be a real day");
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expectNoViolations(page, "inbox with bad filters");
  const exportHref = await page
    .getByRole("link", { name: "Export these leads (CSV)" })
    .getAttribute("href");
  expect(exportHref).toBe("/admin/export.csv");
  expect((await page.request.get("/admin/export.csv?to=2026-02-30")).status()).toBe(400);
  expect((await page.request.get("/admin/export.csv.data")).status()).toBe(404);
});
