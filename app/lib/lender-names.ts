/**
 * Lender names as a broker types them: "Funding Circle Ltd", "funding-circle", "Fundng Circle"
 * are all Funding Circle. A name typed on a submission that nearly matches a panel lender is
 * offered as that lender before a new one is added (docs/decisions/0028).
 */

/** Words that say what kind of company a lender is, not which one. */
const companyWords = new Set(["ltd", "limited", "plc", "llp", "uk"]);

/** The name folded: lower case, no accents, punctuation or company words, single spaces. */
export function foldLenderName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word && !companyWords.has(word))
    .join(" ");
}

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Shorter folded names than this are compared whole only: two letters apart is most of them. */
const shortestForDistance = 5;
/** A name contained in the other counts only when it is at least this long ("abc" is in much). */
const shortestContained = 4;

/**
 * The panel lender the typed name nearly matches, if any: the same once folded, within two
 * edits, or one contained in the other. The closest wins. A name that is a panel lender's in
 * every letter (any case) is that lender, not a near match: null.
 */
export function nearLenderMatch(typed: string, panel: readonly string[]): string | null {
  const lowered = typed.trim().toLowerCase();
  if (panel.some((name) => name.toLowerCase() === lowered)) return null;
  const folded = foldLenderName(typed);
  if (!folded) return null;
  let best: { name: string; score: number } | null = null;
  for (const name of panel) {
    const other = foldLenderName(name);
    if (!other) continue;
    let score: number | null = null;
    if (other === folded) score = 0;
    else if (Math.max(other.length, folded.length) >= shortestForDistance) {
      const distance = editDistance(folded, other, 2);
      if (distance <= 2) score = distance;
    }
    if (score === null) {
      const [short, long] = folded.length <= other.length ? [folded, other] : [other, folded];
      if (short.length >= shortestContained && long.includes(short)) score = 3;
    }
    if (score !== null && (!best || score < best.score)) best = { name, score };
  }
  return best?.name ?? null;
}
