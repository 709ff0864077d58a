import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A stored phone number (E.164, "+447700900123") as a broker reads and dials it: a UK number in
 * its national spelling ("07700 900123"), any other in the international one ("+33 1 23 45 67
 * 89"), and a `tel:` address in E.164. Something that is no phone number is shown as stored.
 */
export function displayPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "GB");
  if (!parsed?.isPossible()) return phone;
  return parsed.countryCallingCode === "44"
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The `tel:` address of a number, in E.164 when it is one; null when there is nothing to dial. */
export function phoneHref(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, "GB");
  if (parsed?.isPossible()) return `tel:${parsed.number}`;
  const digits = phone.replace(/[^\d+]/g, "");
  return digits ? `tel:${digits}` : null;
}
