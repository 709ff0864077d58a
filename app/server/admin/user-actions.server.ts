import { data } from "react-router";
import type { z } from "zod";
import { isUuid } from "#app/schemas/fields.ts";
import type {
  createUserFormSchema,
  resetPasswordFormSchema,
  userAccessFormSchema,
} from "#app/schemas/admin-users.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  DuplicateEmailError,
  createUser,
  resetUserPassword,
  setUserDisabled,
} from "#app/server/admin/users.server.ts";
import { WeakPasswordError } from "#app/server/admin/passwords.server.ts";
import {
  formDone,
  formInvalid,
  formRefused,
  type FormPlace,
  type FormReply,
} from "#app/server/admin/http.server.ts";

/**
 * What each form of the users page does once its answers are valid, one function per intent.
 * An unknown or malformed user id is a 404.
 */
export type UserWork = {
  db: Database;
  /** The admin at work, who may not disable themselves. */
  me: string;
  by: { actorUserId: string; ip?: string | null };
  submission: FormReply;
};

const noSuchUser = () => data("No such user.", { status: 404 });

/** A password the strength check refused, said at the password field of the form sent. */
function weakPassword(work: UserWork, place: FormPlace, error: WeakPasswordError) {
  return formInvalid(work.submission, place, { fieldErrors: { password: [error.message] } });
}

export async function addUser(work: UserWork, value: z.output<typeof createUserFormSchema>) {
  try {
    const user = await createUser(work.db, value, work.by);
    return formDone(work.submission, { intent: "create" }, `Created ${user.email} (${user.role}).`);
  } catch (error) {
    if (error instanceof WeakPasswordError) return weakPassword(work, { intent: "create" }, error);
    if (!(error instanceof DuplicateEmailError)) throw error;
    return formInvalid(
      work.submission,
      { intent: "create" },
      { fieldErrors: { email: [error.message] } },
    );
  }
}

export async function changeUserAccess(
  work: UserWork,
  value: z.output<typeof userAccessFormSchema>,
) {
  const { intent, userId } = value;
  if (!isUuid(userId)) throw noSuchUser();
  if (userId === work.me) {
    return formRefused(work.submission, { intent, id: userId }, "You cannot disable yourself.", {
      status: 400,
    });
  }
  if (!(await setUserDisabled(work.db, userId, intent === "disable", work.by))) throw noSuchUser();
  return formDone(
    work.submission,
    { intent, id: userId },
    intent === "disable" ? "Disabled; their sessions have ended." : "Enabled.",
  );
}

export async function resetPassword(
  work: UserWork,
  value: z.output<typeof resetPasswordFormSchema>,
) {
  if (!isUuid(value.userId)) throw noSuchUser();
  const place = { intent: "reset", id: value.userId };
  try {
    if (!(await resetUserPassword(work.db, value.userId, value.password, work.by))) {
      throw noSuchUser();
    }
  } catch (error) {
    if (error instanceof WeakPasswordError) return weakPassword(work, place, error);
    throw error;
  }
  return formDone(work.submission, place, "Password reset; their sessions have ended.");
}
