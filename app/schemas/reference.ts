/**
 * A lead's reference, as the visitor and the brokers read it: "DBF-7K3M9Q". Six characters
 * from an alphabet with no look-alikes (no 0, O, 1, I or L; 2, 5 and 8 but not Z, S or B;
 * neither U nor V); about 3 × 10⁸ values. Leads stored before references existed carry a longer one in the same
 * alphabet (see drizzle/0003).
 */
export const REFERENCE_PREFIX = "DBF";
export const REFERENCE_ALPHABET = "23456789ACDEFGHJKMNPQRTWXY";
export const REFERENCE_LENGTH = 6;

/** Accepts a reference as typed: any case, spaces or a missing hyphen. */
export function normaliseReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, "");
  const body = compact.startsWith(REFERENCE_PREFIX)
    ? compact.slice(REFERENCE_PREFIX.length)
    : compact;
  const allowed = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH},12}$`);
  return allowed.test(body) ? `${REFERENCE_PREFIX}-${body}` : null;
}
