import { beforeEach, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { rateLimits } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import {
  backoffSeconds,
  backoffWait,
  checkRateLimit,
  forgetFailures,
  isFirstRefusal,
  mayMailRecipient,
  rateLimitKey,
  recordFailure,
} from "#app/server/rate-limit.server.ts";

describe.each(testDatabaseKinds)("rate limits on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  beforeEach(() => {
    database = testDatabase();
  });

  test("allows the limit, then refuses with the time left in the window", async () => {
    const { db } = database;
    const key = rateLimitKey("contact", "203.0.113.7");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await checkRateLimit(db, key, 3, 600));

    expect(results.map((result) => [result.allowed, result.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(results[3]?.retryAfter).toBeGreaterThan(590);
    expect(results[3]?.retryAfter).toBeLessThanOrEqual(600);
    // Another address, or another form, has its own allowance.
    expect((await checkRateLimit(db, rateLimitKey("contact", "203.0.113.8"), 3, 600)).allowed).toBe(
      true,
    );
    expect((await checkRateLimit(db, rateLimitKey("enquiry", "203.0.113.7"), 3, 600)).allowed).toBe(
      true,
    );
  });

  test("a new window starts once the last one has ended", async () => {
    const { db } = database;
    const key = rateLimitKey("referral", "198.51.100.1");
    await checkRateLimit(db, key, 1, 60);
    expect((await checkRateLimit(db, key, 1, 60)).allowed).toBe(false);
    await db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await checkRateLimit(db, key, 1, 60)).toMatchObject({ allowed: true, remaining: 0 });
  });

  test("requests arriving together from several processes share one count", async () => {
    const other = await database.connectAgain();
    const key = rateLimitKey("enquiry", "192.0.2.44");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkRateLimit(i % 2 === 0 ? database.db : other.db, key, 5, 600),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  test("counts only the first refusal of a window as one", async () => {
    const { db } = database;
    const key = rateLimitKey("admin-sign-in", "203.0.113.9");
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await checkRateLimit(db, key, 2, 600));
    expect(results.map(isFirstRefusal)).toEqual([false, false, true, false, false]);
  });

  test("back-off: failures past the allowance start a wait that doubles, and a success forgets them", async () => {
    const { db } = database;
    const policy = {
      failuresBeforeWait: 2,
      firstWaitSeconds: 60,
      maxWaitSeconds: 200,
      forgetAfterSeconds: 3600,
    };
    const key = rateLimitKey("admin-sign-in-failures", "someone@example.co.uk|203.0.113.7");
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 1, waitSeconds: 0 });
    expect(await backoffWait(db, key)).toBe(0);
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 2, waitSeconds: 60 });
    expect(await backoffWait(db, key)).toBeGreaterThan(55);
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 3, waitSeconds: 120 });
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 4, waitSeconds: 200 });
    expect(await backoffWait(db, key)).toBeGreaterThan(195);
    // Another key is untouched.
    expect(await backoffWait(db, rateLimitKey("admin-sign-in-failures", "203.0.113.7"))).toBe(0);

    await forgetFailures(db, key);
    expect(await backoffWait(db, key)).toBe(0);
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 1, waitSeconds: 0 });
    // Failures are forgotten once their time is up.
    await db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await recordFailure(db, key, policy)).toEqual({ failures: 1, waitSeconds: 0 });
    expect(backoffSeconds(policy, 1)).toBe(0);
    expect(backoffSeconds(policy, 1000)).toBe(200);
  });

  test("mail to one address: three an hour in any case, a retried mail counted once", async () => {
    const { db } = database;
    const verdicts = [];
    for (const email of ["Ann@Example.co.uk", "ann@example.co.uk", " ANN@example.co.uk"]) {
      verdicts.push(await mayMailRecipient(db, email, `mail:${email}`));
    }
    // The first mail composed again after an outage is not a fourth mail.
    verdicts.push(await mayMailRecipient(db, "Ann@Example.co.uk", "mail:Ann@Example.co.uk"));
    verdicts.push(await mayMailRecipient(db, "ann@example.co.uk", "mail:another"));
    expect(verdicts).toEqual([true, true, true, true, false]);
    expect(await mayMailRecipient(db, "bob@example.co.uk")).toBe(true);
  });

  test("stores no client address", async () => {
    const { db } = database;
    await checkRateLimit(db, rateLimitKey("contact", "203.0.113.7"), 3, 600);
    await recordFailure(db, rateLimitKey("admin-sign-in-failures", "203.0.113.7"), {
      failuresBeforeWait: 0,
      firstWaitSeconds: 60,
      maxWaitSeconds: 60,
      forgetAfterSeconds: 60,
    });
    const stored = JSON.stringify(await db.select().from(rateLimits));
    expect(stored).not.toContain("203.0.113.7");
  });
});
