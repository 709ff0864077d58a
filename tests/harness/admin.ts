import type { Database } from "#app/server/db/client.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import { createUser } from "#app/server/admin/users.server.ts";
import { signIn } from "#app/server/admin/auth.server.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";

/** Router context and signed-in requests for back-office tests. */
export const testOrigin = "http://localhost";

export function adminContext(db: Database, ip = "203.0.113.7", storage?: DocumentStorage) {
  const services = createTestServices({
    db,
    storage,
    env: { SITE_ORIGIN: "https://broker.example.co.uk" },
  });
  return routerContextFor(services, ip);
}

export const testPassword = "correct horse battery staple";

export async function makeUser(
  db: Database,
  role: "admin" | "broker",
  email = `${role}-${Math.random().toString(36).slice(2)}@example.co.uk`,
  name = role === "admin" ? "Ada Admin" : "Ben Broker",
) {
  const user = await createUser(
    db,
    { email, name, role, password: testPassword },
    { actorUserId: null },
  );
  return { ...user, password: testPassword };
}

/** The cookie header of a fresh session for this user. */
export async function sessionCookieFor(db: Database, email: string): Promise<string> {
  const result = await signIn(adminContext(db), new Request(`${testOrigin}/admin/sign-in`), {
    email,
    password: testPassword,
  });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return result.setCookie.split(";")[0]!;
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${testOrigin}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A form post; a field given a list is sent once per value, as checkboxes are. */
export function post(
  path: string,
  fields: Record<string, string | string[]>,
  options: { cookie?: string; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? testOrigin : options.origin;
  if (origin) headers.origin = origin;
  return new Request(`${testOrigin}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(
      Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
      ),
    ).toString(),
  });
}
