import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, rateLimits, sessions, users } from "#app/server/db/schema.ts";
import {
  isSameOrigin,
  readSession,
  requireUser,
  signIn,
  signInMessages,
  signInThrottle,
  signOut,
} from "#app/server/admin/auth.server.ts";
import { ensureBootstrapAdmin, setUserDisabled } from "#app/server/admin/users.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import {
  adminContext,
  get,
  makeUser,
  post,
  sessionCookieFor,
  testOrigin,
} from "#tests/harness/admin.ts";

async function thrown(
  promise: Promise<unknown>,
): Promise<Response | { init: ResponseInit | null }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a refusal");
}

function statusOf(value: Response | { init: ResponseInit | null }): number {
  return value instanceof Response ? value.status : (value.init?.status ?? 200);
}

describe.each(testDatabaseKinds)("back-office sign-in on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("signs in with the right password, sets a HttpOnly SameSite cookie and audits it", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker", "Ben@Example.co.uk");
    const result = await signIn(adminContext(db), get("/admin/sign-in"), {
      email: "  BEN@example.co.uk ",
      password: broker.password,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.setCookie).toMatch(
      /^broker_session=[\w%]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(result.setCookie).not.toContain("Secure");
    const token = result.setCookie.split(";")[0]!.split("=")[1]!;
    const [row] = await db.select().from(sessions);
    expect(row!.id).not.toContain(token);
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in"));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorUserId: broker.id, ip: "203.0.113.7" });
  });

  it("uses a __Host- Secure cookie over https", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const result = await signIn(
      adminContext(db),
      new Request("https://broker.example.co.uk/admin/sign-in"),
      { email: broker.email, password: broker.password },
    );
    expect(result.ok && result.setCookie).toMatch(
      /^__Host-broker_session=[\w%]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("refuses a wrong password or unknown email with the same message, and audits both", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const wrong = await signIn(adminContext(db), get("/admin/sign-in"), {
      email: broker.email,
      password: "not the password",
    });
    const unknown = await signIn(adminContext(db), get("/admin/sign-in"), {
      email: "nobody@example.co.uk",
      password: "not the password",
    });
    expect(wrong).toMatchObject({ ok: false, message: signInMessages.invalid, status: 401 });
    expect(unknown).toMatchObject({ ok: false, message: signInMessages.invalid, status: 401 });
    const failures = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign_in_failed"));
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(failures)).not.toContain("not the password");
  });

  /** Ends every back-off wait: waits are minutes long, failure counts are kept for a day. */
  async function endWaits(db: Database) {
    await db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.expiresAt} < now() + interval '2 hours'`);
  }

  const attemptFrom = (db: Database, ip: string) => (email: string, password: string) =>
    signIn(adminContext(db, ip), get("/admin/sign-in"), { email, password });

  it("never locks an account: after a flood of wrong passwords from elsewhere, the right one from a new address works", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      for (let i = 0; i < signInThrottle.accountAddress.failuresBeforeWait + 1; i++) {
        await attemptFrom(db, ip)(broker.email, "wrong password");
      }
    }
    expect(await attemptFrom(db, "192.0.2.50")(broker.email, broker.password)).toMatchObject({
      ok: true,
    });
  });

  it("answers a wrong password, an unknown email and a throttled address alike, never saying whether the account exists", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const known = attemptFrom(db, "198.51.100.10");
    const unknown = attemptFrom(db, "198.51.100.11");
    const allowance = signInThrottle.accountAddress.failuresBeforeWait;
    for (let i = 0; i < allowance; i++) {
      const answers = [
        await known(broker.email, "wrong password"),
        await unknown("nobody@example.co.uk", "wrong password"),
      ];
      for (const answer of answers) {
        expect(answer).toEqual({ ok: false, status: 401, message: signInMessages.invalid });
      }
    }
    // Past the allowance that address waits, even with the right password, and is told the
    // same whether or not the account exists.
    const throttledKnown = await known(broker.email, broker.password);
    const throttledUnknown = await unknown("nobody@example.co.uk", broker.password);
    for (const answer of [throttledKnown, throttledUnknown]) {
      expect(answer).toMatchObject({ ok: false, status: 429, message: signInMessages.rateLimited });
    }
    const waits = [throttledKnown, throttledUnknown].map((answer) =>
      answer.ok ? 0 : answer.retryAfter,
    );
    expect(waits[0]).toBe(waits[1]);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(signInThrottle.accountAddress.firstWaitSeconds);
    // Nothing about the account has changed for anyone else.
    expect(await attemptFrom(db, "192.0.2.51")(broker.email, broker.password)).toMatchObject({
      ok: true,
    });
  });

  it("makes an address wait longer after each further failure, and forgets its failures once the right password is given", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const attempt = attemptFrom(db, "198.51.100.20");
    const { failuresBeforeWait, firstWaitSeconds } = signInThrottle.accountAddress;
    for (let i = 0; i < failuresBeforeWait; i++) await attempt(broker.email, "wrong password");
    const first = await attempt(broker.email, "wrong password");
    expect(first).toMatchObject({ status: 429 });
    await endWaits(db);
    // One more wrong password after the wait: checked, refused, and the next wait is double.
    expect(await attempt(broker.email, "wrong password")).toMatchObject({ status: 401 });
    const second = await attempt(broker.email, "wrong password");
    expect(second).toMatchObject({ status: 429 });
    expect(second.ok ? 0 : second.retryAfter).toBeGreaterThan(firstWaitSeconds);
    expect(second.ok ? 0 : second.retryAfter).toBeLessThanOrEqual(2 * firstWaitSeconds);

    await endWaits(db);
    expect(await attempt(broker.email, broker.password)).toMatchObject({ ok: true });
    // A fresh allowance after signing in.
    expect(await attempt(broker.email, "wrong password")).toMatchObject({ status: 401 });
  });

  it("makes an address that fails across many accounts wait, but no other address", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const spraying = attemptFrom(db, "198.51.100.30");
    for (let i = 0; i < signInThrottle.address.failuresBeforeWait; i++) {
      expect(await spraying(`someone${i}@example.co.uk`, "Summer2026!")).toMatchObject({
        status: 401,
      });
    }
    expect(await spraying(broker.email, broker.password)).toMatchObject({
      ok: false,
      status: 429,
      message: signInMessages.rateLimited,
    });
    expect(await attemptFrom(db, "198.51.100.31")(broker.email, broker.password)).toMatchObject({
      ok: true,
    });
  });

  it("writes one audit row per throttled window, not one per refused attempt", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const attempt = attemptFrom(db, "198.51.100.40");
    for (let i = 0; i < 60; i++) await attempt(broker.email, "wrong password");
    const rows = await db.select().from(auditLog);
    const byAction = (action: string) => rows.filter((row) => row.action === action);
    // Only the attempts whose password was checked, each once, and the address's limit once.
    expect(byAction("auth.sign_in_failed")).toHaveLength(
      signInThrottle.accountAddress.failuresBeforeWait,
    );
    expect(byAction("auth.sign_in_rate_limited")).toHaveLength(1);
    expect(rows.length).toBeLessThanOrEqual(signInThrottle.accountAddress.failuresBeforeWait + 2);
  });

  it("limits sign-in attempts per address", async () => {
    const { db } = database();
    const context = adminContext(db, "198.51.100.9");
    let last;
    for (let i = 0; i < 21; i++) {
      last = await signIn(context, get("/admin/sign-in"), {
        email: `someone${i}@example.co.uk`,
        password: "whatever it is",
      });
    }
    expect(last).toMatchObject({ ok: false, status: 429, message: signInMessages.rateLimited });
  });

  it("ends sessions after 2 idle hours, after 12 hours in all, on sign-out and when disabled", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const admin = await makeUser(db, "admin");
    const cookie = await sessionCookieFor(db, broker.email);
    expect(await readSession(db, get("/admin", cookie))).toMatchObject({ id: broker.id });

    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '121 minutes'` });
    expect(await readSession(db, get("/admin", cookie))).toBeNull();

    const second = await sessionCookieFor(db, broker.email);
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await readSession(db, get("/admin", second))).toBeNull();
    // Dead sessions are cleared when the next one starts.
    const third = await sessionCookieFor(db, broker.email);
    expect(await db.select().from(sessions)).toHaveLength(1);

    const cleared = await signOut(adminContext(db), post("/admin/sign-out", {}, { cookie: third }));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await readSession(db, get("/admin", third))).toBeNull();
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_out")),
    ).toHaveLength(1);

    const fourth = await sessionCookieFor(db, broker.email);
    await setUserDisabled(db, broker.id, true, { actorUserId: admin.id });
    expect(await readSession(db, get("/admin", fourth))).toBeNull();
    expect(await signIn(adminContext(db), get("/admin/sign-in"), broker)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it("requireUser redirects the anonymous to sign-in, refuses the wrong role and foreign origins", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    const context = adminContext(db);

    const anonymous = await thrown(requireUser(get("/admin?status=new"), context));
    expect(statusOf(anonymous)).toBe(302);
    expect((anonymous as Response).headers.get("location")).toBe(
      "/admin/sign-in?next=%2Fadmin%3Fstatus%3Dnew",
    );
    // A data request of client-side navigation comes back as the page it was for.
    const dataRequests = {
      "/admin/outbox.data?_routes=routes%2Fadmin-outbox": "/admin/outbox",
      "/admin.data?status=new&_routes=root%2Croutes%2Fadmin-inbox": "/admin?status=new",
      "/admin/leads/x/_.data?index&_routes=routes%2Fadmin-lead": "/admin/leads/x/",
    };
    for (const [path, next] of Object.entries(dataRequests)) {
      const redirect = (await thrown(requireUser(get(path), context))) as Response;
      expect(redirect.headers.get("location"), path).toBe(
        `/admin/sign-in?next=${encodeURIComponent(next)}`,
      );
    }
    expect(statusOf(await thrown(requireUser(get("/admin/users", cookie), context, "admin")))).toBe(
      403,
    );
    expect(await requireUser(get("/admin", cookie), context)).toMatchObject({ id: broker.id });

    const foreign = post("/admin", { x: "1" }, { cookie, origin: "https://evil.example" });
    expect(statusOf(await thrown(requireUser(foreign, context)))).toBe(403);
    const noOrigin = post("/admin", { x: "1" }, { cookie, origin: null });
    expect(statusOf(await thrown(requireUser(noOrigin, context)))).toBe(403);
    const crossSite = post(
      "/admin",
      { x: "1" },
      {
        cookie,
        origin: null,
        headers: { "sec-fetch-site": "cross-site" },
      },
    );
    expect(statusOf(await thrown(requireUser(crossSite, context)))).toBe(403);
    expect(await requireUser(post("/admin", { x: "1" }, { cookie }), context)).toMatchObject({
      id: broker.id,
    });
  });
});

describe("the origin check", () => {
  it("accepts this origin and the configured site origin only", () => {
    const site = "https://broker.example.co.uk";
    const request = (headers: Record<string, string>) =>
      new Request(`${testOrigin}/admin`, { method: "POST", headers });
    expect(isSameOrigin(request({ origin: testOrigin }), site)).toBe(true);
    expect(isSameOrigin(request({ origin: site }), site)).toBe(true);
    expect(
      isSameOrigin(request({ origin: "https://broker.example.co.uk.evil.example" }), site),
    ).toBe(false);
    expect(isSameOrigin(request({ origin: "null" }), site)).toBe(false);
    expect(isSameOrigin(request({ "sec-fetch-site": "same-origin" }), site)).toBe(true);
    expect(isSameOrigin(request({ "sec-fetch-site": "same-site" }), site)).toBe(false);
    expect(isSameOrigin(request({}), site)).toBe(false);
  });
});

describe.each(testDatabaseKinds)("the first admin on %s", (kind) => {
  const database = useTestDatabase(kind);
  const env = {
    ADMIN_BOOTSTRAP_EMAIL: "First@Example.co.uk",
    ADMIN_BOOTSTRAP_PASSWORD: "first admin password",
  };

  it("is created once from the environment while there are no users, even by two processes at once", async () => {
    const { db } = database();
    const logger = createLogger("silent");
    await Promise.all([
      ensureBootstrapAdmin(db, env, logger),
      ensureBootstrapAdmin(db, env, logger),
    ]);
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "first@example.co.uk", role: "admin" });
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await signIn(adminContext(db), get("/admin/sign-in"), {
        email: "first@example.co.uk",
        password: "first admin password",
      }),
    ).toMatchObject({ ok: true });
  });

  it("is refused at start when its password is easy to guess, saying why", async () => {
    const { db } = database();
    await expect(
      ensureBootstrapAdmin(
        db,
        { ADMIN_BOOTSTRAP_EMAIL: "first@example.co.uk", ADMIN_BOOTSTRAP_PASSWORD: "password1234" },
        createLogger("silent"),
      ),
    ).rejects.toThrow(/ADMIN_BOOTSTRAP_PASSWORD.*too easy to guess.*commonly used password/);
    expect(await db.select().from(users)).toEqual([]);
  });

  it("is not created when anyone exists", async () => {
    const { db } = database();
    await makeUser(db, "broker");
    await ensureBootstrapAdmin(db, env, createLogger("silent"));
    expect(await db.select().from(users)).toHaveLength(1);
  });
});
