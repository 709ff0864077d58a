import { createHash, randomBytes } from "node:crypto";

/**
 * Bearer tokens handed to visitors (upload, tracking and draft links): 256 random bits,
 * base64url. Only the SHA-256 (hex) of one is ever stored, so a copy of the database opens
 * nothing.
 */
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}
