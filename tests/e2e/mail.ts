import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/**
 * The broker notifications the server under test wrote: one .eml file per outbox row under
 * the server's data directory. Tests look here to see what the brokers were told.
 */
export async function brokerMails(): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.filter((name) => name.endsWith(".eml")).map((name) => readFile(join(dir, name), "utf8")),
  );
}

/** Waits for exactly one notification containing every one of `needles`, and returns it. */
export async function expectOneMailWith(...needles: string[]): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await brokerMails()).filter((mail) =>
          needles.every((n) => decoded(mail).includes(n)),
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return decoded(found[0]!);
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

/** The first link to an applicant's own page in a mail, as a path ("/track/<token>"). */
const trackingLinkPattern = /https?:\/\/[^\s"<>]+?(\/track\/[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/**
 * The path of the tracking link in the newest mail the server wrote to `email` (the
 * acknowledgement an application or enquiry gets), waiting for that mail to be written.
 */
export async function applicantLinkFromMail(email: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        path = await newestTrackingLinkTo(email);
        return path;
      },
      { timeout: 15_000, message: `a mail to ${email} with a tracking link` },
    )
    .not.toBeNull();
  return path!;
}

async function newestTrackingLinkTo(email: string): Promise<string | null> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith(".eml"),
  );
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const [text, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
      return { text: decoded(text), written: info.mtimeMs };
    }),
  );
  const addressed = new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");
  const links = mails
    .filter(({ text }) => addressed.test(text.split(/\r?\n\r?\n/)[0] ?? ""))
    .sort((a, b) => b.written - a.written)
    .map(({ text }) => trackingLinkPattern.exec(text)?.[1])
    .filter((link) => link !== undefined);
  return links[0] ?? null;
}
