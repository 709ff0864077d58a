import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  createCookie,
  data,
  redirect,
  type Cookie,
  type RouterContextProvider,
} from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { sessions, users } from "#app/server/db/schema.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";
import {
  backoffWait,
  checkRateLimit,
  forgetFailures,
  isFirstRefusal,
  rateLimitKey,
  recordFailure,
} from "#app/server/rate-limit.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { verifyAgainstDecoy, verifyPassword } from "#app/server/admin/passwords.server.ts";

/**
 * Back-office sign-in. Sessions live in the database (every server process sees them); the
 * cookie holds a random token and the table only its SHA-256. A session ends after 2 hours
 * without a request or 12 hours after sign-in, whichever comes first. See
 * docs/decisions/0006-back-office-access.md.
 */
export const sessionLimits = {
  idleSeconds: 2 * 60 * 60,
  absoluteSeconds: 12 * 60 * 60,
  /** A session's last-seen time is written at most this often. */
  touchSeconds: 60,
} as const;

/**
 * Sign-in is never locked for everyone: failures are counted per account, per address and per
 * (account, address), and only the address that keeps failing waits, longer after each further
 * failure. An unknown email is counted exactly like a known one, so no answer or wait tells
 * whether an account exists. See docs/decisions/0006-back-office-access.md.
 */
export const signInThrottle = {
  /** Every sign-in attempt from one address, whatever its outcome (× RATE_LIMIT_MULTIPLIER). */
  attempts: { limit: 20, windowSeconds: 15 * 60 },
  /** Wrong passwords for one account from one address. */
  accountAddress: {
    failuresBeforeWait: 5,
    firstWaitSeconds: 60,
    maxWaitSeconds: 30 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
  /** Wrong passwords for any accounts from one address (× RATE_LIMIT_MULTIPLIER). */
  address: {
    failuresBeforeWait: 10,
    firstWaitSeconds: 60,
    maxWaitSeconds: 30 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
  /**
   * Wrong passwords for one account from anywhere in a day. Past this the account is under
   * attack from many addresses, and each address gets one wrong password before it waits; a
   * right password from an address that has not failed still signs in.
   */
  accountAlarm: { failures: 20, forgetAfterSeconds: 24 * 60 * 60 },
} as const;

export const signInMessages = {
  invalid: "The email address or password is not right. Check them and try again.",
  rateLimited: "There have been too many sign-in attempts from your network.",
} as const;

export type SessionUser = { id: string; email: string; name: string; role: UserRole };

function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

const sessionCookieOptions = {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: sessionLimits.absoluteSeconds,
} as const;

// Unsigned: the value is a random token that only means something when its hash is found in
// `sessions`, so a signature would add nothing a forger could not already fail at.
const sessionCookies = {
  /** `__Host-` binds the cookie to this exact origin over https; plain http cannot use it. */
  https: createCookie("__Host-broker_session", { ...sessionCookieOptions, secure: true }),
  http: createCookie("broker_session", sessionCookieOptions),
};

function sessionCookie(request: Request): Cookie {
  return isHttps(request) ? sessionCookies.https : sessionCookies.http;
}

/** A Set-Cookie value that removes the session cookie. */
function clearSessionCookie(request: Request): Promise<string> {
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

/**
 * The CSRF defence for every state-changing request: the browser must say the request comes
 * from this site, by `Origin` (every browser sends it on POST) or failing that
 * `Sec-Fetch-Site`. With SameSite cookies on top, a form on another site cannot act as a
 * signed-in broker. Requests that say neither are refused too.
 */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const allowed = new Set([new URL(request.url).origin, new URL(siteOrigin).origin]);
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return allowed.has(origin);
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite === "same-origin";
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function assertSameOrigin(request: Request, siteOrigin: string): void {
  if (safeMethods.has(request.method.toUpperCase())) return;
  if (!isSameOrigin(request, siteOrigin)) {
    throw data("This request did not come from the back office.", { status: 403 });
  }
}

export async function createSession(
  db: Database,
  request: Request,
  userId: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Sessions past their absolute end are dead whatever else; clear them as new ones start.
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: sql`now() + (${sessionLimits.absoluteSeconds}::integer * interval '1 second')`,
  });
  return sessionCookie(request).serialize(token);
}

/** The signed-in user of this request, or null. Keeps a live session alive. */
export async function readSession(
  db: Database,
  request: Request,
): Promise<(SessionUser & { sessionId: string }) | null> {
  const token: unknown = await sessionCookie(request).parse(request.headers.get("cookie"));
  if (typeof token !== "string" || !token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - (${sessionLimits.touchSeconds}::integer * interval '1 second')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sessions.lastSeenAt,
          sql`now() - (${sessionLimits.idleSeconds}::integer * interval '1 second')`,
        ),
        eq(users.disabled, false),
      ),
    );
  if (!row) return null;
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }
  return { sessionId: row.sessionId, id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

const anyOrigin = "http://back-office.invalid";

// What React Router adds to a page's address for its own requests: `.data` on the path of a
// data request, and these parameters.
const reactRouterParams = ["_routes", "index", "_data"];

/**
 * Where to go after signing in: the back-office page asked for, as a browser would show its
 * address, or "My day", the broker's first screen. Only a path on this site under /admin; a data request's address
 * (`/admin/outbox.data?_routes=…`, made while a session ran out mid-navigation) becomes the
 * page's own (`/admin/outbox`).
 */
export function backOfficeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return adminPaths.myDay;
  }
  let url: URL;
  try {
    url = new URL(value, anyOrigin);
  } catch {
    return adminPaths.myDay;
  }
  if (url.origin !== anyOrigin) return adminPaths.myDay;
  const path = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  if (path !== adminPaths.inbox && !path.startsWith(`${adminPaths.inbox}/`)) {
    return adminPaths.myDay;
  }
  for (const name of reactRouterParams) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The guard of every back-office loader and action: the signed-in user (of `role`, when
 * given), after the CSRF check for state-changing requests. Nobody signed in: a redirect to
 * the sign-in page. The wrong role: 403.
 */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  role?: UserRole,
): Promise<SessionUser> {
  const services = context.get(servicesContext);
  assertSameOrigin(request, services.env.SITE_ORIGIN);
  const user = await readSession(services.db, request);
  if (!user) {
    const url = new URL(request.url);
    const next =
      request.method === "GET" ? backOfficeNext(url.pathname + url.search) : adminPaths.inbox;
    throw redirect(`${adminPaths.signIn}?next=${encodeURIComponent(next)}`, {
      headers: { "Cache-Control": "private, no-store" },
    });
  }
  if (role && user.role !== role) {
    throw data("Only an administrator can do this.", { status: 403 });
  }
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export type SignInResult =
  | { ok: true; user: SessionUser; setCookie: string }
  | { ok: false; message: string; status: number; retryAfter?: number };

const throttleKeys = (email: string, ip: string) => ({
  attempts: rateLimitKey("admin-sign-in", ip),
  accountAddress: rateLimitKey("admin-sign-in-failures", `${email}|${ip}`),
  address: rateLimitKey("admin-sign-in-failures", ip),
  account: rateLimitKey("admin-sign-in-failures", `${email}|*`),
});

function throttled(retryAfter: number): SignInResult {
  return { ok: false, message: signInMessages.rateLimited, status: 429, retryAfter };
}

export async function signIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { db, env } = context.get(servicesContext);
  const ip = context.get(clientAddressContext);
  const email = credentials.email.trim().toLowerCase();
  const keys = throttleKeys(email, ip);
  const multiplier = env.RATE_LIMIT_MULTIPLIER;

  const verdict = await checkRateLimit(
    db,
    keys.attempts,
    signInThrottle.attempts.limit * multiplier,
    signInThrottle.attempts.windowSeconds,
  );
  if (!verdict.allowed) {
    // Once per window: a flood of refused attempts must not flood the audit log.
    if (isFirstRefusal(verdict)) {
      await audit(db, {
        actorUserId: null,
        action: "auth.sign_in_rate_limited",
        detail: { windowSeconds: signInThrottle.attempts.windowSeconds },
        ip,
      });
    }
    return throttled(verdict.retryAfter);
  }
  // An address that is waiting is refused before any password is checked: the wait depends
  // only on the email as typed and the address, never on whether the account exists.
  const wait = Math.max(
    await backoffWait(db, keys.accountAddress),
    await backoffWait(db, keys.address),
  );
  if (wait > 0) return throttled(wait);

  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.email, email));

  const usable = user && !user.disabled ? user : undefined;
  // Always checked, so an unknown email costs what a wrong password does.
  const right = await passwordMatches(usable, credentials.password);
  if (!usable || !right) {
    const reason = !user ? "unknown_email" : user.disabled ? "disabled" : "wrong_password";
    const waits = await recordSignInFailure(db, keys, multiplier);
    await audit(db, {
      actorUserId: user?.id ?? null,
      action: "auth.sign_in_failed",
      targetType: user ? "user" : undefined,
      targetId: user?.id,
      detail: { reason, ...waits },
      ip,
    });
    return { ok: false, message: signInMessages.invalid, status: 401 };
  }
  await forgetFailures(db, keys.accountAddress);
  const setCookie = await createSession(db, request, usable.id);
  await audit(db, {
    actorUserId: usable.id,
    action: "auth.sign_in",
    targetType: "user",
    targetId: usable.id,
    ip,
  });
  return {
    ok: true,
    user: { id: usable.id, email: usable.email, name: usable.name, role: usable.role },
    setCookie,
  };
}

/** The password check, as costly for an unknown or disabled account (the decoy) as for one. */
async function passwordMatches(
  user: { passwordHash: string } | undefined,
  password: string,
): Promise<boolean> {
  if (!user) {
    await verifyAgainstDecoy(password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

/**
 * Counts a wrong password against the account, the address and the pair, and starts the
 * waits they have earned. What it started goes in the failure's audit row, so a throttled
 * source is recorded once per wait, however many attempts the wait then refuses.
 */
async function recordSignInFailure(
  db: Database,
  keys: ReturnType<typeof throttleKeys>,
  multiplier: number,
): Promise<{ waitSeconds?: number; accountUnderAttack?: true }> {
  const { accountAddress, address, accountAlarm } = signInThrottle;
  const account = await recordFailure(db, keys.account, {
    failuresBeforeWait: Number.MAX_SAFE_INTEGER,
    firstWaitSeconds: 0,
    maxWaitSeconds: 0,
    forgetAfterSeconds: accountAlarm.forgetAfterSeconds,
  });
  const underAttack = account.failures >= accountAlarm.failures;
  const pair = await recordFailure(db, keys.accountAddress, {
    ...accountAddress,
    failuresBeforeWait: underAttack ? 1 : accountAddress.failuresBeforeWait,
  });
  const fromAddress = await recordFailure(db, keys.address, {
    ...address,
    failuresBeforeWait: address.failuresBeforeWait * multiplier,
  });
  const waitSeconds = Math.max(pair.waitSeconds, fromAddress.waitSeconds);
  return {
    ...(waitSeconds > 0 ? { waitSeconds } : {}),
    ...(underAttack ? { accountUnderAttack: true as const } : {}),
  };
}

export async function signOut(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<string> {
  const { db } = context.get(servicesContext);
  const session = await readSession(db, request);
  if (session) {
    await endSession(db, session.sessionId);
    await audit(db, {
      actorUserId: session.id,
      action: "auth.sign_out",
      targetType: "user",
      targetId: session.id,
      ip: context.get(clientAddressContext),
    });
  }
  return clearSessionCookie(request);
}
