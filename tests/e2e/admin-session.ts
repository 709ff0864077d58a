import { expect, type Page } from "@playwright/test";

/** The first administrator, created at start by playwright.config.ts (ADMIN_BOOTSTRAP_*). */
export const bootstrapAdmin = {
  email: "e2e-admin@example.co.uk",
  password: "e2e admin password that is long",
};

/** Signs in from the sign-in page, landing where every sign-in does: "My day". */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "My day", level: 1 })).toBeVisible();
}

/** Opens the inbox from the back office's navigation. */
export async function openInbox(page: Page) {
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
}

/** An admin, already signed in on `page`, adds a broker from the users page. */
export async function addBrokerUser(
  page: Page,
  broker: { name: string; email: string; password: string },
) {
  await page.goto("/admin/users");
  await page.getByLabel("Name").fill(broker.name);
  await page.getByLabel("Email address").fill(broker.email);
  await page.getByLabel("Role").selectOption("broker");
  await page.getByLabel("First password").fill(broker.password);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toHaveText(`Created ${broker.email} (broker).`);
}
