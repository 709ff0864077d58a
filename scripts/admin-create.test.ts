import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runAdminCreate } from "#tests/harness/admin-create.ts";

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function adminCreate(password: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "admin-create-"));
  dataDirs.push(dataDir);
  return runAdminCreate(dataDir, password);
}

describe("npm run admin:create", () => {
  it("refuses a common password, says why and creates nobody", () => {
    const run = adminCreate("password1234");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Nothing was created");
    expect(run.stderr).toMatch(/password: This password is too easy to guess\..*commonly used/);
    expect(run.stdout).not.toContain("Created");
  });
});
