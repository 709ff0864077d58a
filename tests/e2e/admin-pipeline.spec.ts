import { ukDate } from "./uk-days.ts";
import type { Browser, Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { addBrokerUser, bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { uniqueEmail } from "./mail.ts";

/**
 * The daily loop: the pipeline board (counts and totals per stage, cards moved by keyboard and
 * by pointer through the case page's versioned save, a stale move refused, the list of forms
 * without scripts), the inbox as cards on a phone, the case page's actions at the top, a call
 * closing the call-back it answers, a new lead assigned to its creator, My day's task controls on
 * a phone, and the keys.
 */

test.describe.configure({ timeout: 240_000 });
// A move refused because a colleague changed the case answers 409; a decline without its
// reason answers 400.
test.use({ expectedConsoleErrors: /status of (409|400)/ });

type Broker = { name: string; email: string; password: string };

/** A page in a browser of its own (another desk), ready once interactive. */
async function anotherDesk(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    ...options,
  });
  return context.newPage();
}

/** The admin adds a broker of this test's own, so the broker's board holds only its cases. */
async function addBroker(browser: Browser, name: string): Promise<Broker> {
  const broker = { name, email: uniqueEmail("board-broker"), password: "broker password, board" };
  const page = await anotherDesk(browser);
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addBrokerUser(page, broker);
  await page.context().close();
  return broker;
}

/** "New lead", taken by phone: the case is the broker's own (its page says so). */
async function newLead(page: Page, company: string, amount: string, broker: string) {
  await page.goto("/admin/leads/new");
  await page.getByLabel("How did the enquiry reach us?").selectOption("phone");
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Email address").fill(uniqueEmail("board-lead"));
  await page.getByLabel("Amount they need (£)").fill(amount);
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    `Assigned to ${broker}`,
  );
  return page.url();
}

const stage = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).first();
const card = (page: Page, company: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: company }) });
const totals = (column: Locator) => column.locator("[data-totals]");

test("the pipeline board counts and adds up each stage, moves cards by keyboard and by dragging through the versioned save, asks a decline's reason, and refuses a stale move", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const broker = await addBroker(browser, `Bea Board ${stamp}`);
  await signIn(page, broker.email, broker.password);
  const oak = `Oak Joinery ${stamp}`;
  const elm = `Elm Bakery ${stamp}`;
  const ash = `Ash Motors ${stamp}`;
  const oakUrl = await newLead(page, oak, "40,000", broker.name);
  await newLead(page, elm, "25,000", broker.name);
  await newLead(page, ash, "10,000", broker.name);

  // The board, from the navigation: the broker's own cases by default.
  await page.getByRole("link", { name: "Pipeline", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();
  await expect(totals(stage(page, "New"))).toHaveText("3 cases, £75,000");
  await expect(totals(stage(page, "Contacted"))).toHaveText("0 cases, £0");
  await expect(card(page, oak)).toContainText("£40,000");
  await expect(card(page, oak)).toContainText(broker.name);
  await expect(card(page, oak)).toContainText("Moved to this stage today");
  await expect(card(page, oak)).toContainText(/DBF-[A-Z0-9]{6}/);
  await expectNoViolations(page, "pipeline board");

  // By keyboard: the card's "Move to" control, then its button.
  await card(page, oak).getByLabel("Move to").focus();
  await page.keyboard.press("ArrowDown");
  await expect(card(page, oak).getByLabel("Move to")).toHaveValue("contacted");
  await page.keyboard.press("Tab");
  await expect(card(page, oak).getByRole("button", { name: `Move ${oak}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `${oak}: moved to Contacted.` }),
  ).toBeVisible();
  await expect(stage(page, "Contacted").getByRole("article")).toContainText(oak);
  await expect(totals(stage(page, "New"))).toHaveText("2 cases, £35,000");
  await expect(totals(stage(page, "Contacted"))).toHaveText("1 case, £40,000");

  // By pointer: Elm dragged to "Awaiting documents".
  await card(page, elm).dragTo(stage(page, "Awaiting documents"));
  await expect(stage(page, "Awaiting documents").getByRole("article")).toContainText(elm);
  await expect(totals(stage(page, "Awaiting documents"))).toHaveText("1 case, £25,000");

  // Dragged to "Declined", Ash asks for the reason first and moves once it is given.
  await card(page, ash).dragTo(stage(page, "Declined"));
  await expect(page.getByRole("status")).toContainText("Declined needs a reason");
  const reason = card(page, ash).getByLabel("Reason (required to decline)");
  await expect(reason).toBeFocused();
  await expect(totals(stage(page, "New"))).toHaveText("1 case, £10,000");
  await reason.fill("Trading under a year.");
  await card(page, ash)
    .getByRole("button", { name: `Move ${ash}` })
    .click();
  await expect(totals(stage(page, "Declined"))).toHaveText("1 case, £10,000");
  await expect(totals(stage(page, "New"))).toHaveText("0 cases, £0");

  // The case page shows each move, as its own status form would have made it.
  const casePage = await anotherDesk(browser);
  await signIn(casePage, broker.email, broker.password);
  await casePage.goto(oakUrl);
  await expect(casePage.getByRole("list", { name: "Lead state" })).toContainText(
    "Status: Contacted",
  );
  await expect(casePage.getByRole("region", { name: "Timeline" })).toContainText(
    "Status: New → Contacted",
  );

  // A colleague's change (here at the other desk) since the board loaded: the move is refused
  // with the case page's message, and the card goes back to where the case is now.
  await casePage.getByLabel("Status", { exact: true }).selectOption({ label: "Offer received" });
  await casePage.getByRole("button", { name: "Save status" }).click();
  await expect(casePage.getByRole("list", { name: "Lead state" })).toContainText(
    "Status: Offer received",
  );
  await casePage.context().close();
  await card(page, oak).dragTo(stage(page, "Submitted to lenders"));
  const refusal = card(page, oak).getByRole("alert");
  await expect(refusal).toContainText("Not saved");
  await expect(refusal).toContainText("changed the status from Contacted to Offer received");
  await expect(stage(page, "Offer received").getByRole("article")).toContainText(oak);
  await expect(stage(page, "Submitted to lenders").getByRole("article")).toHaveCount(0);
  await expectNoViolations(page, "pipeline board with a refused move");
});

test("without JavaScript the board is a list with a stage form per case, and a decline without its reason says so", async ({
  browser,
}) => {
  const stamp = Date.now();
  const broker = await addBroker(browser, `Nora Noscript ${stamp}`);
  const page = await anotherDesk(browser, { javaScriptEnabled: false });
  await signIn(page, broker.email, broker.password);
  const company = `Yew Dental ${stamp}`;
  await newLead(page, company, "60,000", broker.name);
  await page.goto("/admin/pipeline");
  await expect(totals(stage(page, "New"))).toHaveText("1 case, £60,000");

  await card(page, company).getByLabel("Move to").selectOption({ label: "Declined" });
  await card(page, company)
    .getByRole("button", { name: `Move ${company}` })
    .click();
  await expect(card(page, company)).toContainText("Give the reason when a lead is declined.");
  await expect(totals(stage(page, "New"))).toHaveText("1 case, £60,000");

  await card(page, company).getByLabel("Move to").selectOption({ label: "Awaiting documents" });
  await card(page, company)
    .getByRole("button", { name: `Move ${company}` })
    .click();
  await expect(totals(stage(page, "Awaiting documents"))).toHaveText("1 case, £60,000");
  await expect(stage(page, "Awaiting documents").getByRole("article")).toContainText(company);
  await page.context().close();
});

test(
  "the inbox is a list of cards on a phone, its first card on the first screen and its filters folded away",
  { tag: "@phone-only" },
  async ({ page }) => {
    await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
    await openInbox(page);
    const cards = page.getByRole("list", { name: /^Leads, sorted by/ }).getByRole("listitem");
    const first = cards.first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/DBF-[A-Z0-9]{6}/);
    await expect(first).toContainText("Status");
    await expect(first).toContainText("Received");
    const box = await first.boundingBox();
    expect(box!.y + 40).toBeLessThan(page.viewportSize()!.height);
    // The table is not shown at this width; the search opens from its fold.
    await expect(page.getByRole("region", { name: "Leads" })).toBeHidden();
    await expect(page.getByLabel("Search")).toBeHidden();
    await page.getByText("Search, filters and views").click();
    await expect(page.getByLabel("Search")).toBeVisible();
    await expectNoViolations(page, "inbox as cards");
  },
);

test(
  "the case page has its daily loop on the first screen: a call logged there closes the call-back it answers, and the timeline reads newest first",
  { tag: "@phone" },
  async ({ page }) => {
    const stamp = Date.now();
    await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
    const company = `Birch Print ${stamp}`;
    await newLead(page, company, "30,000", "Administrator");

    const logCall = page.getByRole("region", { name: "Log a call" });
    const top = await logCall.getByRole("heading", { name: "Log a call" }).boundingBox();
    expect(top!.y).toBeLessThan(page.viewportSize()!.height);

    // A call-back due today, then the call that answers it.
    await page.getByLabel("Task", { exact: true }).fill("Call back about the van");
    const today = ukDate();
    await page.getByLabel("Due on", { exact: true }).fill(today);
    await page.getByLabel("Due at (UK time)", { exact: true }).fill("00:01");
    await page.getByRole("button", { name: "Set task" }).click();
    await expect(page.getByText("Task set.")).toBeVisible();
    await logCall.getByLabel("Answered").check();
    await logCall.getByRole("button", { name: "Log call" }).click();
    await expect(logCall.getByText("Call logged. The call-back it answers is done.")).toBeVisible();
    const latest = page.getByRole("region", { name: "Latest activity" }).getByRole("listitem");
    await expect(latest).toHaveCount(3);
    // The call-back was due already, so its reminder may have gone to the broker meanwhile.
    await expect(latest.filter({ hasNotText: "Email to the broker:" }).first()).toContainText(
      /Call: Answered|Task done \(answered by a call\)/,
    );
    const entries = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(entries.last()).toContainText("Added by hand");
    await expect(entries.first()).not.toContainText("Added by hand");
    const tasks = page.getByRole("list", { name: "Tasks on this lead" });
    await expect(
      tasks.getByRole("listitem").filter({ hasText: "Call back about the van" }),
    ).toContainText("Done ");
    await expect(tasks.getByRole("button", { name: "Done: Call back about the van" })).toHaveCount(
      0,
    );
  },
);

test(
  "My day's task controls fit a phone: Reschedule and Edit open below the task without widening the page",
  { tag: "@phone-only" },
  async ({ page }) => {
    const company = `Ash Pocket ${Date.now()}`;
    await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
    await newLead(page, company, "20,000", "Administrator");
    const yesterday = ukDate(-1);
    await page.getByLabel("Task", { exact: true }).fill(`Ring ${company} back`);
    await page.getByLabel("Due on", { exact: true }).fill(yesterday);
    await page.getByLabel("Due at (UK time)", { exact: true }).fill("09:00");
    await page.getByRole("button", { name: "Set task" }).click();
    await expect(page.getByText("Task set.")).toBeVisible();

    await page.goto("/admin/my-day");
    const row = page
      .getByRole("region", { name: /^Tasks and call-backs due/ })
      .getByRole("listitem")
      .filter({ hasText: `Ring ${company} back` });
    await row.locator("summary", { hasText: "Reschedule" }).click();
    await row.locator("summary", { hasText: "Edit" }).click();
    await expect(row.getByRole("button", { name: "Save task" })).toBeVisible();
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    for (const control of await row
      .locator("button, input:not([type=hidden]), select, summary")
      .all()) {
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
  },
);

test("keys: / goes to the search box, j and k move through the inbox, Enter opens the case; the shortcuts page lists them", async ({
  page,
}) => {
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.keyboard.press("/");
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Search")).toBeFocused();
  // Typed in the box, a "j" is a letter, not a move.
  await page.keyboard.type("j");
  await expect(page.getByLabel("Search")).toHaveValue("j");
  await page.getByLabel("Search").fill("");
  await page.keyboard.press("Escape");
  await page.locator("h1").click();

  const links = page.locator("table [data-case-link]");
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}/);
  await expect(page.getByRole("link", { name: "Back to the inbox" })).toBeVisible();

  await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts", level: 1 })).toBeVisible();
  await expect(page.getByRole("definition")).toHaveCount(5);
  await expectNoViolations(page, "shortcuts page");
});
