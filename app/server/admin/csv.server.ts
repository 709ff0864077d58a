import { displayPhone } from "#app/lib/phone-display.ts";

/** CSV as every back-office export writes it. */

/**
 * One CSV cell. Quoted always; a value a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) gets a leading apostrophe so it shows as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** What every export starts with: a byte-order mark (so spreadsheets read "£" as UTF-8), then its header. */
export function csvStart(header: readonly string[]): string {
  return `\uFEFF${csvRow([...header])}`;
}

/** Pence as a spreadsheet reads pounds: 110001 => "1100.01"; nothing stays empty. */
export function csvPounds(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? "" : (pence / 100).toFixed(2);
}

/**
 * A stored phone number as a spreadsheet keeps it: a UK number in its national spelling with
 * its space ("07700 900481"), which no spreadsheet reads as a number or a formula, so it needs
 * no apostrophe and keeps its leading zero. Any other number starts with the international
 * prefix dialled from the UK, 00, instead of "+" ("00 33 1 23 45 67 89"): a "+" would be read
 * as a formula, and the apostrophe that defuses one would show in the cell.
 */
export function csvPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const shown = displayPhone(phone);
  return shown.startsWith("+") ? `00 ${shown.slice(1).trimStart()}` : shown;
}
