/**
 * The quote form's answers (amount, email, phone), kept in local storage under `basicData` so
 * the application can start from them (§3).
 */
import { basicDataKey } from "#app/lib/storage-keys.ts";

export type BasicData = { loanAmount: number; email: string; phone: string };

export function saveBasicData(data: BasicData) {
  try {
    window.localStorage.setItem(basicDataKey, JSON.stringify(data));
  } catch {
    // Storage can be full or disabled; the enquiry itself still goes to the server.
  }
}

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
