import { readdir, readFile } from "node:fs/promises";
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
