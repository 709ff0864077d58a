import { describe, expect, it } from "vitest";
import { displayPhone, phoneHref } from "#app/lib/phone-display.ts";

describe("phone numbers for a broker to read and dial", () => {
  it("shows a UK number in its national spelling and dials it in E.164", () => {
    expect(displayPhone("+447700900123")).toBe("07700 900123");
    expect(displayPhone("+442079460000")).toBe("020 7946 0000");
    expect(phoneHref("+447700900123")).toBe("tel:+447700900123");
    expect(phoneHref("07700 900123")).toBe("tel:+447700900123");
  });

  it("shows another country's number internationally", () => {
    expect(displayPhone("+33123456789")).toBe("+33 1 23 45 67 89");
    expect(phoneHref("+33123456789")).toBe("tel:+33123456789");
  });

  it("leaves what is no phone number as stored", () => {
    expect(displayPhone("12")).toBe("12");
    expect(phoneHref("ext 12")).toBe("tel:12");
    expect(phoneHref("none")).toBeNull();
  });
});
