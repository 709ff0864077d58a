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
import { checkRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
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

export const lockout = { maxFailures: 5, minutes: 15 } as const;

export const signInRateLimit = { limit: 20, windowSeconds: 15 * 60 } as const;

export const signInMessages = {
  invalid: "The email address or password is not right. Check them and try again.",
  locked: `This account is locked for ${lockout.minutes} minutes after ${lockout.maxFailures} failed sign-ins. Try again later, or ask an administrator to reset your password.`,
  rateLimited:
    "There have been too many sign-in attempts from your network. Wait a few minutes and try again.",
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
    const next = request.method === "GET" ? url.pathname + url.search : adminPaths.inbox;
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

export async function signIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { db, env } = context.get(servicesContext);
  const ip = context.get(clientAddressContext);
  const verdict = await checkRateLimit(
    db,
    rateLimitKey("admin-sign-in", ip),
    signInRateLimit.limit * env.RATE_LIMIT_MULTIPLIER,
    signInRateLimit.windowSeconds,
  );
  if (!verdict.allowed) {
    await audit(db, {
      actorUserId: null,
      action: "auth.sign_in_rate_limited",
      detail: {},
      ip,
    });
    return {
      ok: false,
      message: signInMessages.rateLimited,
      status: 429,
      retryAfter: verdict.retryAfter,
    };
  }
  const email = credentials.email.trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
    })
    .from(users)
    .where(eq(users.email, email));

  if (!user || user.disabled) {
    await verifyAgainstDecoy(credentials.password);
    await audit(db, {
      actorUserId: user?.id ?? null,
      action: "auth.sign_in_failed",
      targetType: "user",
      targetId: user?.id,
      detail: { reason: user ? "disabled" : "unknown_email" },
      ip,
    });
    return { ok: false, message: signInMessages.invalid, status: 401 };
  }
  if (user.locked) {
    await audit(db, {
      actorUserId: user.id,
      action: "auth.sign_in_failed",
      targetType: "user",
      targetId: user.id,
      detail: { reason: "locked" },
      ip,
    });
    return { ok: false, message: signInMessages.locked, status: 423 };
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    const [after] = await db
      .update(users)
      .set({
        failedAttempts: sql`case when ${users.failedAttempts} + 1 >= ${lockout.maxFailures} then 0 else ${users.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${users.failedAttempts} + 1 >= ${lockout.maxFailures} then now() + (${lockout.minutes}::integer * interval '1 minute') else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id))
      .returning({ locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)` });
    const nowLocked = after?.locked ?? false;
    await audit(db, {
      actorUserId: user.id,
      action: "auth.sign_in_failed",
      targetType: "user",
      targetId: user.id,
      detail: { reason: "wrong_password", locked: nowLocked },
      ip,
    });
    return nowLocked
      ? { ok: false, message: signInMessages.locked, status: 423 }
      : { ok: false, message: signInMessages.invalid, status: 401 };
  }
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, user.id));
  const setCookie = await createSession(db, request, user.id);
  await audit(db, {
    actorUserId: user.id,
    action: "auth.sign_in",
    targetType: "user",
    targetId: user.id,
    ip,
  });
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    setCookie,
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
