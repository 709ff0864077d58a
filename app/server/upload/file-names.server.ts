import type { DocumentCategory } from "#app/server/db/schema.ts";

/**
 * The names of uploaded documents: the readable one kept in the record and shown to brokers,
 * and the ASCII one used in the storage key. Both end with the extension of the type found in
 * the document's content.
 */

const MAX_NAME_LENGTH = 120;

/** The first `length` characters of `text`, never half of a character outside the BMP. */
function shortened(text: string, length: number): string {
  const cut = text.slice(0, Math.max(length, 0));
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

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
  return shortened(name, MAX_NAME_LENGTH - keep.length) + keep;
}
/* eslint-enable no-control-regex */

/** The extensions each accepted media type is saved under; the first is the one added. */
const typeExtensions: Record<string, readonly string[]> = {
  "application/pdf": [".pdf"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
};

/**
 * The name a document of `mediaType` is kept and downloaded under: `name` itself when it ends
 * with an extension of that type, else `name` with the type's extension added ("poly.html"
 * holding a PDF is kept as "poly.html.pdf"), so that a file opened from disk opens as what it
 * is rather than as what its name claims. Adding keeps what the visitor called the file in
 * sight of the broker. Any other type is bytes to save, never to run: ".bin".
 */
export function typedFileName(name: string, mediaType: string): string {
  const extensions = typeExtensions[mediaType] ?? [".bin"];
  if (extensions.includes(extensionOf(name))) return name;
  const added = extensions[0]!;
  return shortened(name, MAX_NAME_LENGTH - added.length) + added;
}

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
