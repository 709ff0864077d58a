import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/**
 * The mail the server under test wrote: one .eml file per outbox row under the server's data
 * directory, to the brokers' inbox (notifications) or to an applicant (acknowledgements,
 * status mails, links sent again). Tests look here to see what each was told.
 */

/** The brokers' inbox of the server under test (BROKER_INBOX's default). */
const brokerInbox = "brokers@example.com";

/** Every mail file, raw. */
export async function allMails(): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.filter((name) => name.endsWith(".eml")).map((name) => readFile(join(dir, name), "utf8")),
  );
}

/** The address in a mail's To header (lower case). */
export function recipientOf(mail: string): string {
  const headers = mail.split(/\r?\n\r?\n/, 1)[0] ?? "";
  return (/^To: *(.*)$/im.exec(headers)?.[1] ?? "").trim().toLowerCase();
}

/** The notifications to the brokers. */
export async function brokerMails(): Promise<string[]> {
  return (await allMails()).filter((mail) => recipientOf(mail) === brokerInbox);
}

/** The mail sent to one applicant's address. */
export async function applicantMails(address: string): Promise<string[]> {
  return (await allMails()).filter((mail) => recipientOf(mail) === address.toLowerCase());
}

/** Waits for exactly one of `mails()` containing every one of `needles`, and returns it. */
async function expectOneOf(mails: () => Promise<string[]>, needles: string[]): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await mails()).filter((mail) => needles.every((n) => decoded(mail).includes(n)));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return decoded(found[0]!);
}

/** Waits for exactly one notification to the brokers containing every one of `needles`. */
export function expectOneMailWith(...needles: string[]): Promise<string> {
  return expectOneOf(brokerMails, needles);
}

/** Waits for exactly one mail to `address` containing every one of `needles`. */
export function expectOneApplicantMailWith(address: string, ...needles: string[]) {
  return expectOneOf(() => applicantMails(address), needles);
}

/**
 * The path (/track/<token>) of the secure link in the newest mail to `address` that has one,
 * waiting for it to be written.
 */
export async function applicantLinkFromMail(address: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await applicantMails(address))
          .map(decoded)
          .sort((a, b) => dateOf(b) - dateOf(a));
        path = mails
          .map((mail) =>
            /https?:\/\/[^\s"<>/]+(\/track\/[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mail),
          )
          .find(Boolean)?.[1];
        return path;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return path!;
}

function dateOf(mail: string): number {
  return Date.parse(/^Date: *(.*)$/im.exec(mail)?.[1] ?? "") || 0;
}

/** Undoes quoted-printable soft line breaks and escapes so the text can be searched. */
export function decoded(mail: string): string {
  return mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The notification the brokers were sent about this company (written as an .eml file); the
 * applicant's acknowledgement names the company too, but is addressed to them.
 */
export async function brokerMailAbout(companyName: string): Promise<string> {
  for (const mail of await brokerMails()) {
    const text = decodeQuotedPrintable(mail);
    if (text.includes(companyName)) return text;
  }
  return "";
}
