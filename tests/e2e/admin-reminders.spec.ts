import { ukDate } from "./uk-days.ts";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { addBrokerUser, bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { leadFromAlert, postQuote } from "./cases.ts";
import {
  applicantMails,
  decoded,
  expectOneApplicantMailWith as expectOneMailTo,
  expectOneMailWith,
  uniqueEmail,
} from "./mail.ts";

/**
 * Reminders that reach the broker: a case given to a broker mails them and the broker who had
 * it; a kind turned off on the profile page sends nothing; My day loads again by itself while
 * it is open (the page's clock is moved, never waited for) and the header counts what is due.
 */

test.describe.configure({ timeout: 180_000 });

type Broker = { name: string; email: string; password: string };

/** A page in a browser of its own (another person at another desk). */
async function anotherDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

/** The admin adds brokers, at a desk of their own. */
async function addBrokers(browser: Browser, ...names: string[]): Promise<Broker[]> {
  const page = await anotherDesk(browser);
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  const brokers: Broker[] = [];
  for (const name of names) {
    const broker = {
      name,
      email: uniqueEmail("remind"),
      password: "broker password for reminders",
    };
    await addBrokerUser(page, broker);
    brokers.push(broker);
  }
  await page.context().close();
  return brokers;
}

/** A visitor asks for a quote: a new case nobody has, found from the team's alert about it. */
async function newCase(page: Page) {
  const email = uniqueEmail("reminded");
  await postQuote(page, email);
  return { ...leadFromAlert(await expectOneMailWith(email)), email };
}

async function assignTo(page: Page, name: string) {
  await page.getByLabel("Broker", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Save assignment" }).click();
  // Saved, and the page's data loaded again: the next change starts from this one.
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(`Assigned to ${name}`);
}

test("a case given to a broker mails them, and a case taken from a broker mails the one who had it", async ({
  page,
  browser,
}) => {
  const [ann, ben] = await addBrokers(
    browser,
    `Ann Reminder ${Date.now()}`,
    `Ben Reminder ${Date.now()}`,
  );
  const { path, reference, email } = await newCase(page);
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(path);

  await assignTo(page, ann!.name);
  const toAnn = await expectOneMailTo(ann!.email, `${reference} assigned to you`);
  expect(toAnn).toContain(`Hello ${ann!.name}`);
  expect(toAnn).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/);
  // Nothing of the applicant's: not their address.
  expect(toAnn).not.toContain(email);

  await assignTo(page, ben!.name);
  await expectOneMailTo(ben!.email, `${reference} assigned to you`);
  await expectOneMailTo(ann!.email, `${reference} is now with ${ben!.name}`);
});

test("a broker turns a kind of mail off on their profile page, and none of that kind comes", async ({
  page,
  browser,
}) => {
  const [cy, di] = await addBrokers(browser, `Cy Quiet ${Date.now()}`, `Di Loud ${Date.now()}`);
  await signIn(page, cy!.email, cy!.password);
  await page.getByRole("link", { name: cy!.name }).click();
  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await expectNoViolations(page);
  const assigned = page.getByRole("checkbox", { name: /Cases assigned to me/ });
  await expect(assigned).toBeChecked();
  await assigned.uncheck();
  await page.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Cases assigned to me/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Morning digest/ })).toBeChecked();
  await expectNoViolations(page, "after saving");

  // The admin gives a case to Cy (who turned it off), then to Di: Di's mail comes, Cy's never.
  const admin = await anotherDesk(browser);
  const { path, reference } = await newCase(admin);
  await signIn(admin, bootstrapAdmin.email, bootstrapAdmin.password);
  await admin.goto(path);
  await assignTo(admin, cy!.name);
  await assignTo(admin, di!.name);
  await expectOneMailTo(di!.email, `${reference} assigned to you`);
  // Nor does Cy hear that the case went on to Di: the same kind, turned off.
  expect((await applicantMails(cy!.email)).map(decoded)).toEqual([]);
  await admin.context().close();
});

test("My day loads again by itself while open, and the header counts what is due", async ({
  page,
  browser,
}) => {
  const [eve] = await addBrokers(browser, `Eve Early ${Date.now()}`);
  await page.clock.install();
  await signIn(page, eve!.email, eve!.password);
  const myDayLink = page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^My day/ });
  await expect(myDayLink).toHaveAccessibleName("My day");
  const tasks = page.getByRole("region", { name: /^Tasks and call-backs due/ });
  await expect(tasks).toContainText("(0)");

  // Meanwhile, at another desk, the admin gives Eve a new case with a call-back due already.
  const admin = await anotherDesk(browser);
  const { path } = await newCase(admin);
  await signIn(admin, bootstrapAdmin.email, bootstrapAdmin.password);
  await admin.goto(path);
  await assignTo(admin, eve!.name);
  const today = ukDate();
  await admin.getByLabel("Task", { exact: true }).fill("Call back about the quote");
  await admin.getByLabel("Due on", { exact: true }).fill(today);
  await admin.getByLabel("Due at (UK time)", { exact: true }).fill("00:00");
  await admin.getByLabel("For", { exact: true }).selectOption({ label: eve!.name });
  await admin.getByRole("button", { name: "Set task" }).click();
  await expect(admin.getByText("Task set.")).toBeVisible();
  await admin.context().close();

  // Eve's page has not been reloaded: a minute on, it has the task and the count.
  await expect(tasks).toContainText("(0)");
  await page.clock.fastForward("01:05");
  await expect(tasks).toContainText("(1)");
  await expect(tasks).toContainText("Call back about the quote");
  // The task due, and the new case nobody has contacted yet.
  await expect(myDayLink).toHaveAccessibleName("My day (2 due)");
  await expect(myDayLink).toContainText("2 due");
});
