/**
 * Reading the quote form's answers back (`basic-data.ts` keeps them), for the application to
 * start from: apart from the writing, which the quote form's own script carries, so each page
 * fetches only its half, and within the wizard's script rather than as one of its own.
 */
import { basicDataKey } from "#app/lib/storage-keys.ts";
import type { BasicData } from "#app/lib/basic-data.ts";

export function readBasicData(): BasicData | null {
  try {
    const raw = window.localStorage.getItem(basicDataKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BasicData>;
    if (typeof parsed.loanAmount !== "number" || !Number.isFinite(parsed.loanAmount)) return null;
    return {
      loanAmount: parsed.loanAmount,
      email: typeof parsed.email === "string" ? parsed.email : "",
      phone: typeof parsed.phone === "string" ? parsed.phone : "",
    };
  } catch {
    return null;
  }
}
