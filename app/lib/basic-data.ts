/**
 * The quote form's answers (amount, email, phone), kept in local storage under `basicData` so
 * the application can start from them (§3); `basic-data-read.ts` reads them back.
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
