/**
 * Types the lead's modules and their neighbours (submissions, introducers, the inbox) share.
 * This module imports nothing, so any of them can use it without closing an import circle.
 */

/** Who makes a change, for its timeline event and audit row. */
export type Actor = { userId: string; ip?: string | null };
