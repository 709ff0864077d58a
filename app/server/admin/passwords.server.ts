import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { passwordSchema } from "#app/schemas/admin-users.ts";

/**
 * Password hashing for back-office users: argon2id with the OWASP-recommended minimum cost
 * (19 MiB, 2 passes). Hashes are PHC strings, so the parameters travel with each hash and can
 * be raised later without breaking old ones.
 */
const argon2id = 2 as Algorithm;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What is wrong with a new password, in the words of the users page, or null. */
export function passwordProblem(password: string): string | null {
  return passwordSchema.safeParse(password).error?.issues[0]?.message ?? null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the email is unknown, so a wrong address costs as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoy ??= hashPassword("decoy password that matches nothing");
  await verifyPassword(await decoy, password);
}
