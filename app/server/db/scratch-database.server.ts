import { randomBytes } from "node:crypto";

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A new database on the PostgreSQL server `serverUrl` points at, empty or a copy of `template`,
 * named `{prefix}_{pid}_{random}` so parallel runs never meet; `drop()` removes it. For tests
 * and benchmarks that need a database of their own.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const { default: postgres } = await import("postgres");
  const name = `${prefix}_${process.pid}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
