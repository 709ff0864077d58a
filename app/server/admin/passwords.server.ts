import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { passwordSchema } from "#app/schemas/admin-users.ts";

/**
 * Password hashing for back-office users: argon2id with the OWASP-recommended minimum cost
 * (19 MiB, 2 passes). Hashes are PHC strings, so the parameters travel with each hash and can
 * be raised later without breaking old ones.
 */
const argon2id = 2 as Algorithm;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Strength is estimated by zxcvbn-ts against its lists of common and breached passwords,
 * English words and names, keyboard patterns, repeats and dates. Its scores run from 0 to 4;
 * 3 ("safely unguessable: moderate protection from offline slow-hash attacks") is the least
 * a back-office password may have. The dictionaries are large, so they stay on the server
 * (this module) and load on the first check.
 */
export const minimumPasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/**
 * Why a new password is too easy to guess, in the library's words ("This is a commonly used
 * password. Add more words that are less common."), or null when it is strong enough.
 * `personal` are the account's own details (email, name), which must not make up the password.
 */
export function passwordStrengthProblem(
  password: string,
  personal: readonly string[] = [],
): string | null {
  const inputs = personal.flatMap((value) => [value, ...value.split(/[\s@.]+/)]).filter(Boolean);
  const { score, feedback } = strengthEstimator().check(password, inputs);
  if (score >= minimumPasswordScore) return null;
  const reasons = [feedback.warning, ...feedback.suggestions].filter(Boolean);
  return ["This password is too easy to guess.", ...reasons].join(" ");
}

/**
 * What is wrong with a new password, in the words of the users page, or null: the form's
 * length rule first, then its strength.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | null {
  const length = passwordSchema.safeParse(password).error?.issues[0]?.message;
  return length ?? passwordStrengthProblem(password, personal);
}

/** A new password that `passwordProblem` refuses, with its reason as the message. */
export class WeakPasswordError extends Error {}

/** Throws WeakPasswordError unless the password may be set. */
export function assertPasswordAllowed(password: string, personal: readonly string[] = []): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw new WeakPasswordError(problem);
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
