/**
 * Creates a back-office user: `npm run admin:create` asks for each detail (the password
 * without echo); for scripts, `npm run admin:create -- --email a@b.co.uk --name "A B"
 * --role admin --password-stdin < file`. The password is never printed or logged. With the
 * embedded database, run it while the server is stopped (one process per data directory).
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { getEnv } from "#app/env.server.ts";
import { openDatabase } from "#app/server/db/client.server.ts";
import { startOrExit } from "#app/server/data-dir.server.ts";
import { WeakPasswordError, passwordProblem } from "#app/server/admin/passwords.server.ts";
import { newUserSchema } from "#app/schemas/admin-users.ts";
import { DuplicateEmailError, createUser } from "#app/server/admin/users.server.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    "password-stdin": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: npm run admin:create [-- --email EMAIL --name NAME --role admin|broker --password-stdin]",
  );
  process.exit(0);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function ask(question: string, hidden = false): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Echo nothing of what is typed.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
        if (text.startsWith(question)) process.stdout.write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer.trim() === "" ? "" : hidden ? answer : answer.trim());
    });
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const interactive = !values["password-stdin"];
if (interactive && !process.stdin.isTTY) {
  fail("No terminal to ask for the password: pass --password-stdin and pipe the password in.");
}

const email = values.email ?? (interactive ? await ask("Email: ") : "");
const name = values.name ?? (interactive ? await ask("Name: ") : "");
const role =
  values.role ??
  (interactive ? (await ask("Role (admin or broker) [admin]: ")) || "admin" : "admin");
let password: string;
if (values["password-stdin"]) {
  password = await readStdin();
} else {
  password = await ask("Password (at least 12 characters, hard to guess): ", true);
  const again = await ask("Password again: ", true);
  if (again !== password) fail("The passwords do not match; nothing was created.");
}

// The same rules as the users page: the form's, then the strength check of the server.
const checked = newUserSchema.safeParse({ email, name, role, password });
const problems = (checked.error?.issues ?? [])
  .filter((issue) => issue.path.join(".") !== "password")
  .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
const weakness = passwordProblem(password, [email, name]);
if (weakness) problems.push(`  password: ${weakness}`);
if (!checked.success || problems.length > 0) {
  fail(`Nothing was created:\n${problems.join("\n")}`);
}

let env;
try {
  env = getEnv();
} catch (error) {
  fail((error as Error).message);
}
const database = await startOrExit(openDatabase(env));
try {
  const user = await createUser(database.db, checked.data, { actorUserId: null });
  console.log(`Created ${user.role} ${user.email}. They sign in at /admin/sign-in.`);
} catch (error) {
  if (error instanceof DuplicateEmailError || error instanceof WeakPasswordError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
