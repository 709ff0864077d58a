import { ukDate, ukDayWritten } from "./uk-days.ts";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { addBrokerUser, bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { uniqueEmail } from "./mail.ts";

/**
 * A broker's day in the back office: two brokers on one lead without overwriting each other,
 * forms that add once however often they are sent, removals that leave a trace, calls and
 * tasks, and "My day", where every sign-in lands and tasks are done, moved and edited in place.
 */

// Several people at several desks, each signing in: longer than one visitor's journey.
test.describe.configure({ timeout: 240_000 });
// A save refused because a colleague changed the lead answers 409.
test.use({ expectedConsoleErrors: /status of 409/ });
// Journeys through the back office: the same at both widths, so run once (desktop).

type Broker = { name: string; email: string; password: string };

/** A page in a browser of its own (another person at another desk), ready once interactive. */
async function anotherDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    return response;
  };
  return page;
}

/** The admin adds a broker, at a desk of their own. */
async function addBroker(browser: Browser, name: string): Promise<Broker> {
  const broker = {
    name,
    email: uniqueEmail("day-broker"),
    password: "broker password for the day",
  };
  const page = await anotherDesk(browser);
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addBrokerUser(page, broker);
  await page.context().close();
  return broker;
}

/** A visitor writes through the contact form; the lead is new and nobody's. */
async function visitorWrites(page: Page, lastName: string, email: string) {
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Vic");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your message").fill("We need £30,000 for a new van.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible({
    timeout: 15_000,
  });
}

/** Finds the lead in the inbox by the visitor's email and opens it. */
async function openLead(page: Page, email: string, heading: string) {
  await openInbox(page);
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

/** A broker of the test's own, signed in here, and a visitor's new lead (nobody's yet). */
async function brokerAndNewLead(page: Page, browser: Browser, broker: string, visitor: string) {
  const signedIn = await addBroker(browser, `${broker} ${Date.now()}`);
  const email = uniqueEmail(visitor.toLowerCase());
  await visitorWrites(page, visitor, email);
  await signIn(page, signedIn.email, signedIn.password);
  return { broker: signedIn, email };
}

const leadState = (page: Page) => page.getByRole("list", { name: "Lead state" });
const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });

test("two brokers on one lead: a save from a page a colleague has changed since is refused, says what changed, keeps the entry, and goes through from the page as it is", async ({
  page,
  browser,
}) => {
  const ann = await addBroker(browser, `Ann Stale ${Date.now()}`);
  const ben = await addBroker(browser, `Ben Stale ${Date.now()}`);
  const email = uniqueEmail("two-brokers");
  await visitorWrites(page, "Twodesks", email);

  // Both open the lead: Ann here, Ben at his own desk.
  await signIn(page, ann.email, ann.password);
  await openLead(page, email, "Vic Twodesks");
  const benPage = await anotherDesk(browser);
  await signIn(benPage, ben.email, ben.password);
  await openLead(benPage, email, "Vic Twodesks");

  // Ben moves it on while Ann's page still shows it New.
  await benPage.getByLabel("Status", { exact: true }).selectOption({ label: "Awaiting documents" });
  await benPage.getByRole("button", { name: "Save status" }).click();
  await expect(leadState(benPage)).toContainText("Status: Awaiting documents");
  await expect(leadState(page)).toContainText("Status: New");

  // Ann takes the lead from her old page: refused, saying who changed what.
  const assignee = page.getByLabel("Broker", { exact: true });
  await assignee.selectOption({ label: ann.name });
  await page.getByRole("button", { name: "Save assignment" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(refusal).toContainText("this lead changed after you opened it");
  await expect(refusal).toContainText(
    `${ben.name} changed the status from New to Awaiting documents`,
  );
  await expectNoViolations(page, "lead with a refused save");
  // Her choice is kept, and the page now shows the lead as it is: nothing offers to put it back.
  await expect(assignee.locator("option:checked")).toHaveText(ann.name);
  await expect(leadState(page)).toContainText("Status: Awaiting documents");
  await expect(page.getByLabel("Status", { exact: true }).locator("option:checked")).toHaveText(
    "Awaiting documents",
  );
  await expect(leadState(page)).toContainText("Unassigned");

  // Saved again from the page as it is, it goes through.
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await expect(leadState(page)).toContainText(`Assigned to ${ann.name}`);

  // Now Ben's page is the old one: his status change is refused in turn, then goes through.
  const benStatus = benPage.getByLabel("Status", { exact: true });
  await benStatus.selectOption({ label: "Contacted" });
  await benPage.getByRole("button", { name: "Save status" }).click();
  await expect(benPage.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
    `${ann.name} assigned it to ${ann.name}`,
  );
  await expect(benStatus.locator("option:checked")).toHaveText("Contacted");
  await expect(leadState(benPage)).toContainText(`Assigned to ${ann.name}`);
  await expect(leadState(benPage)).toContainText("Status: Awaiting documents");
  await benPage.getByRole("button", { name: "Save status" }).click();
  await expect(leadState(benPage)).toContainText("Status: Contacted");
  await expect(timeline(benPage)).toContainText("Status: Awaiting documents → Contacted");
  await benPage.context().close();
});

test("a double click adds one note and empties the form; a note resent adds nothing; a removed note stays on the timeline, and the audit log names the lead without its words", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("double-click");
  await visitorWrites(page, "Doubleclick", email);
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await openLead(page, email, "Vic Doubleclick");

  // Two clicks in a row on "Add note" send the form twice; the lead gets the note once.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.postData() ?? "");
  });
  const note = page.getByLabel("Note", { exact: true });
  await note.fill("Asked for six months of bank statements.");
  await page.getByRole("button", { name: "Add note" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(posts[0]).toMatch(/(^|&)formKey=[0-9a-f-]{36}(&|$)/);
  await expect(note).toHaveValue("");
  const notes = timeline(page).getByRole("listitem").filter({
    hasText: "Note: Asked for six months of bank statements.",
  });
  await expect(notes).toHaveCount(1);

  // The same form sent again (a browser resending it) is answered as done and adds nothing.
  const resent = await page.request.post(`${page.url()}.data`, {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
    data: posts[0]!,
  });
  expect(resent.status()).toBe(200);
  await page.reload();
  await expect(notes).toHaveCount(1);
  await expectNoViolations(page, "lead with a note");

  // Removed, after saying yes: the note goes, the timeline says who removed what.
  await notes.getByText("Remove note", { exact: true }).click();
  await notes.getByRole("button", { name: "Yes, remove note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note removed." })).toBeVisible();
  await expect(notes).toHaveCount(0);
  const removal = timeline(page).getByRole("listitem").filter({ hasText: "Removed a note" });
  await expect(removal).toContainText("“Asked for six months of bank statements.”");
  await expect(removal).toContainText("Removed a note by Administrator");

  // The audit log points at the lead and says what was done, never the note's words: they lived
  // with the note and went with it.
  const leadPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption("note.remove");
  await page.getByRole("button", { name: "Show" }).click();
  const entries = page.getByRole("region", { name: "Audit entries" }).getByRole("row");
  const entry = entries.filter({ has: page.locator(`a[href="${leadPath}"]`) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Note removed");
  await expect(entries.filter({ hasText: "Asked for six months of bank statements." })).toHaveCount(
    0,
  );
});

test("a note leaves a lead uncontacted; a logged call contacts it, sets the next task, and My day lists the broker's tasks, overdue first", async ({
  page,
  browser,
}) => {
  const { broker, email } = await brokerAndNewLead(page, browser, "Cal Caller", "Callme");
  await expect(
    page.getByRole("region", { name: /^Tasks and call-backs due \(0\)$/ }),
  ).toBeVisible();

  await openLead(page, email, "Vic Callme");
  await page.getByLabel("Broker", { exact: true }).selectOption({ label: broker.name });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await page.getByLabel("Note", { exact: true }).fill("No answer.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline(page)).toContainText("Note: No answer.");

  // A task for later today.
  await page.getByLabel("Task", { exact: true }).fill("Chase bank statements");
  await page.getByLabel("Due on", { exact: true }).fill(ukDate());
  await page.getByLabel("Due at (UK time)", { exact: true }).fill("23:59");
  await page.getByRole("button", { name: "Set task" }).click();
  await expect(page.getByText("Task set.")).toBeVisible();
  await expect(page.getByLabel("Task", { exact: true })).toHaveValue("");

  // On My day: the lead is still new and uncontacted (a note is not a contact).
  await page.getByRole("link", { name: "My day" }).click();
  const uncontacted = page.getByRole("region", { name: /^New leads of yours not yet contacted/ });
  await expect(uncontacted).toContainText("(1)");
  await expect(uncontacted.getByRole("link", { name: "Vic Callme" })).toBeVisible();
  await uncontacted.getByRole("link", { name: "Vic Callme" }).click();

  // The call: no answer, and the next try set in the same step (due yesterday: overdue).
  await page.getByLabel("No answer").check();
  await page.getByLabel("Call note").fill("Rang twice.");
  await page.getByLabel("Next task (optional)", { exact: true }).fill("Call back Thu 2pm");
  await page.getByLabel("Next task due on").fill(ukDate(-1));
  await page.getByLabel("Next task due at (UK time)").fill("14:00");
  await page.getByRole("button", { name: "Log call" }).click();
  await expect(page.getByText("Call logged, and the next task set.")).toBeVisible();
  await expect(page.getByLabel("Call note")).toHaveValue("");
  await expect(timeline(page)).toContainText("Call: No answer. Rang twice.");
  await expect(timeline(page)).toContainText("Next task: Call back Thu 2pm");
  const tasks = page.getByRole("list", { name: "Tasks on this lead" });
  await expect(tasks.getByRole("listitem")).toHaveCount(2);
  await expect(tasks.getByRole("listitem").first()).toContainText("Overdue: was due");
  await expectNoViolations(page, "lead with tasks and a call");

  // My day: the call was the first contact; both tasks are due, the overdue one first.
  await page.getByRole("link", { name: "My day" }).click();
  await expect(uncontacted).toContainText("(0)");
  const due = page.getByRole("region", { name: /^Tasks and call-backs due/ });
  await expect(due.getByRole("heading")).toHaveText("Tasks and call-backs due (2)");
  await expect(due.getByRole("listitem").first()).toContainText("Call back Thu 2pm");
  await expect(due.getByRole("listitem").first()).toContainText("Overdue");
  await expect(due.getByRole("listitem").nth(1)).toContainText("Chase bank statements");
  await expectNoViolations(page, "my day");

  // Done from the lead: greyed with who did it, and off My day.
  await due.getByRole("listitem").first().getByRole("link", { name: "Vic Callme" }).click();
  await tasks.getByRole("button", { name: "Done: Call back Thu 2pm" }).click();
  await expect(tasks.getByRole("listitem").filter({ hasText: "Call back Thu 2pm" })).toContainText(
    `by ${broker.name}`,
  );
  await expect(timeline(page)).toContainText("Task done: Call back Thu 2pm");
  await page.getByRole("link", { name: "My day" }).click();
  await expect(due.getByRole("heading")).toHaveText("Tasks and call-backs due (1)");
});

test("My day lists leads awaiting documents and offers about to expire, and an admin can look at a broker's day", async ({
  page,
  browser,
}) => {
  const broker = await addBroker(browser, `Dee Daily ${Date.now()}`);
  const email = uniqueEmail("offer");
  await visitorWrites(page, "Offerman", email);
  await signIn(page, broker.email, broker.password);
  await expect(page.getByRole("combobox", { name: "Whose day" })).toHaveCount(0);

  await openLead(page, email, "Vic Offerman");
  await page.getByLabel("Broker", { exact: true }).selectOption({ label: broker.name });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(leadState(page)).toContainText(`Assigned to ${broker.name}`);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Awaiting documents" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(leadState(page)).toContainText("Status: Awaiting documents");

  await page.getByRole("link", { name: "My day" }).click();
  const awaiting = page.getByRole("region", { name: /^Awaiting documents/ });
  await expect(awaiting.getByRole("heading")).toContainText("(1)");
  await expect(awaiting.getByRole("link", { name: "Vic Offerman" })).toBeVisible();

  // An offer on the lead moves it on to "Offer received" (the pipeline follows it).
  await awaiting.getByRole("link", { name: "Vic Offerman" }).click();
  const lender = page.locator("form#submission-new").getByLabel("Or a lender not on the panel");
  await lender.fill("Northern Capital");
  await page.getByLabel("Date sent").fill(ukDate(-2));
  await page.getByLabel("Outcome").selectOption({ label: "Offer made" });
  await page.getByLabel("Amount offered (£)").fill("30,000");
  await page.getByLabel("Offer expires on").fill(ukDate(3));
  await page.getByRole("button", { name: "Record submission" }).click();
  await expect(
    page.getByText("Submission recorded. The lead is now Offer received."),
  ).toBeVisible();
  await expect(page.getByText(`offer stands until ${ukDayWritten(3)}`)).toBeVisible();
  await expect(leadState(page)).toContainText("Status: Offer received");
  // The form is empty again, ready for the next lender.
  await expect(lender).toHaveValue("");

  await page.getByRole("link", { name: "My day" }).click();
  await expect(awaiting.getByRole("heading")).toContainText("(0)");
  const offers = page.getByRole("region", { name: /^Offers about to expire/ });
  await expect(offers.getByRole("heading")).toHaveText("Offers about to expire (1)");
  await expect(offers).toContainText(`Northern Capital, £30,000: expires on ${ukDayWritten(3)}`);
  await expectNoViolations(page, "my day with work");

  // An admin looks at the broker's day.
  const adminPage = await anotherDesk(browser);
  await signIn(adminPage, bootstrapAdmin.email, bootstrapAdmin.password);
  await adminPage.getByRole("combobox", { name: "Whose day" }).selectOption({ label: broker.name });
  await adminPage.getByRole("button", { name: "Show" }).click();
  await expect(
    adminPage.getByRole("heading", { name: `${broker.name}'s day`, level: 1 }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole("region", { name: /^Offers about to expire/ }).getByRole("link"),
  ).toHaveText("Vic Offerman");
  await adminPage.context().close();

  // The submission removed: off My day, and the timeline says what went.
  await offers.getByRole("link", { name: "Vic Offerman" }).click();
  await page.getByText("Remove submission to Northern Capital", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, remove submission to Northern Capital" }).click();
  await expect(page.getByText("Submission removed.")).toBeVisible();
  await expect(timeline(page)).toContainText(
    `Removed the lender submission to Northern Capital (sent ${ukDayWritten(-2)}, Offer made)`,
  );
  await page.getByRole("link", { name: "My day" }).click();
  await expect(offers.getByRole("heading")).toHaveText("Offers about to expire (0)");
});

test("a broker works their tasks from My day: moves one to tomorrow, edits one and marks one done, in place; without scripts the same forms post", async ({
  page,
  browser,
}) => {
  const { broker, email } = await brokerAndNewLead(page, browser, "Tia Tasks", "Taskman");
  await openLead(page, email, "Vic Taskman");

  // Three call-backs from yesterday, still to do.
  const taskText = page.getByLabel("Task", { exact: true });
  const bodies = ["Chase bank statements", "Call back about the van", "Send the offer summary"];
  for (const [index, body] of bodies.entries()) {
    await taskText.fill(body);
    await page.getByLabel("Due on", { exact: true }).fill(ukDate(-1));
    await page.getByLabel("Due at (UK time)", { exact: true }).fill(`1${index}:00`);
    await page.getByRole("button", { name: "Set task" }).click();
    await expect(taskText).toHaveValue("");
    // Listed on the case: the page has loaded again, with a fresh key for the next form.
    await expect(page.getByRole("list", { name: "Tasks on this lead" })).toContainText(body);
  }

  await page.getByRole("link", { name: "My day" }).click();
  const due = page.getByRole("region", { name: /^Tasks and call-backs due/ });
  await expect(due.getByRole("heading")).toHaveText("Tasks and call-backs due (3)");
  const rows = due.getByRole("listitem");
  const said = due.getByRole("status");
  await page.evaluate(() => document.documentElement.setAttribute("data-stayed", ""));

  // Rescheduled to tomorrow morning: off today's list, and focus on the next task.
  const chase = rows.filter({ hasText: "Chase bank statements" });
  await chase.locator("summary", { hasText: "Reschedule" }).click();
  await chase.getByRole("button", { name: "Tomorrow, 9:00" }).click();
  await expect(said).toContainText("Task moved to");
  await expect(said).toContainText("09:00: Chase bank statements");
  await expect(due.getByRole("heading")).toHaveText("Tasks and call-backs due (2)");
  await expect(rows.first().getByRole("link", { name: "Vic Taskman" })).toBeFocused();

  // Edited: an empty task is refused with the form's own message, then saved reworded.
  const van = rows.filter({ hasText: "Call back about the van" });
  await van.locator("summary", { hasText: "Edit" }).click();
  const vanText = van.getByLabel("Task", { exact: true });
  await expect(vanText).toHaveValue("Call back about the van");
  await vanText.fill("");
  await van.getByRole("button", { name: "Save task" }).click();
  await expect(van.getByText("Say what is to be done.")).toBeVisible();
  await expectNoViolations(page, "my day with a task's edit form");
  await vanText.fill("Call back about the van finance");
  await van.getByLabel("Due at (UK time)", { exact: true }).fill("11:30");
  await van.getByRole("button", { name: "Save task" }).click();
  await expect(said).toContainText("Task saved: Call back about the van finance, due");
  await expect(rows.first()).toContainText("Call back about the van finance");
  await expect(rows.first()).toContainText("11:30");
  await expect(rows.first().locator("summary", { hasText: "Edit" })).toBeFocused();

  // Done (the last task listed): off the list, said, and focus on the list's heading.
  await rows.getByRole("button", { name: "Done: Send the offer summary" }).click();
  await expect(said).toHaveText("Task done: Send the offer summary");
  await expect(due.getByRole("heading")).toHaveText("Tasks and call-backs due (1)");
  await expect(due.getByRole("heading")).toBeFocused();
  // Never loaded again, nor sent to another address: each answer came back to its row.
  await expect(page.locator("html[data-stayed]")).toHaveCount(1);
  expect(new URL(page.url()).search).toBe("");

  // The case's timeline tells the story.
  await rows.first().getByRole("link", { name: "Vic Taskman" }).click();
  await expect(timeline(page)).toContainText("Task moved from");
  await expect(timeline(page)).toContainText("Task changed");
  await expect(timeline(page)).toContainText("Task done: Send the offer summary");

  // Without scripts the same forms post, and My day comes back saying what was done.
  const plainDesk = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    javaScriptEnabled: false,
  });
  const plain = await plainDesk.newPage();
  await signIn(plain, broker.email, broker.password);
  const plainDue = plain.getByRole("region", { name: /^Tasks and call-backs due/ });
  await plainDue.getByRole("button", { name: "Done: Call back about the van finance" }).click();
  await expect(plainDue.getByRole("status")).toHaveText(
    "Task done: Call back about the van finance",
  );
  await expect(plainDue.getByRole("heading")).toHaveText("Tasks and call-backs due (0)");
  await plainDesk.close();
});
