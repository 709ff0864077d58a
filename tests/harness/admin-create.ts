import { spawnSync } from "node:child_process";

/**
 * Runs `npm run admin:create` as an operator would (`--password-stdin`), against `dataDir` on
 * the embedded database, and returns what it printed and its exit status.
 */
export function runAdminCreate(dataDir: string, password: string) {
  const run = spawnSync(
    process.execPath,
    [
      "scripts/admin-create.ts",
      "--email",
      "ann@example.co.uk",
      "--name",
      "Ann Lee",
      "--role",
      "admin",
      "--password-stdin",
    ],
    {
      input: password,
      encoding: "utf8",
      env: { PATH: process.env.PATH, NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      timeout: 60_000,
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
