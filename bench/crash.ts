import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, writeReport, type RunningServer } from "./lib.ts";

/**
 * "No lost lead": enquiries are sent at load while the server is killed with SIGKILL several
 * times and restarted. Every enquiry that was answered as accepted must end up notified exactly
 * once. Asserts on counts, never on times.
 */
const port = 4330;
const kills = Number(process.env.CRASH_KILLS ?? 4);
const concurrency = 20;

async function send(url: string, email: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/enquiry?variant=desktop`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}`,
      },
      body: new URLSearchParams({ email, phone: "07700900123", loanAmount: "75000" }),
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    return response.status === 302;
  } catch {
    return false;
  }
}

async function mailsByRecipientEmail(dataDir: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const dir = join(dataDir, "outbox");
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith(".eml")) continue;
    const text = await readFile(join(dir, name), "utf8");
    for (const match of new Set(text.match(/crash-\d+@example\.co\.uk/g) ?? [])) {
      counts.set(match, (counts.get(match) ?? 0) + 1);
    }
  }
  return counts;
}

export async function runCrash() {
  const dataDir = mkdtempSync(join(tmpdir(), "broker-crash-"));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: "100000", OUTBOX_LEASE_SECONDS: "10" };
  const accepted = new Set<string>();
  let sent = 0;
  let server: RunningServer = await startServer(port, env);
  let running = true;

  const load = Array.from({ length: concurrency }, async () => {
    while (running) {
      const email = `crash-${sent++}@example.co.uk`;
      if (await send(server.url, email)) accepted.add(email);
    }
  });

  for (let i = 0; i < kills; i++) {
    await new Promise((r) => setTimeout(r, 3000));
    server.process.kill("SIGKILL");
    await new Promise((r) => server.process.once("exit", r));
    console.log(`crash: killed the server (${i + 1}/${kills}); ${accepted.size} accepted so far`);
    server = await startServer(port, env);
  }
  await new Promise((r) => setTimeout(r, 3000));
  running = false;
  await Promise.all(load);

  // Let the outbox drain, then stop cleanly.
  let mails = await mailsByRecipientEmail(dataDir);
  for (let i = 0; i < 60 && [...accepted].some((email) => !mails.has(email)); i++) {
    await new Promise((r) => setTimeout(r, 1000));
    mails = await mailsByRecipientEmail(dataDir);
  }
  await server.stop();

  const lost = [...accepted].filter((email) => !mails.has(email));
  const duplicated = [...mails].filter(([, count]) => count > 1).map(([email]) => email);
  if (lost.length) console.log(`crash: lost ${lost.slice(0, 5).join(", ")}`);
  const result = {
    kills,
    attempted: sent,
    accepted: accepted.size,
    notified: mails.size,
    lost: lost.length,
    duplicated: duplicated.length,
  };
  console.log(`crash: ${JSON.stringify(result)} data in ${dataDir}`);
  const markdown = `# Crash run (SIGKILL under load, PGlite)

- Server killed ${kills} times while ${concurrency} clients sent enquiries.
- Enquiries attempted: ${sent}; accepted (answered 302): ${accepted.size}.
- Accepted enquiries without a notification: **${lost.length}** (must be 0).
- Enquiries notified more than once: **${duplicated.length}** (must be 0).
`;
  await writeReport(
    "crash",
    { ...result, lostEmails: lost.slice(0, 20), duplicatedEmails: duplicated.slice(0, 20) },
    markdown,
  );
  return result;
}

if (import.meta.main) {
  const result = await runCrash();
  if (result.lost > 0 || result.duplicated > 0) process.exitCode = 1;
}
