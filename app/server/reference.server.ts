import { randomInt } from "node:crypto";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from "#app/schemas/reference.ts";

/** A new random reference ("DBF-7K3M9Q"); uniqueness is the database's to enforce. */
export function newReference(): string {
  let body = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}-${body}`;
}

/** Whether `error` (or an error it wraps) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === "23505") return name === constraint || String(message).includes(constraint);
  }
  return false;
}
