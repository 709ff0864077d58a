/**
 * Paths whose next part is a secret token (the applicant's tracking and draft links). Tokens
 * are case-sensitive, and a path holding one is never logged, lower-cased, sent as a referrer
 * (only the origin is) or reported to analytics.
 *
 * The prefix is recognised however a request or a message may spell it: any case, doubled or
 * leading slashes, backslashes, and percent-encoded letters or slashes (once or more). The
 * same pattern finds them at the start of a path and inside a URL, a message or a log line.
 */

// "%74", "%2574", … : a character percent-encoded once or more.
const encoded = (hex: string) => `%(?:25)*(?:${hex})`;

function letter(char: string): string {
  const codes = [char.toLowerCase(), char.toUpperCase()].map((c) => c.charCodeAt(0).toString(16));
  return `(?:${char}|${encoded(codes.join("|"))})`;
}

const word = (text: string) => [...text].map(letter).join("");
const separator = `(?:[/\\\\]|${encoded("2f|5c")})+`;
const prefix = `${separator}(?:${word("track")}|${word("application")}${separator}${word("resume")})${separator}`;
// Anything up to the next separator, query, fragment or quote (in a log line's JSON).
const tokenPart = `(?:[^/\\\\\\s"'?#&<>%]|%(?!(?:25)*(?:2f|5c))[0-9a-f]{2})+`;

const secretSource = `(${prefix})${tokenPart}`;

export function carriesSecret(pathname: string): boolean {
  return new RegExp(secretSource, "i").test(pathname);
}

/**
 * The text (a path, a URL, a message, a whole log line) with every secret token in it
 * replaced. The one way a path reaches a log line, a redirect built from a request or an
 * error answer.
 */
export function withoutSecrets(text: string): string {
  return text.replace(new RegExp(secretSource, "gi"), "$1[token]");
}
