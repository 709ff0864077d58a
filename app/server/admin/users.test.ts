import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { sessions } from "#app/server/db/schema.ts";
import { readSession } from "#app/server/admin/auth.server.ts";
import { setUserDisabled } from "#app/server/admin/users.server.ts";
import { get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";

describe.each(testDatabaseKinds)("disabling a user on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("ends their sessions, so enabling them again does not bring an old one back", async () => {
    const { db } = database();
    const admin = await makeUser(db, "admin");
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    const adminCookie = await sessionCookieFor(db, admin.email);

    await setUserDisabled(db, broker.id, true, { actorUserId: admin.id });
    expect(await db.select().from(sessions).where(eq(sessions.userId, broker.id))).toEqual([]);

    await setUserDisabled(db, broker.id, false, { actorUserId: admin.id });
    expect(await readSession(db, get("/admin", cookie))).toBeNull();
    // Only theirs: the admin who did it is still signed in.
    expect(await readSession(db, get("/admin", adminCookie))).toMatchObject({ id: admin.id });
  });
});
