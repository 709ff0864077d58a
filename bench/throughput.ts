import { spawn, spawnSync } from "node:child_process";
import { Agent, createServer, request as httpRequest } from "node:http";
import { mkdtempSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import serveStatic from "serve-static";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "#app/server/db/scratch-database.server.ts";
import { startServer, writeReport, type RunningServer } from "./lib.ts";

/**
 * Requests per second on loopback, bounded in time: a prerendered page through our server, the
 * same file from a bare Node static server and from nginx (the ceiling), a server-rendered page,
 * and the enquiry submission (on PGlite, and on PostgreSQL: BENCH_DATABASE_URL as given, or a
 * fresh database created on the server of TEST_DATABASE_URL and dropped afterwards).
 *
 * `node bench/throughput.ts` runs everything and writes bench/results/throughput.{md,json}.
 * Words after it pick parts and only print (no report): `pages`, `pglite`, `postgres`,
 * `submissions` (both databases), and `held` to skip the full-load submission runs, e.g.
 * `node bench/throughput.ts submissions held`.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const parts = new Set(import.meta.main ? process.argv.slice(2) : []);
const filtered = [...parts].some((part) => part !== "held");
const runs = {
  pages: !filtered || parts.has("pages"),
  pglite: !filtered || parts.has("pglite") || parts.has("submissions"),
  postgres: !filtered || parts.has("postgres") || parts.has("submissions"),
  fullLoad: !parts.has("held"),
};
const connections = 50;

type Result = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time the server process spent per request answered (milliseconds), where measured: on
   * a shared machine it moves less with the neighbours' load than the latencies do.
   */
  serverCpuMsPerRequest?: number;
};

/** User and system CPU time of a process so far, in milliseconds (Linux), or null. */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, so split after its ")").
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function measure(
  name: string,
  options: autocannon.Options,
  server?: RunningServer,
): Promise<Result> {
  const cpuBefore = cpuMsOf(server?.process.pid);
  const result = await autocannon({ connections, duration, ...options });
  const cpuAfter = cpuMsOf(server?.process.pid);
  return reported(
    {
      name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    },
    cpuBefore,
    cpuAfter,
    result.requests.total,
  );
}

/** The run's figures with the server's CPU per request answered, where measured, printed. */
function reported(
  summary: Result,
  cpuBefore: number | null,
  cpuAfter: number | null,
  answered: number,
): Result {
  if (cpuBefore !== null && cpuAfter !== null && answered > 0) {
    summary.serverCpuMsPerRequest = Math.round(((cpuAfter - cpuBefore) / answered) * 100) / 100;
  }
  console.log(
    `${summary.name}: ${summary.requestsPerSecond} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, errors ${summary.errors}, non-2xx ${summary.non2xx}` +
      (summary.serverCpuMsPerRequest === undefined
        ? ""
        : `, server CPU ${summary.serverCpuMsPerRequest} ms/request`),
  );
  return summary;
}

function bareNodeStatic(root: string, port: number) {
  const serve = serveStatic(root, { index: ["index.html"] });
  const server = createServer((req, res) => {
    serve(req as never, res as never, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  return new Promise<{ close(): Promise<void> }>((resolveStart) =>
    server.listen(port, "127.0.0.1", () =>
      resolveStart({ close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

/** Debian's nginx, installed when missing and we are root; otherwise why it is not available. */
function ensureNginx(): string | null {
  if (existsSync("/usr/sbin/nginx")) return null;
  if (process.getuid?.() !== 0) return "nginx is not installed and installing it needs root";
  console.log("throughput: installing Debian's nginx");
  const install = spawnSync(
    "sh",
    [
      "-c",
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx",
    ],
    { stdio: "inherit" },
  );
  return install.status === 0 && existsSync("/usr/sbin/nginx")
    ? null
    : "installing Debian's nginx failed";
}

async function nginx(root: string, port: number) {
  if (!existsSync("/usr/sbin/nginx")) return null;
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; sendfile on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri/index.html =404; } } }`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", conf], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  return {
    close: () =>
      new Promise<void>((r) => {
        child.once("exit", () => r());
        child.kill("SIGQUIT");
      }),
  };
}

const enquiryBody = (i: number) =>
  new URLSearchParams({
    email: `bench${i}@example.co.uk`,
    phone: "07700900123",
    loanAmount: "75000",
    client: "js",
  }).toString();

/** Enquiry submissions: at full load, then held at the target rate to read p99 there. */
async function submissions(name: string, server: RunningServer): Promise<Result[]> {
  return [
    ...(runs.fullLoad ? [await submissionRun(`${name}, full load`, server)] : []),
    await heldSubmissions(`${name}, held at ${targetRate}/s`, server, targetRate),
  ];
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, at)]! * 10) / 10;
}

/**
 * Submissions held at `rate` a second: one request due every 1000/rate ms for the run's
 * duration (an open loop, as visitors arrive), each timed from the moment it was due, so a
 * server that falls behind is charged for the wait as well as the answer. autocannon's
 * `overallRate`, used before, sends each connection's share of a second as fast as answers
 * come at the start of that second: 50 requests at once, every second, which measures a
 * burst's queue rather than a held rate.
 */
async function heldSubmissions(name: string, server: RunningServer, rate: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(`${server.url}/enquiry.data`);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const send = (due: number) =>
    new Promise<void>((settle) => {
      counter += 1;
      const body = enquiryBody(counter);
      const request = httpRequest(
        target,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": `198.51.100.${counter % 250}`,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx++;
            settle();
          });
        },
      );
      request.on("error", () => {
        errors++;
        settle();
      });
      request.end(body);
    });

  const total = rate * duration;
  const cpuBefore = cpuMsOf(server.process.pid);
  const started = performance.now();
  const answers: Promise<void>[] = [];
  await new Promise<void>((sent) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (answers.length < due) answers.push(send(started + (answers.length * 1000) / rate));
      if (answers.length < total) setTimeout(tick, 1);
      else sent();
    };
    tick();
  });
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOf(server.process.pid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return reported(
    {
      name,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors,
      non2xx,
    },
    cpuBefore,
    cpuAfter,
    latencies.length,
  );
}

const targetRate = 300;
let counter = 0;

async function submissionRun(name: string, server: RunningServer): Promise<Result> {
  return measure(
    name,
    {
      url: `${server.url}/enquiry.data`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      requests: [
        {
          setupRequest(request) {
            counter += 1;
            return {
              ...request,
              body: enquiryBody(counter),
              headers: { ...request.headers, "x-forwarded-for": `198.51.100.${counter % 250}` },
            };
          },
        },
      ],
    },
    server,
  );
}

/** The PostgreSQL database for the submission run, or null when there is no server to use. */
async function benchPostgresDatabase(): Promise<ScratchDatabase | null> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  return createScratchDatabase(serverUrl, "bench");
}

/** The submission runs on PostgreSQL, or why they were not run. */
async function postgresSubmissions(): Promise<{ results: Result[]; note: string | null }> {
  const postgresDatabase = await benchPostgresDatabase();
  if (!postgresDatabase) {
    return {
      results: [],
      note: "not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server",
    };
  }
  try {
    const onPostgres = await startServer(4323, {
      RATE_LIMIT_MULTIPLIER: "100000",
      DATABASE_URL: postgresDatabase.url,
    });
    try {
      return {
        results: await submissions("our server: enquiry submission (PostgreSQL)", onPostgres),
        note: null,
      };
    } finally {
      await onPostgres.stop();
    }
  } finally {
    await postgresDatabase.drop();
  }
}

export async function runThroughput() {
  const clientDir = resolve("build/client");
  const page = "/about-us";
  const results: Result[] = [];

  if (runs.pages || runs.pglite) {
    const ours = await startServer(4320, { RATE_LIMIT_MULTIPLIER: "100000" });
    try {
      if (runs.pages) {
        results.push(await measure("our server: prerendered page", { url: `${ours.url}${page}` }));
        results.push(
          await measure("our server: server-rendered page", { url: `${ours.url}/contact` }),
        );
      }
      if (runs.pglite) {
        results.push(...(await submissions("our server: enquiry submission (PGlite)", ours)));
      }
    } finally {
      await ours.stop();
    }
  }
  if (filtered || !runs.fullLoad) {
    if (runs.postgres) results.push(...(await postgresSubmissions()).results);
    return { results, ratios: { versusBareNode: null, versusNginx: null } };
  }

  const bare = await bareNodeStatic(clientDir, 4321);
  try {
    results.push(
      await measure("bare Node static server", { url: `http://127.0.0.1:4321${page}/index.html` }),
    );
  } finally {
    await bare.close();
  }
  const nginxMissing = ensureNginx();
  const ceiling = nginxMissing ? null : await nginx(clientDir, 4322);
  if (ceiling) {
    try {
      results.push(await measure("nginx", { url: `http://127.0.0.1:4322${page}` }));
    } finally {
      await ceiling.close();
    }
  }

  const onPostgres = await postgresSubmissions();
  results.push(...onPostgres.results);
  const postgresNote = onPostgres.note;

  const find = (name: string) => results.find((r) => r.name === name);
  const oursPage = find("our server: prerendered page")!.requestsPerSecond;
  const bareRate = find("bare Node static server")?.requestsPerSecond;
  const nginxRate = find("nginx")?.requestsPerSecond;
  const ratios = {
    versusBareNode: bareRate ? Math.round((oursPage / bareRate) * 100) / 100 : null,
    versusNginx: nginxRate ? Math.round((oursPage / nginxRate) * 100) / 100 : null,
  };
  const table = results
    .map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.serverCpuMsPerRequest ?? ""} | ${r.errors} | ${r.non2xx} |`,
    )
    .join("\n");
  const markdown = `# Throughput (${connections} connections, ${duration} s each, loopback, 2 cores shared with the load generator)

| run | req/s | p50 ms | p99 ms | server CPU ms/req | errors | non-2xx |
|---|---|---|---|---|---|---|
${table}

Prerendered page throughput as a share of the bare Node static server: ${ratios.versusBareNode ?? "n/a"} (target at least 0.8); of nginx: ${ratios.versusNginx ?? `not available (${nginxMissing ?? "nginx did not answer"})`} (the ceiling).
Enquiry submissions on PostgreSQL: ${postgresNote ?? "see the table"}.
Enquiry submissions target: at least ${targetRate} per second with p99 under 100 ms on PGlite. "Full load" is ${connections} connections sending as fast as answers come (the most the server takes; latency there is mostly queueing); "held at ${targetRate}/s" sends one submission every ${(1000 / targetRate).toFixed(1)} ms (an open loop, each timed from when it was due) and its p99 is the figure the target speaks of.
`;
  await writeReport(
    "throughput",
    {
      duration,
      connections,
      results,
      ratios,
      nginx: nginxMissing ?? "measured",
      postgres: postgresNote ?? "measured",
    },
    markdown,
  );
  return { results, ratios };
}

if (import.meta.main) await runThroughput();
