import type { DocumentCategory } from "#app/server/db/schema.ts";

/**
 * The names of uploaded documents: the readable one kept in the record and shown to brokers,
 * and the ASCII one used in the storage key.
 */

const MAX_NAME_LENGTH = 120;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

/* eslint-disable no-control-regex */
// Control characters, line and paragraph separators, zero-width and direction marks, and
// direction embeddings, overrides and isolates: whatever could hide or reorder part of a name.
const controlCharacters =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

/**
 * The name to keep for a document, or null when it cannot be accepted: a name with a folder
 * in it (`/`, `\`), control or direction-changing characters, or nothing but dots. Over-long
 * names are shortened, keeping the extension.
 */
export function sanitiseFileName(raw: string): string | null {
  const name = raw.normalize("NFC").trim();
  if (name === "" || /[\\/]/.test(name) || controlCharacters.test(name)) return null;
  if (/^\.+$/.test(name) || name.includes("\0")) return null;
  if (name.length <= MAX_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  const keep = extension.length <= 10 ? extension : "";
  return name.slice(0, MAX_NAME_LENGTH - keep.length) + keep;
}
/* eslint-enable no-control-regex */

/** A refused name as it can be shown back in a message: its first control character masked. */
export function printableName(raw: string): string {
  return raw.replace(controlCharacters, "?");
}

/** The name as a storage key segment: letters, digits, dot, dash and underscore only. */
export function storageFileName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/_+/g, "_")
    .replace(/^[._-]+/, "");
  return safe.slice(-100) || "document";
}

export function documentKey(
  applicationId: string,
  category: DocumentCategory,
  time: number,
  name: string,
): string {
  return `${applicationId}/${category}/${time}-${storageFileName(name)}`;
}
