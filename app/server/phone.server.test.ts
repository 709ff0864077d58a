import { describe, expect, test } from "vitest";
import { normalisePhone, phoneSearchPrefix, phoneSpellings } from "#app/server/phone.server.ts";

describe("phone numbers", () => {
  test("every spelling of one UK number is one stored form", () => {
    for (const typed of ["07700 900999", "+44 7700 900999", "0044 7700-900999", "(07700) 900999"]) {
      expect(normalisePhone(typed), typed).toBe("+447700900999");
    }
    expect(normalisePhone("020 7946 0018")).toBe("+442079460018");
  });

  test("numbers from abroad keep their country", () => {
    expect(normalisePhone("+353 85 123 4567")).toBe("+353851234567");
  });

  test("what is not a phone number keeps its digits", () => {
    expect(normalisePhone("1234")).toBe("1234");
  });

  test("a typed start of a number finds the stored form", () => {
    expect(phoneSearchPrefix("07700 900")).toBe("+447700900");
    expect(phoneSearchPrefix("+44 7700")).toBe("+447700");
    expect(phoneSearchPrefix("0044 7700")).toBe("+447700");
  });

  test("a number stored as typed is matched in each of its spellings", () => {
    expect(phoneSpellings("07700900999").sort()).toEqual(
      ["+447700900999", "00447700900999", "07700900999", "447700900999"].sort(),
    );
  });
});
