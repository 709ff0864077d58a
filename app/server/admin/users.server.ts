import { asc, count, eq } from "drizzle-orm";
import { newUserSchema, type NewUser } from "#app/schemas/admin-users.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { endSessionsOf } from "#app/server/admin/auth.server.ts";
import {
  WeakPasswordError,
  assertPasswordAllowed,
  hashPassword,
} from "#app/server/admin/passwords.server.ts";

export class DuplicateEmailError extends Error {
  constructor() {
    super("There is already a user with this email address.");
  }
}

/**
 * Adds a back-office account. A password that is easy to guess (common, breached, repetitive,
 * or made of the person's own email or name) throws WeakPasswordError and nothing is added.
 */
export async function createUser(
  db: Database,
  input: NewUser,
  by: { actorUserId: string | null; ip?: string | null },
): Promise<{ id: string; email: string; role: UserRole }> {
  const value = newUserSchema.parse(input);
  assertPasswordAllowed(value.password, [value.email, value.name]);
  const passwordHash = await hashPassword(value.password);
  // One statement decides, so two processes creating the same user at once cannot both win.
  const [created] = await db
    .insert(users)
    .values({ email: value.email, name: value.name, role: value.role, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!created) throw new DuplicateEmailError();
  await audit(db, {
    actorUserId: by.actorUserId,
    action: "user.create",
    targetType: "user",
    targetId: created.id,
    detail: { role: created.role },
    ip: by.ip,
  });
  return created;
}

export function listUsers(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      disabled: users.disabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.name));
}

/** Active users who can be given leads. */
export function listAssignableUsers(db: Database) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.disabled, false))
    .orderBy(asc(users.name));
}

export async function setUserDisabled(
  db: Database,
  userId: string,
  disabled: boolean,
  by: { actorUserId: string; ip?: string | null },
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ disabled, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!changed.length) return false;
  if (disabled) await endSessionsOf(db, userId);
  await audit(db, {
    actorUserId: by.actorUserId,
    action: disabled ? "user.disable" : "user.enable",
    targetType: "user",
    targetId: userId,
    ip: by.ip,
  });
  return true;
}

/**
 * Sets a new password and ends the user's sessions; false for an unknown user. A password that
 * is easy to guess throws WeakPasswordError and nothing changes.
 */
export async function resetUserPassword(
  db: Database,
  userId: string,
  password: string,
  by: { actorUserId: string | null; ip?: string | null },
): Promise<boolean> {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  assertPasswordAllowed(password, [user.email, user.name]);
  const passwordHash = await hashPassword(password);
  const changed = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!changed.length) return false;
  await endSessionsOf(db, userId);
  await audit(db, {
    actorUserId: by.actorUserId,
    action: "user.reset_password",
    targetType: "user",
    targetId: userId,
    ip: by.ip,
  });
  return true;
}

/**
 * With ADMIN_BOOTSTRAP_EMAIL and ADMIN_BOOTSTRAP_PASSWORD set, creates that admin at start when
 * there are no users at all; once anyone exists it does nothing. A bootstrap password that is
 * easy to guess stops the start with the reason, as an invalid setting does.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  env: { ADMIN_BOOTSTRAP_EMAIL?: string; ADMIN_BOOTSTRAP_PASSWORD?: string },
  logger: Logger,
): Promise<void> {
  if (!env.ADMIN_BOOTSTRAP_EMAIL || !env.ADMIN_BOOTSTRAP_PASSWORD) return;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  try {
    const created = await createUser(
      db,
      {
        email: env.ADMIN_BOOTSTRAP_EMAIL,
        name: "Administrator",
        role: "admin",
        password: env.ADMIN_BOOTSTRAP_PASSWORD,
      },
      { actorUserId: null },
    );
    logger.info({ userId: created.id }, "first admin created from ADMIN_BOOTSTRAP_EMAIL");
  } catch (error) {
    if (error instanceof WeakPasswordError) {
      throw new Error(`ADMIN_BOOTSTRAP_PASSWORD: ${error.message} No admin was created.`);
    }
    if (!(error instanceof DuplicateEmailError)) throw error;
  }
}
