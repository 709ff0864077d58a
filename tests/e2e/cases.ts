import { expect, type Page } from "@playwright/test";
import { applyAs } from "./applicant.ts";
import { expectOneMailWith, uniqueEmail } from "./mail.ts";

/** A case's reference as the applicant and brokers see it. */
export const referencePattern = /DBF-[23456789ACDEFGHJKMNPQRTWXY]{6}/;
const leadPathPattern = /https?:\/\/[^\s"<>/]+(\/admin\/leads\/([0-9a-f-]{36}))/;

/** The lead's page and reference, from the brokers' alert about it. */
export function leadFromAlert(alert: string) {
  const [, path, id] = leadPathPattern.exec(alert) ?? [];
  const reference = referencePattern.exec(alert)?.[0];
  expect(path, "the alert links to the lead").toBeTruthy();
  expect(reference, "the alert names the lead's reference").toBeTruthy();
  return { path: path!, id: id!, reference: reference! };
}

/** Posts the quick-quote form as the desktop page would, without going through the page. */
export async function postQuote(page: Page, email: string) {
  const response = await page.request.post("/enquiry?variant=desktop", {
    form: {
      email,
      phone: "07700 900123",
      loanAmount: "30000",
      timestamp: "25/11/2026, 10:15:00",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

/**
 * An applicant sends a quick quote from their home address, then applies in full from their
 * work address: two cases (an email decides who a person is), each found from its alert.
 * `name` marks the addresses and the company as this test's.
 */
export async function quoteThenApplyFromAnotherAddress(page: Page, name: string) {
  const homeEmail = uniqueEmail(`${name.toLowerCase()}-home`);
  const email = uniqueEmail(`${name.toLowerCase()}-work`);
  const company = `${name} Joinery ${Date.now()} Ltd`;
  await postQuote(page, homeEmail);
  await applyAs(page, company, email);
  const quote = leadFromAlert(await expectOneMailWith("New enquiry", homeEmail));
  const application = leadFromAlert(await expectOneMailWith(`New application: ${company}`));
  return { homeEmail, email, company, quote, application };
}
